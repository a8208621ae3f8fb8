/**
 * The catalogue screens as data (docs/browser.md, "Screens as data"; docs/scripts.md): each screen
 * key that shows the scripts list, with whose scripts it shows and how it opens. What a user may
 * change there follows from their roles (scriptRights.ts), not from the screen.
 */
import type { FeatureScreenKey } from '@contracts/screenKeys.js';
import type { Filters } from '@machines/list.machine.js';

/** Whose scripts the server answers with (it scopes by role; this only shapes the screen). */
export type ScriptScope = 'all' | 'own' | 'company' | 'thirdParty' | 'operate';

export interface ScriptScreenVariant {
  scope: ScriptScope;
  /** Where the list opens, and Reset returns. */
  defaultFilters?: Filters;
  /** The month figures of the same user's scripts, which each row links to ("Activity"). */
  activityPath?: string;
  /** The screen whose Files tab lists a script's files, which each row links to ("Files"). */
  filesPath?: string;
}

export const SCRIPT_SCREENS = {
  scriptAdmin: { scope: 'all', activityPath: '/wn/active-admin', filesPath: '/wn/script-admin' },
  thirdScriptAdmin: {
    scope: 'thirdParty',
    defaultFilters: { source: 'thirdParty' },
    activityPath: '/wn/active-admin',
    filesPath: '/wn/script-admin',
  },
  scriptTable: { scope: 'own', activityPath: '/active-table', filesPath: '/script-table' },
  companyScriptTable: { scope: 'company', activityPath: '/active-table' },
  scriptOperate: { scope: 'operate' },
} as const satisfies Partial<Record<FeatureScreenKey, ScriptScreenVariant>>;

export type ScriptScreenKey = keyof typeof SCRIPT_SCREENS;
