/**
 * The routing rules (docs/routes.md) as one pure decision, so every rule is testable on its own.
 * Which screens a signed-in user may open is decided per route (RoutedScreen) from the auth
 * snapshot's role-filtered routes; unknown paths fall through to the router's catch-all (/404).
 */
import { isPublicPath, normalisePath } from '@contracts/routeTable.js';
import { landingAfterSignIn, loginPathFor } from './redirectParam';

export interface GuardInput {
  pathname: string;
  search: string;
  /** The auth actor's token: null once signed out, failed or expired. */
  token: string | null;
  /** The auth actor is in `signedIn` (routes built). */
  signedIn: boolean;
  /** The signed-in user's roles: a `redirect` they may not open is not followed. */
  roles: readonly string[];
}

export type GuardDecision =
  { kind: 'render' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

export function decideGuard({ pathname, search, token, signedIn, roles }: GuardInput): GuardDecision {
  const path = normalisePath(pathname);
  if (isPublicPath(path)) {
    // With a session, /login leads on: to where the user was sent from if theirs, else home.
    if (path === '/login' && token && signedIn) {
      const redirect = new URLSearchParams(search).get('redirect');
      return { kind: 'redirect', to: landingAfterSignIn(redirect, roles) };
    }
    // While a session is still being checked, /login keeps showing (its button shows busy).
    return { kind: 'render' };
  }
  if (!token) return { kind: 'redirect', to: loginPathFor(pathname + search) };
  if (!signedIn) return { kind: 'wait' };
  return { kind: 'render' };
}
