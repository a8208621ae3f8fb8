/**
 * Every label fits its language (docs/decisions.md, "Labels in four languages"): in en, zh, es
 * and ja, no two columns of one list share a header, no two entries of one menu level share a
 * title, no label is empty or left as its key, and a Chinese or Japanese label is not English.
 * The column headers are the resource contracts' labels (the screens' and the CSV files'); the
 * menu is each role's, built from the route table as the sidebar builds it. Whether a label
 * fits its box is measured in Chromium (tests/e2e/languageFit.journey.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { ResourceContract } from '@contracts/resourceContract.js';
import { ROLES } from '@contracts/roles.js';
import { CONSTANT_ROUTES, filterRoutesByRoles, ROLE_ROUTES } from '@contracts/routeTable.js';
import * as audit from '@contracts/resources/audit.js';
import * as figures from '@contracts/resources/figures.js';
import * as games from '@contracts/resources/games.js';
import * as masterData from '@contracts/resources/masterData.js';
import * as reviews from '@contracts/resources/reviews.js';
import * as scripts from '@contracts/resources/scripts.js';
import * as users from '@contracts/resources/users.js';
import { en, zh, es, ja } from '../support/dictionaries';
import { buildMenu, type MenuEntry } from '@/layout/menuModel';

const LANGUAGES = { en, zh, es, ja } as const;

/** Words a Chinese or Japanese label may keep in Latin letters (product and technical names). */
const LATIN_WORDS = /^(ID|VIP|SVIP|eCPM|CSV|URL|APK|Lua|RC|VMOS|App|Logo|#rrggbb|\{\w+\})$/;

const contracts = (Object.values({ ...audit, ...figures, ...games, ...masterData, ...reviews, ...scripts, ...users }) as unknown[]).filter(
  (value): value is ResourceContract => typeof value === 'object' && value !== null && 'columns' in value && 'area' in value,
);

function text(dictionary: object, key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary);
  return typeof value === 'string' ? value : undefined;
}

/** Problems of one label: missing, its own key, or English where the language has its own script. */
function problemsOf(language: string, key: string, label: string | undefined): string[] {
  if (!label?.trim()) return [`${key}: no label`];
  if (label === key || label === key.split('.').at(-1)) return [`${key}: left as its key`];
  if (language === 'zh' || language === 'ja') {
    // Latin words between the CJK characters count too ("开启 Tags-View").
    const latin = label.split(/[\s()·/:,、，（）：\u3040-\u30ff\u3400-\u9fff]+/).filter((word) => /[A-Za-z]/.test(word) && !LATIN_WORDS.test(word));
    if (latin.length > 0) return [`${key}: "${label}" is not ${language}`];
  }
  return [];
}

function duplicates(labels: readonly { key: string; label: string }[]): string[] {
  const seen = new Map<string, string>();
  const found: string[] = [];
  for (const { key, label } of labels) {
    const normal = label.trim().toLocaleLowerCase();
    const other = seen.get(normal);
    if (other !== undefined && other !== key) found.push(`"${label}" for both ${other} and ${key}`);
    else seen.set(normal, key);
  }
  return found;
}

function menuLevels(entries: readonly MenuEntry[]): MenuEntry[][] {
  return [entries as MenuEntry[], ...entries.flatMap((entry) => (entry.kind === 'group' ? menuLevels(entry.children) : []))];
}

describe('labels in four languages', () => {
  it('finds the contracts and the roles', () => {
    expect(contracts.length).toBeGreaterThan(15);
    expect(ROLES.length).toBeGreaterThan(5);
  });

  for (const [language, dictionary] of Object.entries(LANGUAGES)) {
    it(`gives every list's columns distinct, translated headers in ${language}`, () => {
      const problems = contracts.flatMap((contract) => {
        const labels = Object.entries(contract.columns).map(([, column]) => ({
          key: column.label,
          label: text(dictionary, column.label) ?? '',
        }));
        return [
          ...labels.flatMap(({ key, label }) => problemsOf(language, key, label)),
          ...duplicates(labels).map((problem) => `${contract.area}/${contract.entity}: ${problem}`),
        ];
      });
      expect(problems).toEqual([]);
    });

    it(`gives every menu entry of every role a distinct, translated title in ${language}`, () => {
      const problems = ROLES.flatMap((role) => {
        const menu = buildMenu(filterRoutesByRoles([...CONSTANT_ROUTES, ...ROLE_ROUTES], [role]));
        return menuLevels(menu).flatMap((level) => {
          const labels = level.map((entry) => ({ key: `route.${entry.titleKey}`, label: text(dictionary, `route.${entry.titleKey}`) ?? '' }));
          return [
            ...labels.flatMap(({ key, label }) => problemsOf(language, key, label)),
            ...duplicates(labels).map((problem) => `${role}: ${problem}`),
          ];
        });
      });
      expect(problems).toEqual([]);
    });
  }

  it('writes the shell (menu bar, tags bar, settings) without English words in zh and ja', () => {
    const problems = (['zh', 'ja'] as const).flatMap((language) =>
      Object.entries(LANGUAGES[language].shell).flatMap(([key, label]) =>
        typeof label === 'string' ? problemsOf(language, `shell.${key}`, label) : [],
      ),
    );
    expect(problems).toEqual([]);
  });
});
