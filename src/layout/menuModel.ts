/**
 * The sidebar's entries from the user's role-filtered routes, by vue-element-admin's rules:
 * hidden nodes are skipped; a group with one visible child (and no `alwaysShow`) shows that
 * child in its place; other groups show as groups.
 */
import { resolvePath, type RouteNode } from '@contracts/routeTable.js';

export interface MenuItemEntry {
  kind: 'item';
  path: string;
  titleKey: string;
  icon?: string;
}
export interface MenuGroupEntry {
  kind: 'group';
  path: string;
  titleKey: string;
  icon?: string;
  children: MenuItemEntry[];
}
export type MenuEntry = MenuItemEntry | MenuGroupEntry;

function fullPathOf(parentPath: string, node: RouteNode): string {
  return parentPath ? resolvePath(parentPath, node.path) : node.path;
}

/** Leaves below a node, flattened: the menu has two levels. */
function leavesOf(nodes: readonly RouteNode[], parentPath: string): MenuItemEntry[] {
  const out: MenuItemEntry[] = [];
  for (const node of nodes) {
    if (node.hidden) continue;
    const path = fullPathOf(parentPath, node);
    if (node.children) out.push(...leavesOf(node.children, path));
    else out.push({ kind: 'item', path, titleKey: node.titleKey, icon: node.icon });
  }
  return out;
}

export function buildMenu(nodes: readonly RouteNode[], parentPath = ''): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const node of nodes) {
    if (node.hidden) continue;
    const path = fullPathOf(parentPath, node);
    if (!node.children) {
      entries.push({ kind: 'item', path, titleKey: node.titleKey, icon: node.icon });
      continue;
    }
    const children = leavesOf(node.children, path);
    const only = children[0];
    if (children.length === 1 && only && !node.alwaysShow)
      entries.push({ ...only, icon: only.icon ?? node.icon });
    else if (children.length > 0)
      entries.push({ kind: 'group', path, titleKey: node.titleKey, icon: node.icon, children });
  }
  return entries;
}

/** The entry for `pathname` and the group holding it, if any. */
export function activeEntry(
  menu: readonly MenuEntry[],
  pathname: string,
): { item?: string; group?: string } {
  for (const entry of menu) {
    if (entry.kind === 'item' && entry.path === pathname) return { item: entry.path };
    if (entry.kind === 'group') {
      const child = entry.children.find((item) => item.path === pathname);
      if (child) return { item: child.path, group: entry.path };
    }
  }
  return {};
}
