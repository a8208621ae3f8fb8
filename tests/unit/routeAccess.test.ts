import { describe, expect, it } from 'vitest';
import { canOpen, pathOf } from '@contracts/routeAccess.js';
import { filterRoutesByRoles, findRoute, flattenRoutes, SIGNED_IN_ROUTES } from '@contracts/routeTable.js';
import { ROLES } from '@contracts/roles.js';

describe('canOpen: what a role may be offered', () => {
  it('reads the path of an address, query and hash left out', () => {
    expect(pathOf('/charts/active-chart?scriptId=3&countTime=2026-10#top')).toBe('/charts/active-chart');
    expect(canOpen('/wn/game-admin?page=2', ['ADMIN'])).toBe(true);
    expect(canOpen('/wn/game-admin/', ['ADMIN'])).toBe(true);
  });

  it('opens public pages to everyone and unknown or off-app addresses to nobody', () => {
    for (const path of ['/login', '/404', '/401', '/redirect/wn/game-admin']) expect(canOpen(path, [])).toBe(true);
    for (const path of ['/no/such/page', 'wn/game-admin', '//evil.example/x', 'https://evil.example', ''])
      expect(canOpen(path, ['ADMIN']), path).toBe(false);
  });

  it('opens a group when it leads to a screen of the role, never a group without a page', () => {
    expect(canOpen('/', ['CREATOR'])).toBe(true);
    expect(canOpen('/wn', ['ADMIN'])).toBe(true);
    expect(canOpen('/wn', ['CREATOR'])).toBe(false);
    expect(canOpen('/charts', ['ADMIN'])).toBe(false);
  });

  it.each(ROLES.map((role) => [role]))('agrees with the routes the router gives %s', (role) => {
    const routes = filterRoutesByRoles(SIGNED_IN_ROUTES, [role]);
    for (const { fullPath, node } of flattenRoutes(SIGNED_IN_ROUTES)) {
      if (node.children) continue;
      expect(canOpen(fullPath, [role]), `${role} ${fullPath}`).toBe(findRoute(routes, fullPath) !== undefined);
    }
  });

  it('lets the auditor open every chart, as those who read the figures', () => {
    for (const chart of ['/charts/active-chart', '/charts/active-cooperate-chart', '/charts/script-active-cooperate-chart'])
      expect(canOpen(`${chart}?countTime=2026-10`, ['AUDITOR']), chart).toBe(true);
    expect(canOpen('/charts/active-chart', ['OPERATE'])).toBe(false);
    expect(canOpen('/charts/active-cooperate-chart', ['CREATOR'])).toBe(false);
  });
});
