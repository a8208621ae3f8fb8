/**
 * The header search's matching: translated titles, paths, and pinyin (full and initials) only
 * in Chinese with the setting on; only the routes the user may open.
 */
import { describe, expect, it } from 'vitest';
import { filterRoutesByRoles, SIGNED_IN_ROUTES } from '@contracts/routeTable.js';
import { routes as en } from '@locales/en/routes';
import { routes as zh } from '@locales/zh/routes';
import { routes as ja } from '@locales/ja/routes';
import {
  buildSearchIndex,
  searchRoutes,
  type SearchEntry,
} from '@/layout/headerSearch/searchRoutes';
import { toPinyin } from '@/layout/headerSearch/pinyin';

const titles = (dictionary: Record<string, string>) => (key: string) => dictionary[key] ?? key;
const paths = (entries: SearchEntry[]) => entries.map((entry) => entry.path);

const adminRoutes = filterRoutesByRoles(SIGNED_IN_ROUTES, ['ADMIN']);
const creatorRoutes = filterRoutesByRoles(SIGNED_IN_ROUTES, ['CREATOR']);
const enIndex = buildSearchIndex(adminRoutes, titles(en));
const zhIndex = buildSearchIndex(adminRoutes, titles(zh), toPinyin);

const EN = { language: 'en', pinyin: true };
const ZH = { language: 'zh', pinyin: true };

describe('header search index', () => {
  it('lists the menu entries the user may open, with group titles, and no hidden routes', () => {
    const index = buildSearchIndex(creatorRoutes, titles(en));
    expect(paths(index)).toContain('/dashboard');
    expect(paths(index)).toContain('/brand-table');
    expect(paths(index)).not.toContain('/profile');
    expect(paths(index)).not.toContain('/wn/game-admin');
    expect(
      paths(index).some((path) => path.startsWith('/charts') || path.startsWith('/error')),
    ).toBe(false);
    const users = enIndex.find((entry) => entry.path === '/useradmin/useradmin-admin');
    expect(users?.trail).toEqual(['Users', 'User Management']);
  });

  it('reads pinyin in full and by initials', () => {
    expect(toPinyin('首页')).toEqual({ full: 'shouye', initials: 'sy' });
    expect(toPinyin('Lua 上传')).toEqual({ full: 'luashangchuan', initials: 'luasc' });
  });
});

describe('searchRoutes', () => {
  it('finds a Japanese title typed without the break points it carries', () => {
    const jaIndex = buildSearchIndex(adminRoutes, titles(ja));
    expect(paths(searchRoutes(jaIndex, 'パートナースクリプト日次', { language: 'ja', pinyin: false }))).toContain(
      '/cooperate/script-cooperate-active-admin',
    );
  });

  it('finds the settlement desk by “settle” and by “结算”', () => {
    expect(paths(searchRoutes(enIndex, 'settle', EN))).toContain('/wn/settlement-admin');
    expect(paths(searchRoutes(zhIndex, '结算', ZH))).toContain('/wn/settlement-admin');
  });

  it('finds by translated title, case-insensitively, best match first', () => {
    expect(paths(searchRoutes(enIndex, 'dashboard', EN))).toEqual(['/dashboard']);
    const hits = paths(searchRoutes(enIndex, 'GAME', EN));
    expect(hits).toContain('/wn/game-admin');
    expect(hits).toContain('/game-channel-admin');
    expect(paths(searchRoutes(zhIndex, '首页', ZH))).toEqual(['/dashboard']);
  });

  it('finds by group title and by path', () => {
    expect(paths(searchRoutes(enIndex, 'users', EN))).toEqual(
      expect.arrayContaining(['/useradmin/useradmin-admin', '/useradmin/business-company-admin']),
    );
    expect(paths(searchRoutes(enIndex, '/versionUpload/version-admin', EN))).toEqual([
      '/versionUpload/version-admin',
    ]);
    expect(paths(searchRoutes(enIndex, 'card-group', EN))).toEqual(['/wn/card-group-admin']);
  });

  it('needs every term to match, and finds nothing for an empty query or a miss', () => {
    expect(searchRoutes(enIndex, '   ', EN)).toEqual([]);
    expect(searchRoutes(enIndex, 'zzzz', EN)).toEqual([]);
    expect(paths(searchRoutes(enIndex, 'users company', EN))).toEqual(['/useradmin/business-company-admin']);
  });

  it('finds by pinyin in Chinese, full and by initials', () => {
    expect(paths(searchRoutes(zhIndex, 'shouye', ZH))).toEqual(['/dashboard']);
    expect(paths(searchRoutes(zhIndex, 'sy', ZH))[0]).toBe('/dashboard');
    expect(paths(searchRoutes(zhIndex, 'SHOU ye', ZH))).toEqual(['/dashboard']);
    // 用户管理 > 用户列表
    expect(paths(searchRoutes(zhIndex, 'yonghuliebiao', ZH))).toEqual(['/useradmin/useradmin-admin']);
    expect(paths(searchRoutes(zhIndex, 'yhlb', ZH))).toEqual(['/useradmin/useradmin-admin']);
  });

  it('ignores pinyin when the setting is off', () => {
    expect(searchRoutes(zhIndex, 'shouye', { language: 'zh', pinyin: false })).toEqual([]);
    expect(paths(searchRoutes(zhIndex, '首页', { language: 'zh', pinyin: false }))).toEqual([
      '/dashboard',
    ]);
  });

  it('uses pinyin only in Chinese', () => {
    expect(searchRoutes(zhIndex, 'shouye', { language: 'en', pinyin: true })).toEqual([]);
    expect(searchRoutes(enIndex, 'shouye', ZH)).toEqual([]);
  });

  it('caps the number of results', () => {
    expect(searchRoutes(enIndex, 'a', { ...EN, limit: 3 })).toHaveLength(3);
  });
});
