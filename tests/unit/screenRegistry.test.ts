/**
 * The screen registry against the route table (docs/browser.md, "Screens as data"): every screen
 * key of the route table is declared once, every declared key is routed, every file named exists
 * and loads, and a screen not built yet is one declared as such (its route shows "not built yet").
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONSTANT_ROUTES, flattenRoutes, PUBLIC_ROUTES, ROLE_ROUTES } from '@contracts/routeTable.js';
import { FEATURE_SCREEN_KEYS, ROUTER_PAGE_KEYS } from '@contracts/screenKeys.js';
import { NOT_BUILT, SCREEN_FILES, screenLoader } from '@/router/screenRegistry';

const routed = new Set(
  flattenRoutes([...PUBLIC_ROUTES, ...CONSTANT_ROUTES, ...ROLE_ROUTES]).flatMap((r) => (r.node.screen ? [r.node.screen] : [])),
);

describe('the screen registry', () => {
  it('routes every declared key, and declares every routed key once', () => {
    const declared = [...FEATURE_SCREEN_KEYS, ...ROUTER_PAGE_KEYS];
    expect(new Set(declared).size).toBe(declared.length);
    expect([...routed].sort()).toEqual([...declared].sort());
    expect(Object.keys(SCREEN_FILES).sort()).toEqual([...FEATURE_SCREEN_KEYS].sort());
  });

  it('names files that exist and load; a screen not built yet has no loader', async () => {
    for (const [key, file] of Object.entries(SCREEN_FILES) as [keyof typeof SCREEN_FILES, string | null][]) {
      if (file === NOT_BUILT) {
        expect(screenLoader(key), key).toBeUndefined();
        continue;
      }
      expect(existsSync(`src/screens/${file}.tsx`), `${key}: src/screens/${file}.tsx`).toBe(true);
      expect(screenLoader(key), key).toBeTypeOf('function');
    }
    for (const key of ROUTER_PAGE_KEYS) expect(screenLoader(key), key).toBeTypeOf('function');
  });
});
