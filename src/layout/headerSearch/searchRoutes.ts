/**
 * The header search's matching (docs/routes.md): pure functions over the
 * user's menu entries. An entry is found by its translated title (with its group's title, so
 * "Users" finds every user screen), by its path, and, in Chinese with the pinyin setting on,
 * by the pinyin of its title in full ("shouye") or by initials ("sy").
 *
 * No React and no pinyin library here: the pinyin reading is injected (`toPinyin`), so the
 * library is loaded only where it is used (see pinyin.ts) and tests can pass their own.
 */
import type { RouteNode } from '@contracts/routeTable.js';
import { buildMenu } from '../menuModel';

export interface PinyinReading {
  /** Whole syllables, lower case, no separators: 首页 → "shouye". */
  full: string;
  /** First letter of each syllable: 首页 → "sy". */
  initials: string;
}

export type ToPinyin = (text: string) => PinyinReading;

export interface SearchEntry {
  path: string;
  /** The entry's own title. */
  title: string;
  /** Group titles, then the title: what the result list shows ("Users > User Management"). */
  trail: string[];
  /** Present when the index was built with a pinyin reader. */
  pinyin?: PinyinReading;
}

export interface SearchOptions {
  /** The interface language; pinyin counts only in 'zh'. */
  language: string;
  /** The settings' supportPinyinSearch. */
  pinyin: boolean;
  /** At most this many results (default 50). */
  limit?: number;
}

/**
 * Every menu entry the user may open (the role-filtered routes, hidden ones left out, groups
 * with one child shown flat as in the sidebar), with translated titles.
 */
export function buildSearchIndex(
  routes: readonly RouteNode[],
  titleOf: (titleKey: string) => string,
  toPinyin?: ToPinyin,
): SearchEntry[] {
  const entries: SearchEntry[] = [];
  const add = (path: string, trail: string[]) => {
    const title = trail[trail.length - 1] ?? path;
    const entry: SearchEntry = { path, title, trail };
    if (toPinyin) entry.pinyin = toPinyin(trail.join(''));
    entries.push(entry);
  };
  for (const entry of buildMenu(routes)) {
    if (entry.kind === 'item') add(entry.path, [titleOf(entry.titleKey)]);
    else
      for (const child of entry.children)
        add(child.path, [titleOf(entry.titleKey), titleOf(child.titleKey)]);
  }
  return entries;
}

// Zero-width spaces (the break points of long Japanese titles) are not part of what people type.
const normalise = (text: string) => text.toLowerCase().replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
const compact = (text: string) => text.toLowerCase().replace(/[\s\u200b]+/g, '');

/** How well `entry` answers one query term; 0 for not at all. Higher is better. */
function termScore(entry: SearchEntry, term: string, usePinyin: boolean): number {
  const title = normalise(entry.title);
  if (title.startsWith(term)) return 6;
  if (title.includes(term)) return 5;
  const trail = normalise(entry.trail.join(' '));
  if (trail.includes(term)) return 4;
  const path = entry.path.toLowerCase();
  if (path.includes(term)) return 3;
  if (usePinyin && entry.pinyin) {
    const bare = compact(term);
    if (entry.pinyin.full.includes(bare)) return 2;
    if (entry.pinyin.initials.includes(bare)) return 1;
  }
  return 0;
}

/**
 * The entries matching `query`, best first: every whitespace-separated term must match the
 * title, the group title, the path or (Chinese, setting on) the pinyin. An empty query finds
 * nothing. Case-insensitive; ties keep menu order.
 */
export function searchRoutes(
  index: readonly SearchEntry[],
  query: string,
  options: SearchOptions,
): SearchEntry[] {
  const text = normalise(query);
  if (!text) return [];
  const usePinyin = options.pinyin && options.language === 'zh';
  const terms = text.split(' ');
  const scored: { entry: SearchEntry; score: number; order: number }[] = [];
  index.forEach((entry, order) => {
    let score = 0;
    for (const term of terms) {
      const found = termScore(entry, term, usePinyin);
      if (found === 0) return;
      score += found;
    }
    scored.push({ entry, score, order });
  });
  // Pinyin typed with spaces ("shou ye") is one reading of the whole title.
  if (usePinyin && terms.length > 1) {
    const bare = compact(text);
    index.forEach((entry, order) => {
      if (scored.some((hit) => hit.entry === entry) || !entry.pinyin) return;
      if (entry.pinyin.full.includes(bare)) scored.push({ entry, score: 2, order });
    });
  }
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.slice(0, options.limit ?? 50).map((hit) => hit.entry);
}
