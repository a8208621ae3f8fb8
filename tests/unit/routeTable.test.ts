import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@contracts/roles.js';
import {
  CONSTANT_ROUTES,
  filterRoutesByRoles,
  findRoute,
  flattenRoutes,
  groupLanding,
  isPublicPath,
  PUBLIC_ROUTES,
  resolvePath,
  ROLE_ROUTES,
  ROUTE_TABLE,
  SIGNED_IN_ROUTES,
  type RouteNode,
} from '@contracts/routeTable.js';
import { en, zh, es, ja } from '../support/dictionaries';

import { ADDED_ROWS, ESTABLISHED_ROWS } from './support/routeRows';

/** Every signed-in user, whatever the role. */
const EVERYONE = ['/dashboard', '/profile', '/error/401', '/error/404'];

function screensOf(nodes: RouteNode[]): string[] {
  return flattenRoutes(nodes)
    .filter((entry) => entry.node.screen)
    .map((entry) => entry.fullPath)
    .sort();
}

function expectedFor(role: Role): string[] {
  const rows = [...ESTABLISHED_ROWS, ...ADDED_ROWS].filter((row) => row.roles.includes(role));
  return [...new Set([...EVERYONE, ...rows.flatMap((row) => row.screens)])].sort();
}

describe('route table: docs/routes.md per role', () => {
  it.each(ROLES.map((role) => [role]))('%s sees exactly its screens', (role) => {
    expect(screensOf(filterRoutesByRoles(SIGNED_IN_ROUTES, [role]))).toEqual(expectedFor(role));
  });

  it.each(ESTABLISHED_ROWS.map((row, index) => [index, row]))(
    'spec row %i is gated to its roles',
    (_, row) => {
      for (const role of ROLES) {
        const visible = screensOf(filterRoutesByRoles(SIGNED_IN_ROUTES, [role]));
        for (const screen of row.screens) {
          if (row.roles.includes(role)) expect(visible).toContain(screen);
        }
      }
      // Outside its roles, a row's screens are only those some other row grants.
      const others = ROLES.filter((role) => !row.roles.includes(role));
      for (const role of others) {
        const granted = expectedFor(role);
        const visible = screensOf(filterRoutesByRoles(SIGNED_IN_ROUTES, [role]));
        for (const screen of row.screens)
          expect(visible.includes(screen)).toBe(granted.includes(screen));
      }
    },
  );

  it('AUDITOR gets the audit trail, read-only settlement and review lists and their charts', () => {
    expect(screensOf(filterRoutesByRoles(SIGNED_IN_ROUTES, ['AUDITOR']))).toEqual(
      [
        ...EVERYONE,
        '/charts/active-chart',
        '/charts/active-cooperate-chart',
        '/charts/script-active-cooperate-chart',
        '/audit/audit-trail',
        '/audit/settlements',
        '/audit/partner-settlements',
        '/audit/configs',
        '/audit/shared-configs',
      ].sort(),
    );
  });

  it('the same path shows a different screen for CREATOR and BUSINESS_COMPANY', () => {
    const creator = filterRoutesByRoles(SIGNED_IN_ROUTES, ['CREATOR']);
    const company = filterRoutesByRoles(SIGNED_IN_ROUTES, ['BUSINESS_COMPANY']);
    expect(findRoute(creator, '/script-table')?.node.screen).toBe('scriptTable');
    expect(findRoute(company, '/script-table')?.node.screen).toBe('companyScriptTable');
    expect(findRoute(creator, '/active-table')?.node.screen).toBe('activeTable');
    expect(findRoute(company, '/active-table')?.node.screen).toBe('companyActiveTable');
  });

  it('a user with both roles gets one screen per path (the first in table order)', () => {
    const both = flattenRoutes(
      filterRoutesByRoles(SIGNED_IN_ROUTES, ['CREATOR', 'BUSINESS_COMPANY']),
    );
    const scriptTables = both.filter((entry) => entry.fullPath === '/script-table');
    expect(scriptTables).toHaveLength(1);
    expect(scriptTables[0]?.node.name).toBe('ScriptTable');
    expect(both.some((entry) => entry.fullPath === '/version-game')).toBe(true);
  });

  it('a user with several roles sees the union', () => {
    const visible = screensOf(filterRoutesByRoles(SIGNED_IN_ROUTES, ['OPERATE', 'LUA_ADMIN']));
    expect(visible).toEqual(
      [...new Set([...expectedFor('OPERATE'), ...expectedFor('LUA_ADMIN')])].sort(),
    );
  });
});

