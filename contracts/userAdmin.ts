/** Users admin (/useradmin/useradmin-admin): the list, role editing, password reset, account actions, company and partner links. */
import { z } from 'zod';
import { ACCOUNT_STATUSES } from './account.js';
import { digestField } from './auth.js';
import { idField } from './fields.js';
import { ROLES } from './roles.js';

export const userAdminRecord = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  roles: z.array(z.enum(ROLES)),
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  rechargeCoin: z.number().int(),
  endOnlineTime: z.string().nullable(),
  vipTime: z.string().nullable(),
  svipTime: z.string().nullable(),
  isDel: z.boolean(),
  status: z.enum(ACCOUNT_STATUSES),
  companyId: z.number().int().nullable(),
  cooperateId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type UserAdminRecord = z.infer<typeof userAdminRecord>;

export const updateUserRolesForm = z.strictObject({
  id: idField,
  roles: z
    .array(z.enum(ROLES))
    .min(1)
    .max(ROLES.length)
    .refine((roles) => new Set(roles).size === roles.length, { message: 'roles repeat', params: { reason: 'invalid_value' } }),
});
export type UpdateUserRolesForm = z.infer<typeof updateUserRolesForm>;

/** ADMIN sets a new password for a user, sent as h1 = md5(password); all that user's sessions end. */
export const resetUserPasswordForm = z.strictObject({ id: idField, password: digestField });
export type ResetUserPasswordForm = z.infer<typeof resetUserPasswordForm>;

/** freezeUser, unfreezeUser, banUser. */
export const accountActionForm = z.strictObject({ id: idField });
export type AccountActionForm = z.infer<typeof accountActionForm>;

/** Links a user to a business company (they must hold BUSINESS_COMPANY); companyId null = remove. */
export const setUserCompanyForm = z.strictObject({ id: idField, companyId: idField.nullable() });
export type SetUserCompanyForm = z.infer<typeof setUserCompanyForm>;

/** Links a user to a partner (they must hold COOPERATE); cooperateId null = remove. */
export const setUserCooperateForm = z.strictObject({ id: idField, cooperateId: idField.nullable() });
export type SetUserCooperateForm = z.infer<typeof setUserCooperateForm>;
