import { describe, expect, it } from 'vitest';
import { filterRoutesByRoles, SIGNED_IN_ROUTES } from '@contracts/routeTable.js';
import { activeEntry, buildMenu, type MenuEntry } from '@/layout/menuModel';

const outline = (menu: MenuEntry[]) =>
  menu.map((entry) =>
    entry.kind === 'item'
      ? entry.path
      : { [entry.path]: entry.children.map((child) => child.path) },
  );

describe('sidebar menu model', () => {
  it('shows a single-child group as its child and hides hidden routes', () => {
    const menu = buildMenu(filterRoutesByRoles(SIGNED_IN_ROUTES, ['LUA_ADMIN']));
    // '/' shows as its only child, /dashboard; /luaUpload likewise; /profile, /charts, /error are hidden.
    expect(outline(menu)).toEqual(['/dashboard', '/luaUpload/version-upload']);
  });

  it('keeps alwaysShow groups as groups', () => {
    const menu = buildMenu(filterRoutesByRoles(SIGNED_IN_ROUTES, ['COOPERATE']));
    expect(outline(menu)).toEqual([
      '/dashboard',
      { '/red-statistical': ['/red-statistical/day', '/red-statistical/month'] },
      { '/cooperate': ['/cooperate/cooperate-advert-admin', '/cooperate/my-active'] },
      '/settlement',
    ]);
  });

  it('gives CREATOR its screens and BUSINESS_COMPANY its own', () => {
    expect(outline(buildMenu(filterRoutesByRoles(SIGNED_IN_ROUTES, ['CREATOR'])))).toEqual([
      '/dashboard',
      '/brand-table',
      '/script-table',
      '/active-table',
      '/statistical-table',
      { '/card': ['/card/card-generate', '/card/card-query'] },
      '/settlement',
      '/config-table',
      '/share-table',
    ]);
    const company = buildMenu(filterRoutesByRoles(SIGNED_IN_ROUTES, ['BUSINESS_COMPANY']));
    expect(company.find((entry) => entry.path === '/script-table')?.titleKey).toBe(
      'companyScriptTable',
    );
  });

  it('finds the active entry and its group', () => {
    const menu = buildMenu(filterRoutesByRoles(SIGNED_IN_ROUTES, ['ADMIN']));
    expect(activeEntry(menu, '/wn/game-admin')).toEqual({ item: '/wn/game-admin', group: '/wn' });
    expect(activeEntry(menu, '/dashboard')).toEqual({ item: '/dashboard' });
    expect(activeEntry(menu, '/charts/active-chart')).toEqual({});
  });
});
