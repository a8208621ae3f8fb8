/**
 * Whether a user with these roles may open an address inside the app: the one answer every link
 * and button that navigates asks before it is offered, and the one a sign-in asks of the
 * `redirect` it was sent with (docs/routes.md, "Offering only what opens"). The router opens the
 * same screens: the user's routes are this table filtered by the same roles.
 */
import {
  filterRoutesByRoles,
  findRoute,
  groupLanding,
  isPublicPath,
  normalisePath,
  SIGNED_IN_ROUTES,
  type RouteNode,
} from './routeTable.js';

/** The path of an address: `/charts/active-chart?scriptId=3#top` → `/charts/active-chart`. */
export function pathOf(address: string): string {
  return address.split(/[?#]/, 1)[0] ?? '';
}

// Filtering is cheap but asked once per row of a list: keep one answer per table and role set.
const filtered = new WeakMap<readonly RouteNode[], Map<string, RouteNode[]>>();

function routesFor(table: readonly RouteNode[], roles: readonly string[]): RouteNode[] {
  let byRoles = filtered.get(table);
  if (!byRoles) {
    byRoles = new Map();
    filtered.set(table, byRoles);
  }
  const key = [...roles].sort().join(',');
  let routes = byRoles.get(key);
  if (!routes) {
    routes = filterRoutesByRoles(table, roles);
    byRoles.set(key, routes);
  }
  return routes;
}

/**
 * True when `address` (a path with an optional query) opens a page for these roles: a public
 * page, a screen the roles allow, or a group with a screen of theirs to lead to. Unknown paths,
 * groups without a page of their own (/charts) and addresses off the app are false.
 */
export function canOpen(
  address: string,
  roles: readonly string[],
  table: readonly RouteNode[] = SIGNED_IN_ROUTES,
): boolean {
  const path = normalisePath(pathOf(address));
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  if (isPublicPath(path)) return true;
  const entry = findRoute(routesFor(table, roles), path);
  if (!entry) return false;
  return entry.node.children ? groupLanding(entry) !== undefined : entry.node.screen !== undefined;
}
