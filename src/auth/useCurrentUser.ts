/**
 * Who is signed in, as every screen reads it: the one way to ask (docs/browser.md, "Auth").
 * `userKey` keys what is kept per user in the browser (column choices); `roles` are the roles
 * the auth machine holds (none when signed out).
 */
import { useMemo } from 'react';
import type { Role } from '@contracts/roles.js';
import type { UserInfo } from '@contracts/auth.js';
import { useAuthSelector } from './authContext';

export interface CurrentUser {
  user: UserInfo | null;
  id: number | undefined;
  roles: readonly Role[];
  userKey: string;
}

export function useCurrentUser(): CurrentUser {
  const user = useAuthSelector((snapshot) => snapshot.context.user);
  const roles = useAuthSelector((snapshot) => snapshot.context.roles);
  return useMemo(
    () => ({ user, id: user?.id, roles, userKey: user?.id === undefined ? 'anonymous' : String(user.id) }),
    [user, roles],
  );
}
