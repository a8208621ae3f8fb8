/**
 * The profile's two-step verification calls (contracts/mfa.ts): the status, enrolment, new
 * recovery codes and turning it off. Turning off sends the password as a sign-in does
 * (docs/auth-protocol.md): md5(md5(password) + salt) with the account's salt from getSalt.
 */
import type { MfaEnrolStart, MfaStatus, RecoveryCodes } from '@contracts/mfa.js';
import { mfaApi } from '@/api/mfa';
import { getSalt } from '@/api/user';
import { loginDigest } from '@/auth/passwordDigest';

export interface MfaSectionApi {
  status(): Promise<MfaStatus>;
  enrolStart(): Promise<MfaEnrolStart>;
  enrolConfirm(code: string): Promise<RecoveryCodes>;
  renewCodes(code: string): Promise<RecoveryCodes>;
  /** The clear password; the call hashes it with the account's salt. */
  disable(input: { username: string; password: string; code: string }): Promise<unknown>;
}

export const apiMfaSection: MfaSectionApi = {
  status: () => mfaApi.status(),
  enrolStart: () => mfaApi.enrolStart(),
  enrolConfirm: (code) => mfaApi.enrolConfirm(code),
  renewCodes: (code) => mfaApi.renewCodes(code),
  disable: async ({ username, password, code }) => {
    const { salt } = await getSalt(username, { silent: true });
    return mfaApi.disable({ password: loginDigest(password, salt), salt, code });
  },
};

/** Spaces people type between digit groups are dropped, as the server does. */
export const compactCode = (code: string) => code.replace(/\s+/g, '');

/** A client rule for a code of the authenticator: the reason, or nothing. */
export function codeReason(code: string | undefined): string | undefined {
  const value = compactCode(code ?? '');
  if (!value) return 'required';
  return /^\d{6}$/.test(value) ? undefined : 'invalid_format';
}
