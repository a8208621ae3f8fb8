/**
 * Payloads and answers of the user calls (docs/server.md, docs/auth-protocol.md). One schema per payload:
 * the server validates with these, the browser takes their types.
 */
import { z } from 'zod';
import { displayName } from './fields.js';
import { ROLES } from './roles.js';

/** Lower-case hex MD5: h1 = md5(password), or md5(h1 + salt) at login. */
export const DIGEST_PATTERN = /^[0-9a-f]{32}$/;
/** Salts are 32 lower-case hex characters. */
export const SALT_PATTERN = /^[0-9a-f]{32}$/;
/** Mainland 11-digit mobile, or E.164: + and 8 to 15 digits. */
export const PHONE_PATTERN = /^(?:1[3-9]\d{9}|\+[1-9]\d{7,14})$/;
export const PHONE_CODE_PATTERN = /^\d{6}$/;
/** Letters, digits, underscore, dot and dash; 3 to 32 characters once trimmed. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;
export const USERNAME_MAX = 32;

export const usernameField = z.string().trim().regex(USERNAME_PATTERN);
/** At login any stored name may be typed; the format is checked loosely, trimmed. */
export const loginUsernameField = z.string().trim().min(1).max(64);
export const digestField = z.string().regex(DIGEST_PATTERN);
export const phoneField = z.string().trim().regex(PHONE_PATTERN);
export const phoneCodeField = z.string().trim().regex(PHONE_CODE_PATTERN);

export const getSaltQuery = z.strictObject({ username: loginUsernameField });
export type GetSaltQuery = z.infer<typeof getSaltQuery>;
export interface SaltAnswer {
  salt: string;
}

export const loginForm = z.strictObject({
  username: loginUsernameField,
  /** md5(md5(password) + salt) */
  password: digestField,
  salt: z.string().regex(SALT_PATTERN),
});
export type LoginForm = z.infer<typeof loginForm>;
export interface LoginAnswer {
  token: string;
  /** ISO time the token stops working (minutes away while the second step is pending). */
  expiresAt: string;
  /** Present when the session waits for a second step (contracts/mfa.ts): 'verify' or 'enrol'. */
  mfa?: 'verify' | 'enrol';
}

const confirmed = <T extends { password: string; passwordConfirm: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.password !== value.passwordConfirm) {
    ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: 'mismatch', params: { reason: 'mismatch' } });
  }
};

export const registerCreatorForm = z
  .strictObject({
    username: usernameField,
    /** Shown to other users: the display name rule (contracts/fields.ts). */
    nickname: displayName,
    phone: phoneField,
    phoneCode: phoneCodeField,
    /** h1 = md5(password) */
    password: digestField,
    passwordConfirm: digestField,
  })
  .superRefine(confirmed);
export type RegisterCreatorForm = z.infer<typeof registerCreatorForm>;

export const retrievePasswordForm = z
  .strictObject({
    username: loginUsernameField,
    phone: phoneField,
    phoneCode: phoneCodeField,
    password: digestField,
    passwordConfirm: digestField,
  })
  .superRefine(confirmed);
export type RetrievePasswordForm = z.infer<typeof retrievePasswordForm>;

export const changePasswordForm = z.strictObject({
  username: loginUsernameField,
  oldPassword: digestField,
  newPassword: digestField,
  phoneMac: z.string().trim().max(64).optional(),
});
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

export const PHONE_CODE_PURPOSES = ['register', 'retrieve'] as const;
export type PhoneCodePurpose = (typeof PHONE_CODE_PURPOSES)[number];
export const sendPhoneCodeForm = z.strictObject({
  phone: phoneField,
  purpose: z.enum(PHONE_CODE_PURPOSES),
});
export type SendPhoneCodeForm = z.infer<typeof sendPhoneCodeForm>;
export interface SendPhoneCodeAnswer {
  /** Seconds until another code may be requested for this phone. */
  resendAfter: number;
  /** Seconds the code stays valid. */
  expiresIn: number;
}

export const phoneOutboxQuery = z.strictObject({ phone: phoneField.optional() });
export interface PhoneOutboxEntry {
  phone: string;
  code: string;
  purpose: PhoneCodePurpose;
  at: string;
}

export const userInfoAnswer = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  avatar: z.string(),
  introduction: z.string(),
  roles: z.array(z.enum(ROLES)).min(1),
  /** The business company of a BUSINESS_COMPANY user, the partner of a COOPERATE user (ownership). */
  companyId: z.number().int().nullable(),
  cooperateId: z.number().int().nullable(),
});
export type UserInfo = z.infer<typeof userInfoAnswer>;

/** Password rules checked in the browser before hashing (the server only sees digests). */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 64;
