/**
 * Two-step sign-in with time-based one-time codes (RFC 6238) and single-use recovery codes
 * (docs/auth-protocol.md, "Two-step verification"). One schema per payload: the server
 * validates with these, the browser takes their types.
 *
 * A password that is right for an account with two-step verification (or whose role requires
 * it) opens a *pending* session: its token reaches only the calls of the second step
 * (status, enrolment, verify, sign out) until a code completes it; every other call answers
 * 401 `mfa_required`.
 */
import { z } from 'zod';
import { DIGEST_PATTERN, SALT_PATTERN } from './auth.js';
import { idField } from './fields.js';

/** What the authenticator computes: six digits every 30 seconds from an HMAC-SHA1 secret. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the step before and after are accepted too (clock drift of a phone). */
export const TOTP_WINDOW_STEPS = 1;
/** The secret: 160 random bits, written in base32 (32 letters A–Z, 2–7). */
export const TOTP_SECRET_PATTERN = /^[A-Z2-7]{32}$/;
/** How many recovery codes an enrolment (or a renewal) hands out, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** Two groups of five base32 letters, lower case: 50 random bits. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{5}-[a-z2-7]{5}$/;

/** Spaces people type between digit groups ("123 456") are dropped. */
const compact = (value: string) => value.replace(/\s+/g, '');

/** A code from the authenticator. */
export const totpCodeField = z
  .string()
  .max(32)
  .transform(compact)
  .pipe(z.string().regex(TOTP_CODE_PATTERN, 'must be the 6-digit code of the authenticator'));

/** At sign-in, a code from the authenticator or one of the recovery codes (either case). */
export const secondStepCodeField = z
  .string()
  .max(32)
  .transform((value) => compact(value).toLowerCase())
  .pipe(
    z
      .string()
      .refine(
        (value) => TOTP_CODE_PATTERN.test(value) || RECOVERY_CODE_PATTERN.test(value),
        'must be the 6-digit code of the authenticator or a recovery code',
      ),
  );

/**
 * What a sign-in (`userLogin`) still asks for: absent when the session is complete,
 * `verify` when the account must give a code, `enrol` when its role requires two-step
 * verification and it has none yet (the browser walks the user through enrolment).
 */
export const MFA_STAGES = ['verify', 'enrol'] as const;
export type MfaStage = (typeof MFA_STAGES)[number];

/** GET /api/userQuery/mfaStatus */
export const mfaStatusAnswer = z.object({
  enabled: z.boolean(),
  /** The account's roles require it: it cannot be turned off, only reset by an administrator. */
  required: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int().nonnegative(),
  /** Set while the session is pending: what it still has to do. */
  pending: z.enum(MFA_STAGES).nullable(),
});
export type MfaStatus = z.infer<typeof mfaStatusAnswer>;

/** POST /api/user/mfaEnrolStart: a new secret, kept pending until a first code confirms it. */
export const mfaEnrolStartAnswer = z.object({
  /** Base32, for typing by hand when the QR code cannot be scanned. */
  secret: z.string().regex(TOTP_SECRET_PATTERN),
  /** otpauth://totp/… as authenticators read it (issuer "Rocket Script", label the username). */
  otpauthUri: z.string(),
  /** The URI as a QR code: an SVG document drawn by the server, so the browser carries no QR library. */
  qrSvg: z.string(),
});
export type MfaEnrolStart = z.infer<typeof mfaEnrolStartAnswer>;

/** POST /api/user/mfaEnrolConfirm: the first code proves the authenticator holds the secret. */
export const mfaEnrolConfirmForm = z.strictObject({ code: totpCodeField });
export type MfaEnrolConfirmForm = z.infer<typeof mfaEnrolConfirmForm>;

/** Recovery codes in clear: shown once, stored hashed. */
export const recoveryCodesAnswer = z.object({
  recoveryCodes: z.array(z.string().regex(RECOVERY_CODE_PATTERN)).length(RECOVERY_CODE_COUNT),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesAnswer>;

/** POST /api/user/mfaVerify: the second step of a sign-in. */
export const mfaVerifyForm = z.strictObject({ code: secondStepCodeField });
export type MfaVerifyForm = z.infer<typeof mfaVerifyForm>;
/** What a completed second step answers. */
export const mfaVerifyAnswer = z.object({
  /** The session's new absolute expiry (a pending session lives minutes). */
  expiresAt: z.string(),
  /** True when a recovery code was used; `recoveryCodesLeft` says how many remain. */
  usedRecoveryCode: z.boolean(),
  recoveryCodesLeft: z.number().int().nonnegative(),
});
export type MfaVerifyAnswer = z.infer<typeof mfaVerifyAnswer>;

/** POST /api/user/mfaRecoveryCodes: ten new codes replace the old ones; needs a current code. */
export const mfaRenewCodesForm = z.strictObject({ code: totpCodeField });
export type MfaRenewCodesForm = z.infer<typeof mfaRenewCodesForm>;

/**
 * POST /api/user/mfaDisable: the password (as at login: md5(md5(password) + salt) with the
 * account's salt from getSalt) and a current code. Refused while the roles require it.
 */
export const mfaDisableForm = z.strictObject({
  password: z.string().regex(DIGEST_PATTERN),
  salt: z.string().regex(SALT_PATTERN),
  code: totpCodeField,
});
export type MfaDisableForm = z.infer<typeof mfaDisableForm>;

/** POST /api/useradmin/resetUserMfa: an administrator removes a user's second step (audited). */
export const resetUserMfaForm = z.strictObject({ id: idField });
export type ResetUserMfaForm = z.infer<typeof resetUserMfaForm>;

/** GET /api/dev/mfaDemoCode?username= (demo mode only): the current code of a demo account. */
export const mfaDemoCodeQuery = z.strictObject({ username: z.string().trim().min(1).max(64) });
export const mfaDemoCodeAnswer = z.object({ code: z.string().regex(TOTP_CODE_PATTERN), secondsLeft: z.number().int() });
export type MfaDemoCode = z.infer<typeof mfaDemoCodeAnswer>;
