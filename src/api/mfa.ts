/**
 * Two-step verification calls (contracts/mfa.ts, docs/auth-protocol.md). All silent: the login
 * step, the profile section and the users screen say what went wrong. `token`: a pending
 * session's, which the browser keeps in memory only until the second step completes it.
 */
import type {
  MfaDemoCode,
  MfaDisableForm,
  MfaEnrolStart,
  MfaStatus,
  MfaVerifyAnswer,
  RecoveryCodes,
} from '@contracts/mfa.js';
import { request, type RequestOptions } from './client';

const quiet = (token?: string): RequestOptions => ({ silent: true, ...(token && { token }) });

export interface MfaApi {
  status(token?: string): Promise<MfaStatus>;
  enrolStart(token?: string): Promise<MfaEnrolStart>;
  enrolConfirm(code: string, token?: string): Promise<RecoveryCodes>;
  verify(code: string, token?: string): Promise<MfaVerifyAnswer>;
  /** Ten new recovery codes for a current code. */
  renewCodes(code: string): Promise<RecoveryCodes>;
  /** The password travels as at login (md5(md5(password) + salt)); see the profile's services. */
  disable(form: MfaDisableForm): Promise<null>;
  /** Demo mode only: the demo account's current code. */
  demoCode(username: string, token?: string): Promise<MfaDemoCode>;
}

export const mfaApi: MfaApi = {
  status: (token) => request({ method: 'GET', url: '/api/userQuery/mfaStatus' }, quiet(token)),
  enrolStart: (token) => request({ method: 'POST', url: '/api/user/mfaEnrolStart' }, quiet(token)),
  enrolConfirm: (code, token) =>
    request({ method: 'POST', url: '/api/user/mfaEnrolConfirm', data: { code } }, quiet(token)),
  verify: (code, token) => request({ method: 'POST', url: '/api/user/mfaVerify', data: { code } }, quiet(token)),
  renewCodes: (code) => request({ method: 'POST', url: '/api/user/mfaRecoveryCodes', data: { code } }, quiet()),
  disable: (form) => request({ method: 'POST', url: '/api/user/mfaDisable', data: form }, quiet()),
  demoCode: (username, token) =>
    request({ method: 'GET', url: '/api/dev/mfaDemoCode', params: { username } }, quiet(token)),
};
