/** Small builders of route-table nodes, shared by ./baseRoutes.ts and ./routeTable.ts. */
import { FIGURE_ROLES, type FigureList } from './permissions.js';
import type { Role } from './roles.js';
import type { RouteNode } from './routeNode.js';
import type { ScreenKey } from './screenKeys.js';

/** A chart screen may be opened by exactly those who may read its figures (docs/routes.md). */
export const readersOf = (call: FigureList): Role[] => [...FIGURE_ROLES[call]];

/** A leaf screen whose screen key is its title key, as every feature screen's is. */
export function screen(
  path: string,
  name: string,
  titleKey: ScreenKey,
  extra: Partial<RouteNode> = {},
): RouteNode {
  return { path, name, titleKey, screen: titleKey, ...extra };
}
