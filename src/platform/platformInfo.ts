/**
 * What the browser knows about the server: asked once at start-up (main.tsx starts the call
 * before the first render, so it never holds the first page up) and shared by everything that
 * needs it. Demo mode counts as off until the server says it is on, and stays off when the
 * server cannot say (another backend without this call): the browser never guesses it on.
 */
import { DEFAULT_CURRENCY } from '@contracts/currency.js';
import type { PlatformInfo } from '@contracts/platform.js';
import { EXAMINE_UNUSUAL_FACTOR_DEFAULT } from '@contracts/unusualAmount.js';
import { platformInfo } from '@/api/platform';

/** What the browser assumes until (or unless) the server says otherwise. */
export const NO_DEMO: PlatformInfo = {
  demoMode: false,
  currency: DEFAULT_CURRENCY,
  examineUnusualFactor: EXAMINE_UNUSUAL_FACTOR_DEFAULT,
};

let startup: Promise<PlatformInfo> | null = null;

/** The server's answer, asked for on the first call only. */
export function loadPlatformInfo(): Promise<PlatformInfo> {
  startup ??= platformInfo().catch(() => NO_DEMO);
  return startup;
}
