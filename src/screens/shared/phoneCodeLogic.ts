/**
 * The network edge of the phone code machine. Screens take a `services` object (the real api
 * by default) and build their machines from it with `.provide()`, so stories and tests swap
 * only the calls and still run the real machines and payload building.
 */
import { fromPromise } from 'xstate';
import type { PhoneCodePurpose, PhoneOutboxEntry, SendPhoneCodeAnswer, SendPhoneCodeForm } from '@contracts/auth.js';
import { phoneCodeMachine } from '@machines/phoneCode.machine.js';
import { phoneOutbox, sendPhoneCode } from '@/api/user';
import { loadPlatformInfo } from '@/platform/platformInfo';

export interface PhoneCodeServices {
  sendPhoneCode: (form: SendPhoneCodeForm) => Promise<SendPhoneCodeAnswer>;
  /** Whether the server said it runs in demo mode (platform/info); only then is the outbox read. */
  demoMode: () => Promise<boolean>;
  /** Demo mode only: the codes the embedded sender "sent" (never an administrator's). */
  phoneOutbox: (phone: string) => Promise<PhoneOutboxEntry[]>;
}

/** Silent: the form shows these problems next to its fields instead of a toast. */
export const apiPhoneCodeServices: PhoneCodeServices = {
  sendPhoneCode: (form) => sendPhoneCode(form, { silent: true }),
  demoMode: () => loadPlatformInfo().then((info) => info.demoMode),
  phoneOutbox: (phone) => phoneOutbox(phone, { silent: true }),
};

/** The newest code the outbox holds for this phone and purpose. */
export function latestCode(entries: readonly PhoneOutboxEntry[], phone: string, purpose: PhoneCodePurpose): string | null {
  let latest: PhoneOutboxEntry | null = null;
  for (const entry of Array.isArray(entries) ? entries : []) {
    if (entry.phone !== phone || entry.purpose !== purpose) continue;
    if (!latest || entry.at > latest.at) latest = entry;
  }
  return latest?.code ?? null;
}

export function createPhoneCodeLogic(services: PhoneCodeServices) {
  return phoneCodeMachine.provide({
    actors: {
      sendCode: fromPromise<SendPhoneCodeAnswer, SendPhoneCodeForm>(({ input }) => services.sendPhoneCode(input)),
      lookupDemoCode: fromPromise<string | null, SendPhoneCodeForm>(async ({ input }) =>
        (await services.demoMode()) ? latestCode(await services.phoneOutbox(input.phone), input.phone, input.purpose) : null,
      ),
    },
  });
}
