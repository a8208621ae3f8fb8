/**
 * What differs between a business company's members and a partner's linked accounts: the users
 * filter, the role a member must hold, the link call and the translated words. The members
 * panel is written once against this.
 */
import type { ApiError } from '@/api/client';
import type { UserAdminApi } from '@/api/userAdmin';
import type { UserAdminRecord } from '@contracts/userAdmin.js';
import type { Role } from '@contracts/roles.js';
import type { TranslationFunctions } from '@locales/i18n-types';
import { reasonText } from '@/list/fieldText';

/** The users calls the panel needs (the users list and the two link actions). */
export type MembersApi = Pick<UserAdminApi, 'users' | 'setCompany' | 'setCooperate'>;

export type MembershipKind = 'company' | 'cooperate';

export interface Membership {
  /** The users list filter and the link field the server names in its errors. */
  field: 'companyId' | 'cooperateId';
  role: Role;
  link: (api: MembersApi, userId: number, ownerId: number | null) => Promise<unknown>;
}

export const MEMBERSHIPS: Record<MembershipKind, Membership> = {
  company: {
    field: 'companyId',
    role: 'BUSINESS_COMPANY',
    link: (api, userId, ownerId) => api.setCompany(userId, ownerId),
  },
  cooperate: {
    field: 'cooperateId',
    role: 'COOPERATE',
    link: (api, userId, ownerId) => api.setCooperate(userId, ownerId),
  },
};

/** The owner a user is linked to now (null: none). */
export const ownerOf = (kind: MembershipKind, user: UserAdminRecord): number | null =>
  user[MEMBERSHIPS[kind].field];

/** A refused link or unlink in the user's language: the server's field reasons first. */
export function membershipErrorText(
  LL: TranslationFunctions,
  kind: MembershipKind,
  error: unknown,
): string {
  const M = LL.members;
  const failure = error as Partial<ApiError>;
  const fields = failure.detail?.fields ?? [];
  if (fields.some((f) => f.field === 'id'))
    return kind === 'company' ? M.companyRoleNeeded() : M.cooperateRoleNeeded();
  if (fields.some((f) => f.field === MEMBERSHIPS[kind].field))
    return kind === 'company' ? M.companyGone() : M.cooperateGone();
  if (failure.status === 404) return M.userGone();
  return reasonText(LL, failure.reason ?? failure.detail?.reason ?? 'internal_error') ?? '';
}
