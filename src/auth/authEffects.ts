/**
 * The auth machine's server calls (docs/server.md), loaded on first use: axios and the hashing stay off
 * the first page until the user signs in or a stored session is checked.
 */
import type { MfaEnrolStart, MfaVerifyAnswer, RecoveryCodes } from '@contracts/mfa.js';
import type { MfaCodeInput, SignInInput, SignInOutput } from '@machines/auth.machine.js';
import { mfaApi } from '@/api/mfa';
import { ApiError, describeApiError } from '@/api/client';
import { getSalt, userInfo, userLogin, userLogout } from '@/api/user';
import { loginDigest } from './passwordDigest';

/** Rethrows an api failure with the text the user was (or would have been) shown. */
function asUserError(error: unknown): never {
  if (error instanceof ApiError) throw new Error(describeApiError(error));
  throw error;
}

/** docs/auth-protocol.md: the salt comes from the server; only md5(md5(password) + salt) is sent. */
export async function signIn(input: SignInInput): Promise<SignInOutput> {
  try {
    // Silent: the login screen shows the machine's error inline; a toast would say it twice.
    const { salt } = await getSalt(input.username, { silent: true });
    const password = loginDigest(input.password, salt);
    const answer = await userLogin({ username: input.username, password, salt }, { silent: true });
    return { token: answer.token, ...(answer.mfa && { mfa: answer.mfa }) };
  } catch (error) {
    return asUserError(error);
  }
}

/** Silent: a failure here is shown once, by the login screen the user lands on (docs/browser.md). */
export function fetchUserInfo(): Promise<unknown> {
  return userInfo({ silent: true }).catch(asUserError);
}

/**
 * Silent: the session ends whatever the server answers (an expired token may get 401). `token`:
 * the session to end when it is no longer the stored one.
 */
export function signOut(token?: string): Promise<unknown> {
  return userLogout({ silent: true, ...(token && { token }) });
}

/** A 401 ended the pending session itself: marked so, the step goes back to the password. */
function asStepError(error: unknown): never {
  if (error instanceof ApiError && error.status === 401) throw Object.assign(new Error(describeApiError(error)), { endsSession: true });
  return asUserError(error);
}

/** The second step, as the pending session (its token is not stored yet). */
export function verifyCode({ token, code }: MfaCodeInput): Promise<MfaVerifyAnswer> {
  return mfaApi.verify(code, token).catch(asStepError);
}

export function startEnrolment(token: string | null): Promise<MfaEnrolStart> {
  return mfaApi.enrolStart(token ?? undefined).catch(asUserError);
}

export function confirmEnrolment({ token, code }: MfaCodeInput): Promise<RecoveryCodes> {
  return mfaApi.enrolConfirm(code, token).catch(asStepError);
}
