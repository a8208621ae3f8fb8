/**
 * The figure screens as data (docs/browser.md, "Screens as data"): each screen key of the route
 * table that shows one of the figure lists, with what differs between them. The screens in
 * ./FigureScreens.tsx render any of them; the titles are the route titles.
 *
 * readOnly: no settlement action and the auditor's note (the audit area's settlement lists).
 * settledElsewhere: the author reads their statistics here and settles under Settlement
 * (/settlement), so this list has no settlement action and says where they are.
 */
import type { FeatureScreenKey } from '@contracts/screenKeys.js';
import type { PartnerScope } from './cooperateFigures/partnerScope';
import type { ScriptMonthsVariant } from './scriptMonths/scriptMonthColumns';

type Variants<V> = Partial<Record<FeatureScreenKey, V>>;

/** Script months: figures or statistics columns, whether the flow's actions show, owner columns. */
export const SCRIPT_MONTH_SCREENS = {
  activeAdmin: { variant: 'activity', settle: true, showOwners: true },
  statisticalAdmin: { variant: 'statistics', settle: true, showOwners: true },
  activeTable: { variant: 'activity', settle: false, showOwners: false },
  statisticalTable: { variant: 'statistics', settle: false, showOwners: false, settledElsewhere: true },
  companyActiveTable: { variant: 'activity', settle: false, showOwners: false, settledElsewhere: true },
  auditSettlements: { variant: 'statistics', settle: false, showOwners: true, readOnly: true },
} as const satisfies Variants<{
  variant: ScriptMonthsVariant;
  settle: boolean;
  showOwners: boolean;
  readOnly?: boolean;
  settledElsewhere?: boolean;
}>;

/** Partner months: every partner's (the examiner's side) or the user's own partner's. */
export const PARTNER_MONTH_SCREENS = {
  cooperateActiveMonthAdmin: { scope: 'all' },
  redStatisticalMonth: { scope: 'own' },
  auditPartnerSettlements: { scope: 'all', readOnly: true },
} as const satisfies Variants<{ scope: PartnerScope; readOnly?: boolean }>;

/** Partner days (click statistics). */
export const PARTNER_DAY_SCREENS = {
  cooperateActiveAdmin: { scope: 'all' },
  redStatisticalDay: { scope: 'own' },
} as const satisfies Variants<{ scope: PartnerScope }>;

/** Script-partner days. */
export const SCRIPT_PARTNER_DAY_SCREENS = {
  scriptCooperateActiveAdmin: { scope: 'all' },
  myActive: { scope: 'own' },
} as const satisfies Variants<{ scope: PartnerScope }>;

export type ScriptMonthScreenKey = keyof typeof SCRIPT_MONTH_SCREENS;
export type PartnerMonthScreenKey = keyof typeof PARTNER_MONTH_SCREENS;
export type PartnerDayScreenKey = keyof typeof PARTNER_DAY_SCREENS;
export type ScriptPartnerDayScreenKey = keyof typeof SCRIPT_PARTNER_DAY_SCREENS;
