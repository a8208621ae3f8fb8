/**
 * Strings by area (docs/browser.md): the first page and the shell read only the base dictionary,
 * and every screen's area loads each namespace the screen's code reads, so no screen renders
 * without its strings.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AREA_NAMESPACES, NAMESPACES_ON_DEMAND } from '@/i18n/areaNamespaces';
import { SCREEN_FILES } from '@/router/screenRegistry';
import { NAMESPACES, modulesOf, namespacesRead } from '../support/stringUse';

const ROUTER_PAGES = readdirSync('src/router/pages').map((file) => `src/router/pages/${file}`);

/** What needs `namespaces` but has none of them: `namespace ← first reader`. */
function unmet(read: Map<string, string[]>, namespaces: readonly string[]): string[] {
  return [...read].filter(([namespace]) => !namespaces.includes(namespace)).map(([namespace, files]) => `${namespace} ← ${files[0]}`);
}

describe('strings by area', () => {
  it('finds the namespaces', () => {
    expect(NAMESPACES).toEqual(expect.arrayContaining(['list', 'dashboard', 'audit']));
  });

  // Register and retrieve-password load one namespace, the profile's, for the strength meter's words,
  // with their screens: the test below holds them to it, like every other area.
  it('shows the first page, the login screen, the router pages and the shell with the base dictionary alone', () => {
    const entries = ['src/main.tsx', 'src/layout/AppLayout.tsx', ...ROUTER_PAGES];
    for (const area of ['login']) {
      entries.push(...Object.values(SCREEN_FILES).filter((file) => file?.startsWith(`${area}/`)).map((file) => `src/screens/${file}.tsx`));
    }
    // Only the second step's strings, which arrive with its own lazy chunk (NAMESPACES_ON_DEMAND).
    expect(unmet(namespacesRead(modulesOf(entries, { dynamic: true })), NAMESPACES_ON_DEMAND.login ?? [])).toEqual([]);
  });

  it("loads with every screen each namespace its code reads", () => {
    const problems = [...new Set(Object.values(SCREEN_FILES))].flatMap((file) => {
      if (!file) return [];
      const area = file.split('/')[0] ?? '';
      const read = namespacesRead(modulesOf([`src/screens/${file}.tsx`], { dynamic: true }));
      const loaded = [...(AREA_NAMESPACES[area] ?? []), ...(NAMESPACES_ON_DEMAND[area] ?? [])];
      return unmet(read, loaded).map((problem) => `${file}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  it('names only namespaces that exist', () => {
    const named = [...Object.values(AREA_NAMESPACES), ...Object.values(NAMESPACES_ON_DEMAND)].flat();
    expect(named.filter((namespace) => !NAMESPACES.includes(namespace))).toEqual([]);
  });
});
