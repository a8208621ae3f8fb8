/**
 * The `redirect` query parameter of /login. Only a path inside this app is followed, never
 * another origin (`//evil.example`, `https://…`), never /login itself, and only when the user who
 * signed in may open it: the parameter may be left by someone else (the administrator who signed
 * out on this browser), and the next user lands on their dashboard instead of a 401 page.
 */
import { canOpen } from '@contracts/routeAccess.js';

/** Where a user with no other destination lands once signed in (it leads to /dashboard). */
export const HOME_PATH = '/';

export function loginPathFor(pathWithSearch: string): string {
  return `/login?redirect=${encodeURIComponent(pathWithSearch)}`;
}

export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/login/')) return null;
  return value;
}

/**
 * Where a user with these roles goes once signed in on /login?redirect=<value>: the redirect
 * when it is safe and theirs to open, else home. The guard and the login screen both ask this.
 */
export function landingAfterSignIn(
  value: string | null | undefined,
  roles: readonly string[],
): string {
  const wanted = safeRedirect(value);
  return wanted !== null && canOpen(wanted, roles) ? wanted : HOME_PATH;
}
