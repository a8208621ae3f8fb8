/**
 * Time-based one-time codes (RFC 6238) with otpauth (docs/decisions.md): six digits every 30
 * seconds from an HMAC-SHA1 secret, the steps next to the current one accepted too. What is
 * checked answers the code's time step, so the caller can refuse a step already used.
 */
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS } from '../../../contracts/mfa.js';

export const MFA_ISSUER = 'Rocket Script';

/** 160 random bits in base32: 32 letters. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({ issuer: MFA_ISSUER, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** The otpauth:// URI authenticators read (issuer Rocket Script, label the username). */
export function otpauthUri(secret: string, username: string): string {
  return totpOf(secret, username).toString();
}

/** The URI as an SVG QR code, drawn here so the browser carries no QR library. */
export function qrSvgOf(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', margin: 2 });
}

/** The time step `code` belongs to within the window around `now`, or null when it matches none. */
export function codeStep(secret: string, code: string, now: number = Date.now()): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: TOTP_WINDOW_STEPS });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** The code of the current step and the seconds it has left (the demo aid). */
export function currentCode(secret: string, now: number = Date.now()): { code: string; secondsLeft: number } {
  const code = totpOf(secret).generate({ timestamp: now });
  return { code, secondsLeft: TOTP_PERIOD_SECONDS - (Math.floor(now / 1000) % TOTP_PERIOD_SECONDS) };
}
