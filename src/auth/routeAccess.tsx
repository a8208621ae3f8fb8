/**
 * What the signed-in user may open, for every link and button that navigates: `useCanOpen()`
 * answers `canOpen(address, roles)` (contracts/routeAccess.ts) with the auth actor's roles, so an
 * address is offered only where the router would show its screen (docs/routes.md).
 *
 * Outside an AuthProvider (a story or test of one view on its own) there is no user to ask
 * about: every address is offered, as the view would offer it to a user allowed everything.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { canOpen } from '@contracts/routeAccess.js';
import { useAuthSelector } from './authContext';

export type CanOpen = (address: string) => boolean;

const RouteAccessContext = createContext<CanOpen | null>(null);

const openEverything: CanOpen = () => true;

/** Rendered by AuthProvider: the answer follows the roles of whoever is signed in now. */
export function RouteAccessProvider({ children }: { children: ReactNode }) {
  const roles = useAuthSelector((snapshot) => snapshot.context.roles);
  const value = useMemo<CanOpen>(() => (address) => canOpen(address, roles), [roles]);
  return <RouteAccessContext.Provider value={value}>{children}</RouteAccessContext.Provider>;
}

export function useCanOpen(): CanOpen {
  return useContext(RouteAccessContext) ?? openEverything;
}
