/** Answer schemas of the user calls (for serialisation and the OpenAPI document). */
import { z } from 'zod';
import type { LoginAnswer, SaltAnswer, UserInfo } from '../../../contracts/auth.js';
import { MFA_STAGES } from '../../../contracts/mfa.js';
import type { Role } from '../../../contracts/roles.js';
import type { UserRow } from '../../db/schema.js';

export const saltAnswer = z.object({ salt: z.string().describe('32 lower-case hex characters') }) satisfies z.ZodType<SaltAnswer>;

export const loginAnswer = z.object({
  token: z.string().describe('Send as "Authorization: Bearer <token>"'),
  expiresAt: z.string().describe('ISO time the token stops working'),
  mfa: z.enum(MFA_STAGES).optional().describe('Present while the session waits for its second step: verify or enrol'),
}) satisfies z.ZodType<LoginAnswer>;

export const nothing = z.null();

/** Shown when an account has no avatar of its own. */
export const DEFAULT_AVATAR_URL = '/rocketScript/api/files/defaultAvatar.svg';

/** What userInfo answers for an account with these roles (updateProfile answers it too). */
export function userInfoOf(account: UserRow, roles: Role[]): UserInfo {
  return {
    id: account.id,
    username: account.username,
    name: account.nickname,
    avatar: account.avatar || DEFAULT_AVATAR_URL,
    introduction: account.introduction,
    roles,
    companyId: account.company_id,
    cooperateId: account.cooperate_id,
  };
}
