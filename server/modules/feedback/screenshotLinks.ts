/**
 * Screenshots are private (they show an app user's screen), so they are never served at a fixed
 * public address: every answer that names one gives an address signed with the server's secret
 * that works for an hour. An `<img>` shows it without a token (the browser sends none with
 * images); a copied address stops working soon after. The signature covers the key and the end.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SCREENSHOTS_PATH, type ScreenshotRef } from '../../../contracts/feedback.js';

/** How long a signed address works. */
export const SCREENSHOT_LINK_SECONDS = 60 * 60;

function signature(secret: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`screenshot:${key}:${expires}`).digest('hex').slice(0, 32);
}

/** The end of the hour a link made at `now` works until: links made within one hour are the same (cacheable). */
function expiryOf(now: number): number {
  const seconds = Math.floor(now / 1000);
  return seconds - (seconds % SCREENSHOT_LINK_SECONDS) + 2 * SCREENSHOT_LINK_SECONDS;
}

export function screenshotRef(secret: string, key: string, now: number = Date.now()): ScreenshotRef {
  const expires = expiryOf(now);
  return { key, url: `${SCREENSHOTS_PATH}/${key}?expires=${expires}&sig=${signature(secret, key, expires)}` };
}

/** The stored JSON list of keys as answered references. */
export function screenshotRefs(secret: string, stored: unknown, now: number = Date.now()): ScreenshotRef[] {
  return keysOf(stored).map((key) => screenshotRef(secret, key, now));
}

export function keysOf(stored: unknown): string[] {
  const keys: unknown = typeof stored === 'string' ? JSON.parse(stored) : [];
  return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : [];
}

/** True when `sig` signs `key` until `expires` and that time has not passed. */
export function validLink(secret: string, key: string, expires: number, sig: string, now: number = Date.now()): boolean {
  if (!Number.isSafeInteger(expires) || expires * 1000 <= now) return false;
  const expected = Buffer.from(signature(secret, key, expires));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
