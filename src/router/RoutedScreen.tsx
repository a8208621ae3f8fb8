/**
 * A signed-in path: the screen the user's role-filtered routes give it, else /401. The same
 * path can resolve to different screens by role (/script-table: CREATOR's "my scripts",
 * BUSINESS_COMPANY's "company scripts"), because the lookup is in the user's own routes.
 */
import { Navigate } from 'react-router-dom';
import { findRoute, groupLanding } from '@contracts/routeTable.js';
import { useAuthSelector } from '@/auth/authContext';
import { ScreenView } from './ScreenView';

export const FORBIDDEN_PATH = '/401';
export const NOT_FOUND_PATH = '/404';

export function RoutedScreen({ fullPath }: { fullPath: string }) {
  const routes = useAuthSelector((snapshot) => snapshot.context.routes);
  const entry = findRoute(routes, fullPath);
  if (!entry) return <Navigate to={FORBIDDEN_PATH} replace />;
  return <ScreenView screenKey={entry.node.screen} titleKey={entry.node.titleKey} />;
}

/** A group's own path (/wn, /): on to its first screen the user may open. */
export function GroupLanding({ fullPath }: { fullPath: string }) {
  const routes = useAuthSelector((snapshot) => snapshot.context.routes);
  const entry = findRoute(routes, fullPath);
  if (!entry) return <Navigate to={FORBIDDEN_PATH} replace />;
  // 'noRedirect' groups (/charts, /error) have no page of their own.
  return <Navigate to={groupLanding(entry) ?? NOT_FOUND_PATH} replace />;
}
