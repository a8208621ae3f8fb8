/**
 * Client rules of the register and retrieve-password forms: the same patterns and limits the
 * server's zod schemas use (contracts/auth.ts), plus the password rules only the browser can
 * check (docs/auth-protocol.md). Each rule answers a reason code; messages.ts turns it into the user's
 * language. Only the lazy register/repassword chunks import this (it pulls contracts' zod).
 */
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_CODE_PATTERN,
  PHONE_PATTERN,
  USERNAME_PATTERN,
} from '@contracts/auth.js';
import { displayName } from '@contracts/fields.js';
import type { FieldErrors, FormValues } from '@machines/submission.machine.js';
import { zodValueReason } from '@/list/zodFieldErrors';
import { loadPasswordEstimator, strengthReason } from './passwordStrength';

/** contracts' loginUsernameField: any stored name, trimmed, 1 to 64 characters. */
export const LOGIN_USERNAME_MAX = 64;

type Reason = string | undefined;

const text = (values: FormValues, field: string) => (values[field] ?? '').trim();

/** The server's display name rule itself: required, at most 32 characters, no markup or control characters. */
export function nicknameReason(value: string): Reason {
  return zodValueReason(displayName, value);
}

export function usernameReason(value: string): Reason {
  const username = value.trim();
  if (!username) return 'required';
  return USERNAME_PATTERN.test(username) ? undefined : 'invalid_format';
}

/** Retrieve password accepts any existing name, like login. */
export function existingUsernameReason(value: string): Reason {
  const username = value.trim();
  if (!username) return 'required';
  return username.length > LOGIN_USERNAME_MAX ? 'too_long' : undefined;
}

export function phoneReason(value: string): Reason {
  const phone = value.trim();
  if (!phone) return 'required';
  return PHONE_PATTERN.test(phone) ? undefined : 'invalid_format';
}

export function phoneCodeReason(value: string): Reason {
  const code = value.trim();
  if (!code) return 'required';
  return PHONE_CODE_PATTERN.test(code) ? undefined : 'invalid_format';
}

/** The rules a new password is checked against at once. Not trimmed: spaces are legitimate password characters. */
export function passwordReason(password: string, username: string): Reason {
  if (!password) return 'required';
  if (password.length < PASSWORD_MIN) return 'too_short';
  if (password.length > PASSWORD_MAX) return 'too_long';
  if (username && password.toLowerCase() === username.trim().toLowerCase()) return 'same_as_username';
  return undefined;
}

/**
 * Every rule of a new password: the ones above, then zxcvbn's estimate (loaded on first use)
 * refuses the most common passwords and those scored below "good". `userInputs` (the username,
 * the nickname) count as easy to guess.
 */
export async function newPasswordReason(password: string, userInputs: readonly string[]): Promise<Reason> {
  const username = userInputs[0] ?? '';
  const first = passwordReason(password, username);
  if (first) return first;
  const estimate = await loadPasswordEstimator();
  return strengthReason(estimate(password, userInputs.filter(Boolean)));
}

export function confirmReason(password: string, confirm: string): Reason {
  if (!confirm) return 'required';
  return confirm === password ? undefined : 'mismatch';
}

function compact(errors: Record<string, Reason>): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, reason]) => reason !== undefined));
}

export async function registerProblems(values: FormValues): Promise<FieldErrors> {
  const password = values.password ?? '';
  return compact({
    nickname: nicknameReason(values.nickname ?? ''),
    username: usernameReason(values.username ?? ''),
    phone: phoneReason(values.phone ?? ''),
    phoneCode: phoneCodeReason(values.phoneCode ?? ''),
    password: await newPasswordReason(password, [text(values, 'username'), text(values, 'nickname')]),
    passwordConfirm: confirmReason(password, values.passwordConfirm ?? ''),
  });
}

export async function retrieveProblems(values: FormValues): Promise<FieldErrors> {
  const password = values.password ?? '';
  return compact({
    username: existingUsernameReason(values.username ?? ''),
    phone: phoneReason(values.phone ?? ''),
    phoneCode: phoneCodeReason(values.phoneCode ?? ''),
    password: await newPasswordReason(password, [text(values, 'username')]),
    passwordConfirm: confirmReason(password, values.passwordConfirm ?? ''),
  });
}

/** A new password and its confirmation (an administrator's reset). */
export async function newPasswordProblems(values: FormValues, userInputs: readonly string[]): Promise<FieldErrors> {
  const password = values.password ?? '';
  return compact({
    password: await newPasswordReason(password, userInputs),
    passwordConfirm: confirmReason(password, values.passwordConfirm ?? ''),
  });
}
