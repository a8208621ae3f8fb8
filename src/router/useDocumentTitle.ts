/** docs/routes.md: the page title is the route's title, ' - ', the site title. */
import { useEffect } from 'react';
import { matchPath } from 'react-router-dom';
import { findRoute, flattenRoutes, ROUTE_TABLE, type RouteNode } from '@contracts/routeTable.js';
import { useI18nContext } from '@locales/i18n-react';
import { routeTitle } from '@/i18n/routeTitle';

const allRoutes = flattenRoutes(ROUTE_TABLE);

/** The user's own routes first (a shared path's title depends on the role), then the table. */
export function titleKeyFor(
  pathname: string,
  userRoutes: readonly RouteNode[],
): string | undefined {
  const own = findRoute(userRoutes, pathname);
  if (own) return own.node.titleKey;
  return allRoutes.find((entry) => matchPath({ path: entry.fullPath, end: true }, pathname))?.node
    .titleKey;
}

export function useDocumentTitle(pathname: string, userRoutes: readonly RouteNode[]): void {
  const { LL } = useI18nContext();
  useEffect(() => {
    const key = titleKeyFor(pathname, userRoutes);
    const site = LL.site.title();
    document.title = key ? `${routeTitle(LL, key)} - ${site}` : site;
  }, [LL, pathname, userRoutes]);
}
