/**
 * Creates the app's one auth actor (docs/browser.md) and lets every component below reach it, and what
 * its user may open (useCanOpen). The api client's 401 reaches the actor as SESSION_EXPIRED
 * through a plain subscription.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { subscribeSessionExpired } from '@/api/sessionEvents';
import { AuthActorContext, useAuthActorRef } from './authContext';
import { createAppAuthLogic, type AuthLogic } from './appAuthLogic';
import { RouteAccessProvider } from './routeAccess';
import { getToken } from './tokenCookie';

export interface AuthProviderProps {
  /** The auth machine with its effects; stories and tests pass one with fixture actors. */
  logic?: AuthLogic;
  /** The stored token to start from; defaults to the Admin-Token cookie. */
  initialToken?: string | null;
  children: ReactNode;
}

export function AuthProvider({ logic, initialToken, children }: AuthProviderProps) {
  // Created once: a new logic or input on re-render must not restart the session.
  const [appLogic] = useState(() => logic ?? createAppAuthLogic());
  const [token] = useState(() =>
    initialToken !== undefined ? initialToken : (getToken() ?? null),
  );
  return (
    <AuthActorContext.Provider logic={appLogic} options={{ input: { token } }}>
      <SessionExpiryBridge />
      <RouteAccessProvider>{children}</RouteAccessProvider>
    </AuthActorContext.Provider>
  );
}

function SessionExpiryBridge() {
  const actor = useAuthActorRef();
  useEffect(
    () => subscribeSessionExpired((message) => actor.send({ type: 'SESSION_EXPIRED', message })),
    [actor],
  );
  return null;
}
