/**
 * The shape of a route-table node and the pure helpers over it (docs/routes.md). Pure data and
 * functions: the browser builds its router and menu from these, tests and docs read them, and
 * nothing here knows about React.
 *
 * Paths follow vue-router's nesting rule, as the route table is written that way: a child path
 * that starts with '/' is absolute (the /wn group's '/game-admin' is reached at /game-admin);
 * one without is relative to its parent (/versionUpload's 'version-admin' is
 * /versionUpload/version-admin).
 */
import { hasAnyRole, type Role } from './roles.js';
import type { ScreenKey } from './screenKeys.js';

export interface RouteNode {
  path: string;
  /** Unique, stable name (vue-element-admin style, PascalCase). */
  name: string;
  /** Key under `route.` in the locales. */
  titleKey: string;
  /** Who may open it; none means everyone who is signed in (or everyone, for public routes). */
  roles?: Role[];
  /** Not shown in the menu. */
  hidden?: boolean;
  /** Its tag in the tags view cannot be closed. */
  affix?: boolean;
  /** The tags view does not keep it alive. */
  noCache?: boolean;
  /** A group shown as a group even with a single visible child. */
  alwaysShow?: boolean;
  /** Icon name, resolved by the layout. */
  icon?: string;
  /** Key into the browser's screen registry (contracts/screenKeys.ts). */
  screen?: ScreenKey;
  /** Where the node itself leads; 'noRedirect' means nowhere (breadcrumb not clickable). */
  redirect?: string;
  /** Open without a session (docs/routes.md). */
  public?: boolean;
  children?: RouteNode[];
}

export const NO_REDIRECT = 'noRedirect';

/** The full path of `path` under `parentPath` (vue-router's rule, see the file comment). */
export function resolvePath(parentPath: string, path: string): string {
  if (path.startsWith('/')) return path;
  const base = parentPath.endsWith('/') ? parentPath.slice(0, -1) : parentPath;
  return `${base}/${path}`;
}

export interface FlatRoute {
  node: RouteNode;
  fullPath: string;
  /** Full paths of the enclosing groups, outermost first. */
  ancestors: string[];
}

/** Every node with its full path, depth first, parents before children. */
export function flattenRoutes(
  nodes: readonly RouteNode[],
  parentPath = '',
  ancestors: string[] = [],
): FlatRoute[] {
  const out: FlatRoute[] = [];
  for (const node of nodes) {
    const fullPath = parentPath ? resolvePath(parentPath, node.path) : node.path;
    out.push({ node, fullPath, ancestors });
    if (node.children)
      out.push(...flattenRoutes(node.children, fullPath, [...ancestors, fullPath]));
  }
  return out;
}

/**
 * docs/routes.md: a route is kept when it names no roles or the user holds one of them; children are
 * filtered recursively, and a group whose children are all filtered out disappears.
 *
 * Two nodes may share a path with disjoint roles (/script-table is "my scripts" for CREATOR and
 * "company scripts" for BUSINESS_COMPANY). A user holding both roles would keep both; the first
 * one in table order wins, so a path always resolves to exactly one screen.
 */
export function filterRoutesByRoles(
  nodes: readonly RouteNode[],
  roles: readonly string[],
): RouteNode[] {
  return dedupeByPath(filterNodes(nodes, roles, ''), '', new Set());
}

function filterNodes(
  nodes: readonly RouteNode[],
  roles: readonly string[],
  parentPath: string,
): RouteNode[] {
  const kept: RouteNode[] = [];
  for (const node of nodes) {
    if (!hasAnyRole(roles, node.roles)) continue;
    if (!node.children) {
      kept.push(node);
      continue;
    }
    const fullPath = parentPath ? resolvePath(parentPath, node.path) : node.path;
    const children = filterNodes(node.children, roles, fullPath);
    // A group exists to hold children: with none left it has nothing to show.
    if (children.length === 0) continue;
    kept.push({ ...node, children });
  }
  return kept;
}

function dedupeByPath(nodes: RouteNode[], parentPath: string, seen: Set<string>): RouteNode[] {
  const out: RouteNode[] = [];
  for (const node of nodes) {
    const fullPath = parentPath ? resolvePath(parentPath, node.path) : node.path;
    if (!node.children) {
      if (seen.has(fullPath)) continue;
      seen.add(fullPath);
      out.push(node);
      continue;
    }
    const children = dedupeByPath(node.children, fullPath, seen);
    if (children.length > 0) out.push({ ...node, children });
  }
  return out;
}

/**
 * Each table's nodes by full path, made once: route tables are never changed in place, and the
 * shell looks a route up on every change of address (a list's next page included).
 */
const routesByPath = new WeakMap<readonly RouteNode[], Map<string, FlatRoute>>();

/** The node that renders at `fullPath` (a leaf, or a group), or undefined. */
export function findRoute(nodes: readonly RouteNode[], fullPath: string): FlatRoute | undefined {
  let byPath = routesByPath.get(nodes);
  if (!byPath) {
    byPath = new Map();
    // The first of two nodes sharing a path wins, as a search in table order would find it.
    for (const entry of flattenRoutes(nodes)) if (!byPath.has(entry.fullPath)) byPath.set(entry.fullPath, entry);
    routesByPath.set(nodes, byPath);
  }
  return byPath.get(normalisePath(fullPath));
}

/** Drops a trailing slash (but keeps '/'), so '/wn/' and '/wn' are one path. */
export function normalisePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Where a group leads: its own redirect, else its first descendant that has a screen. */
export function groupLanding(entry: FlatRoute): string | undefined {
  const { node, fullPath } = entry;
  if (node.redirect === NO_REDIRECT) return undefined;
  if (node.redirect) return node.redirect;
  const first = flattenRoutes(node.children ?? [], fullPath).find((child) => child.node.screen);
  return first?.fullPath;
}
