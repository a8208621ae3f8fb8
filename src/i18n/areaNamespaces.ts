/**
 * Which namespaces of the dictionary each area (a folder under src/screens) needs before its
 * screens render (docs/browser.md, "Strings by area"). The base dictionary (locales/<lang>/index.ts)
 * holds what the first page and the shell show; everything else is a namespace loaded with the
 * area. tests/unit/areaNamespaces.test.ts reads each screen's imports and fails when a namespace
 * it uses is missing here.
 */
import type { Namespaces } from '@locales/i18n-types';

/** The list-and-form framework: tables, cards on phones, date pickers. */
const LISTS = ['list', 'cards', 'dates'] as const satisfies readonly Namespaces[];

/** A status change in words: every flow's statuses, the audit's entities, events and fields. */
const FLOW_NAMES = [
  'audit',
  'auditField',
  'article',
  'cardKey',
  'feedback',
  'promotion',
  'release',
  'review',
  'script',
  'settlement',
  'userAdmin',
] as const satisfies readonly Namespaces[];

/** A record's history and the audit trail: every flow's events, statuses and payload words. */
const HISTORY = [
  ...FLOW_NAMES,
  'list',
  'cards',
  'auditValue',
  'profile',
  'promotionArea',
] as const satisfies readonly Namespaces[];

/** The master-data pickers and forms (brands, companies, partners, notices). */
const MASTER_DATA = ['brand', 'company', 'cooperate', 'notice'] as const satisfies readonly Namespaces[];

/** Charts and the figures they plot. */
const CHARTS = ['charts', 'activity', 'settlement'] as const satisfies readonly Namespaces[];

export const AREA_NAMESPACES: Readonly<Record<string, readonly Namespaces[]>> = {
  active: [...LISTS, ...HISTORY, 'activity', 'figures', 'settlementDesk'],
  activityNotice: [...LISTS, ...MASTER_DATA],
  articles: [...LISTS, ...HISTORY, 'articles', 'game', 'gameChannel'],
  audit: [...LISTS, ...HISTORY],
  brand: [...LISTS, ...MASTER_DATA, 'userAdmin'],
  cards: [...LISTS, ...HISTORY],
  charts: [...LISTS, ...CHARTS],
  company: [...LISTS, ...MASTER_DATA, 'members', 'userAdmin'],
  cooperate: [...LISTS, ...MASTER_DATA, 'members', 'settlement', 'userAdmin'],
  // The first screen after sign-in: the audit's words, the Lua releases, its own strings; the
  // statuses and changed fields it names come on demand (below).
  dashboard: ['audit', 'list', 'release', 'dashboard'],
  feedback: [...LISTS, ...HISTORY, 'feedbackDesk'],
  game: [...LISTS, 'game', 'gameChannel'],
  login: [],
  lua: [...LISTS, ...HISTORY, 'uploads'],
  // The sessions section speaks through the list's states and its confirmation dialog; the
  // editor's avatar is the cover image field (script), new passwords get the strength meter.
  profile: ['profile', 'list', 'script', 'mfa'],
  promotions: [...LISTS, ...HISTORY, ...MASTER_DATA],
  // The strength meter's words are the profile's (strength).
  register: ['profile'],
  releases: [...LISTS, ...HISTORY, 'uploads'],
  repassword: ['profile'],
  reports: [...LISTS, ...CHARTS, 'reports', 'script'],
  review: [...LISTS, ...HISTORY],
  scripts: [...LISTS, ...HISTORY, ...MASTER_DATA, 'game', 'gameChannel', 'signing', 'uploads'],
  signing: [...LISTS, 'script', 'signing'],
  useradmin: [...LISTS, ...HISTORY],
};

/**
 * Namespaces a screen loads itself once it knows which it shows: the login screen loads the second
 * step's with that step; the dashboard loads the statuses
 * of the flows its latest changes name (`statusNamespaces`), not every flow's, and the field names
 * only for an operator's script changes (`useSectionWords`).
 */
export const NAMESPACES_ON_DEMAND: Readonly<Record<string, readonly Namespaces[]>> = {
  // The sign-in's second step, a lazy chunk fetched with its strings when a password is sent.
  login: ['mfa'],
  dashboard: [
    'settlement',
    'review',
    'userAdmin',
    'script',
    'release',
    'cardKey',
    'feedback',
    'promotion',
    'article',
    'auditField',
  ],
};

/** The namespaces of the screen in `file` (`dashboard/DashboardScreen`), each once. */
export function namespacesOfScreen(file: string): Namespaces[] {
  const area = file.split('/')[0] ?? '';
  return [...new Set(AREA_NAMESPACES[area] ?? [])];
}