describe('filterRoutesByRoles (docs/routes.md)', () => {
  const table: RouteNode[] = [
    { path: '/open', name: 'Open', titleKey: 'x', screen: 'dashboard' },
    { path: '/admin', name: 'Admin', titleKey: 'x', screen: 'dashboard', roles: ['ADMIN'] },
    {
      path: '/group',
      name: 'Group',
      titleKey: 'x',
      children: [
        { path: 'a', name: 'A', titleKey: 'x', screen: 'dashboard', roles: ['ADMIN'] },
        { path: 'b', name: 'B', titleKey: 'x', screen: 'dashboard', roles: ['CREATOR'] },
        {
          path: 'deep',
          name: 'Deep',
          titleKey: 'x',
          children: [{ path: 'c', name: 'C', titleKey: 'x', screen: 'dashboard', roles: ['ADMIN'] }],
        },
      ],
    },
  ];

  it('keeps routes without roles for anyone, even with no roles at all', () => {
    expect(filterRoutesByRoles(table, []).map((node) => node.name)).toEqual(['Open']);
  });

  it('keeps a route when the user holds one of its roles, children recursively', () => {
    const kept = filterRoutesByRoles(table, ['ADMIN']);
    expect(flattenRoutes(kept).map((entry) => entry.fullPath)).toEqual([
      '/open',
      '/admin',
      '/group',
      '/group/a',
      '/group/deep',
      '/group/deep/c',
    ]);
  });

  it('drops a group whose children are all filtered out', () => {
    const kept = filterRoutesByRoles(table, ['CREATOR']);
    expect(flattenRoutes(kept).map((entry) => entry.fullPath)).toEqual([
      '/open',
      '/group',
      '/group/b',
    ]);
  });

  it('does not change the table it filters', () => {
    const before = JSON.stringify(SIGNED_IN_ROUTES);
    filterRoutesByRoles(SIGNED_IN_ROUTES, ['CREATOR']);
    expect(JSON.stringify(SIGNED_IN_ROUTES)).toBe(before);
  });
});

describe('route table shape', () => {
  const all = flattenRoutes(ROUTE_TABLE);

  it('has the public routes of docs/routes.md', () => {
    expect(PUBLIC_ROUTES.map((route) => route.path)).toEqual([
      '/login',
      '/register',
      '/repassword',
      '/auth-redirect',
      '/redirect/*',
      '/404',
      '/401',
    ]);
    for (const path of [
      '/login',
      '/register',
      '/repassword',
      '/auth-redirect',
      '/redirect/dashboard',
      '/redirect/a/b',
      '/404',
      '/401',
      '/login/',
    ]) {
      expect(isPublicPath(path)).toBe(true);
    }
    for (const path of ['/', '/dashboard', '/redirect', '/loginx', '/error/404'])
      expect(isPublicPath(path)).toBe(false);
  });

  it('sends / to /dashboard, an affixed dashboard', () => {
    const root = findRoute(CONSTANT_ROUTES, '/');
    expect(root && groupLanding(root)).toBe('/dashboard');
    const dashboard = findRoute(CONSTANT_ROUTES, '/dashboard')?.node;
    expect(dashboard).toMatchObject({ titleKey: 'dashboard', affix: true });
  });

  it('has the hidden charts group with three uncached children and no landing page', () => {
    const charts = findRoute(CONSTANT_ROUTES, '/charts');
    expect(charts?.node).toMatchObject({ hidden: true, redirect: 'noRedirect' });
    expect(charts && groupLanding(charts)).toBeUndefined();
    expect(charts?.node.children?.map((child) => [child.path, child.noCache])).toEqual([
      ['active-chart', true],
      ['active-cooperate-chart', true],
      ['script-active-cooperate-chart', true],
    ]);
  });

  it('has hidden /profile, /error/401 and /error/404', () => {
    expect(findRoute(CONSTANT_ROUTES, '/profile')?.node.hidden).toBe(true);
    expect(findRoute(CONSTANT_ROUTES, '/error')?.node.hidden).toBe(true);
    expect(findRoute(CONSTANT_ROUTES, '/error/401')).toBeDefined();
    expect(findRoute(CONSTANT_ROUTES, '/error/404')).toBeDefined();
  });

  it('resolves child paths as vue-router does', () => {
    expect(resolvePath('/wn', '/game-admin')).toBe('/game-admin');
    expect(resolvePath('/versionUpload', 'version-admin')).toBe('/versionUpload/version-admin');
    expect(resolvePath('/', 'dashboard')).toBe('/dashboard');
  });

  it('gives every node a unique name', () => {
    const names = all.map((entry) => entry.node.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gates every role-gated top-level node', () => {
    for (const node of ROLE_ROUTES) expect(node.roles?.length).toBeGreaterThan(0);
  });

  it('names a title every locale translates', () => {
    for (const { node } of all) {
      for (const dictionary of [en, zh, es, ja]) {
        expect(dictionary.route, `${node.name} → route.${node.titleKey}`).toHaveProperty(
          node.titleKey,
        );
      }
    }
  });
});
