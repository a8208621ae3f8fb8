/**
 * What a user may do on the users screen, decided once from their roles (contracts/permissions.ts):
 * read and export the list, edit roles, reset passwords, each account machine event, ending a user's
 * sessions and resetting their two-step verification.
 */
import type { AccountEventType } from '@contracts/account.js';
import { entityPermissions, READ_ONLY, USER_ACTION_ROLES, type Operation } from '@contracts/permissions.js';
import { hasAnyRole } from '@contracts/roles.js';

export interface UseradminPermissions {
  list: boolean;
  editRoles: boolean;
  resetPassword: boolean;
  account: Record<AccountEventType, boolean>;
  /** End all of a user's sessions. */
  endSessions: boolean;
  /** Remove a user's second step (docs/auth-protocol.md). */
  resetMfa: boolean;
}

export function useradminPermissions(roles: readonly string[]): UseradminPermissions {
  const may = (action: keyof typeof USER_ACTION_ROLES) =>
    hasAnyRole(roles, USER_ACTION_ROLES[action]);
  return {
    list: entityPermissions(roles, 'User').list,
    editRoles: may('updateUserRoles'),
    resetPassword: may('resetUserPassword'),
    account: { FREEZE: may('freezeUser'), UNFREEZE: may('unfreezeUser'), BAN: may('banUser') },
    endSessions: may('endUserSessions'),
    resetMfa: may('resetUserMfa'),
  };
}

/** The list's own permissions: the server has no create, update or delete for users. */
export function listPermissions(permissions: UseradminPermissions): Record<Operation, boolean> {
  return { ...READ_ONLY, list: permissions.list };
}
