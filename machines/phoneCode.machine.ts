/**
 * The "send code" button of register and retrieve-password: idle → sending → cooldown (counting
 * down the server's `resendAfter` seconds, one tick a second) → idle; a failure returns to idle
 * with the error, or to a cooldown when the server says how long to wait (429 retryAfter).
 * Effects are injected with `.provide()`: `sendCode` (the call) and `lookupDemoCode` (demo mode
 * only: reads the dev outbox so a visitor without a phone can still try the flow).
 */
import { assign, fromPromise, setup } from 'xstate';
import { PHONE_PATTERN, type PhoneCodePurpose, type SendPhoneCodeAnswer, type SendPhoneCodeForm } from '../contracts/auth.js';
import type { FieldReason } from '../contracts/envelope.js';
import { toFailure, type Failure } from './failure.js';

export interface PhoneCodeInput {
  purpose: PhoneCodePurpose;
}

export interface PhoneCodeContext {
  purpose: PhoneCodePurpose;
  /** The phone the last code was requested for. */
  phone: string | null;
  /** Seconds left before another code may be requested. */
  remaining: number;
  /** Seconds the last code stays valid, as the server said. */
  expiresIn: number | null;
  error: Failure | null;
  /** Demo mode only: the code the embedded sender wrote to its outbox. */
  demoCode: string | null;
}

export type PhoneCodeEvent =
  | { type: 'SEND'; phone: string }
  /** The user edited the phone: the error about the previous one no longer applies. */
  | { type: 'PHONE_EDITED' };

/**
 * The server's rule, checked before calling so a typo costs no request (and no rate-limit
 * budget). The problem has the server's 400 shape, so screens show both the same way.
 */
export function phoneProblem(phone: string): Failure | null {
  const trimmed = phone.trim();
  const reason: FieldReason | null = trimmed === '' ? 'required' : PHONE_PATTERN.test(trimmed) ? null : 'invalid_format';
  if (!reason) return null;
  return { status: 400, reason: 'invalid_input', message: reason, fields: [{ field: 'phone', reason, message: reason }], retryAfter: null, content: null };
}

export const TICK_MS = 1000;

export const phoneCodeMachine = setup({
  types: {
    context: {} as PhoneCodeContext,
    events: {} as PhoneCodeEvent,
    input: {} as PhoneCodeInput,
  },
  actors: {
    sendCode: fromPromise<SendPhoneCodeAnswer, SendPhoneCodeForm>(async () => {
      throw new Error('phoneCodeMachine: provide a `sendCode` actor');
    }),
    /** Resolves to the code, or null; a rejection is ignored (no demo outbox there). */
    lookupDemoCode: fromPromise<string | null, SendPhoneCodeForm>(async () => null),
  },
  actions: {
    tick: assign({ remaining: ({ context }) => Math.max(0, context.remaining - 1) }),
  },
  guards: {
    cooledDown: ({ context }) => context.remaining <= 0,
  },
}).createMachine({
  id: 'phoneCode',
  context: ({ input }) => ({
    purpose: input.purpose,
    phone: null,
    remaining: 0,
    expiresIn: null,
    error: null,
    demoCode: null,
  }),
  initial: 'idle',
  on: {
    PHONE_EDITED: { actions: assign({ error: null }) },
  },
  states: {
    idle: {
      on: {
        SEND: [
          {
            guard: ({ event }) => phoneProblem(event.phone) === null,
            target: 'sending',
            actions: assign({ phone: ({ event }) => event.phone.trim(), error: null, demoCode: null }),
          },
          { actions: assign({ error: ({ event }) => phoneProblem(event.phone) }) },
        ],
      },
    },
    sending: {
      tags: 'busy',
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({ phone: context.phone ?? '', purpose: context.purpose }),
        onDone: {
          target: 'cooldown',
          actions: assign({
            remaining: ({ event }) => Math.max(0, Math.ceil(event.output.resendAfter)),
            expiresIn: ({ event }) => event.output.expiresIn,
          }),
        },
        onError: [
          {
            // Rate limited: the server says how long to wait, so count that down instead.
            guard: ({ event }) => toFailure(event.error).retryAfter !== null,
            target: 'cooldown',
            actions: assign(({ event }) => {
              const error = toFailure(event.error);
              return { error, remaining: Math.ceil(error.retryAfter ?? 0) };
            }),
          },
          { target: 'idle', actions: assign({ error: ({ event }) => toFailure(event.error) }) },
        ],
      },
    },
    cooldown: {
      // Invoked on the parent so the lookup is not restarted by every tick below.
      invoke: {
        src: 'lookupDemoCode',
        input: ({ context }) => ({ phone: context.phone ?? '', purpose: context.purpose }),
        onDone: { actions: assign({ demoCode: ({ event }) => event.output }) },
        onError: {},
      },
      initial: 'counting',
      states: {
        counting: {
          always: { guard: 'cooledDown', target: '#phoneCode.idle' },
          // One tick a second: re-entering restarts the delayed transition.
          after: { [TICK_MS]: { target: 'counting', reenter: true, actions: 'tick' } },
        },
      },
    },
  },
});

export type PhoneCodeMachine = typeof phoneCodeMachine;
