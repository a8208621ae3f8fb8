/**
 * The users admin calls (/api/useradmin): the users list as a resource, and its special actions
 * (roles, password reset, the account machine's FREEZE/UNFREEZE/BAN, company and partner links,
 * ending a user's sessions, resetting their two-step verification).
 */
import type { AccountEventType, AccountStatus } from '@contracts/account.js';
import type { Role } from '@contracts/roles.js';
import type { EndedSessionsAnswer } from '@contracts/sessions.js';
import type { UserAdminRecord } from '@contracts/userAdmin.js';
import { userContract } from '@contracts/resources/users.js';
import { passwordDigest } from '@/auth/passwordDigest';
import { request } from './client';
import { resourceApi, type ResourceApi } from './resources';

const BASE = '/api/useradmin';

export interface StatusChange {
  id: number;
  from: AccountStatus;
  to: AccountStatus;
}

export interface UserAdminApi {
  users: ResourceApi<typeof userContract>;
  /** Silent: the roles dialog shows the problem. */
  updateRoles(id: number, roles: Role[]): Promise<UserAdminRecord>;
  /** The new password leaves the browser only as h1 = md5(password); silent (the dialog shows it). */
  resetPassword(id: number, password: string): Promise<null>;
  /** One account machine event; a refusal (409) is shown as a notice. */
  changeStatus(id: number, event: AccountEventType): Promise<StatusChange>;
  /** Link to a company (null: unlink); silent. */
  setCompany(id: number, companyId: number | null): Promise<UserAdminRecord>;
  /** Link to a partner (null: unlink); silent. */
  setCooperate(id: number, cooperateId: number | null): Promise<UserAdminRecord>;
  /** Ends every session of the user; silent (the account actions tell the outcome). */
  endSessions(id: number): Promise<EndedSessionsAnswer>;
  /** Removes the user's second step (contracts/mfa.ts); silent (the account actions tell the outcome). */
  resetMfa(id: number): Promise<null>;
}

const STATUS_ACTIONS: Record<AccountEventType, string> = {
  FREEZE: 'freezeUser',
  UNFREEZE: 'unfreezeUser',
  BAN: 'banUser',
};

export const userAdminApi: UserAdminApi = {
  users: resourceApi(userContract),
  updateRoles: (id, roles) =>
    request(
      { method: 'POST', url: `${BASE}/updateUserRoles`, data: { id, roles } },
      { silent: true },
    ),
  resetPassword: (id, password) =>
    request(
      {
        method: 'POST',
        url: `${BASE}/resetUserPassword`,
        data: { id, password: passwordDigest(password) },
      },
      { silent: true },
    ),
  // Silent: the account actions tell the outcome, refusals included.
  changeStatus: (id, event) =>
    request({ method: 'POST', url: `${BASE}/${STATUS_ACTIONS[event]}`, data: { id } }, { silent: true }),
  setCompany: (id, companyId) =>
    request(
      { method: 'POST', url: `${BASE}/setUserCompany`, data: { id, companyId } },
      { silent: true },
    ),
  setCooperate: (id, cooperateId) =>
    request(
      { method: 'POST', url: `${BASE}/setUserCooperate`, data: { id, cooperateId } },
      { silent: true },
    ),
  endSessions: (id) =>
    request({ method: 'POST', url: `${BASE}/endUserSessions`, data: { id } }, { silent: true }),
  resetMfa: (id) => request({ method: 'POST', url: `${BASE}/resetUserMfa`, data: { id } }, { silent: true }),
};
