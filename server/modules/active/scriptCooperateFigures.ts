/**
 * A script's figures through one partner, per day and per month (summed from the days):
 *   GET /api/active/queryScriptActiveCooperate        script-partner days, scoped by script ownership
 *   GET /api/active/queryScriptActiveCooperateMonth   script-partner months, scoped by script ownership
 *   GET /api/active/cooperate/queryScriptActive       script-partner days, scoped by partner (COOPERATE)
 */
import type { ScriptCooperateDayRecord, ScriptCooperateMonthRecord } from '../../../contracts/activity.js';
import {
  cooperateScriptDayContract,
  scriptCooperateDayContract,
  scriptCooperateMonthContract,
} from '../../../contracts/resources/figures.js';
import { FIGURE_ROLES } from '../../../contracts/permissions.js';
import {
  type LooseDb,
  type ResourceDeclaration,
  type Row,
  defineResource,
  sameNames,
  summaryTotals,
} from '../../resource/resource.js';
import { hasAnyRole } from '../../../contracts/roles.js';
import type { AuthUser } from '../../http/access.js';
import { num } from './figureValues.js';
import { COOPERATE_OWNERSHIP, SCRIPT_OWNERSHIP } from './owners.js';
import { coveringSigning } from '../scripts/signedCompany.js';

// company_id: the company whose signing contract covers the row's month (docs/signing.md).
const NAMES = ['sc.script_name', 'sc.owner_id', 'sg.company_id', 'co.cooperate_name'] as const;

const dayView = (db: LooseDb) =>
  db
    .selectFrom('script_cooperate_active_days as d')
    .innerJoin('scripts as sc', 'sc.id', 'd.script_id')
    .innerJoin('cooperates as co', 'co.id', 'd.cooperate_id')
    .leftJoin('script_signings as sg', coveringSigning('d.script_id', 'd.month'))
    .select([
      'd.id',
      'd.script_id',
      'd.cooperate_id',
      'd.day',
      'd.month',
      'd.active_num',
      'd.click_num',
      ...NAMES,
    ]);

// The month rows are kept with the days (docs/scale.md): a page reads them, never a grouping.
const monthView = (db: LooseDb) =>
  db
    .selectFrom('script_cooperate_months as g')
    .innerJoin('scripts as sc', 'sc.id', 'g.script_id')
    .innerJoin('cooperates as co', 'co.id', 'g.cooperate_id')
    .leftJoin('script_signings as sg', coveringSigning('g.script_id', 'g.month'))
    .select([
      'g.id',
      'g.script_id',
      'g.cooperate_id',
      'g.month',
      'g.active_num',
      'g.click_num',
      'g.days',
      ...NAMES,
    ]);

const named = (row: Row) => ({
  id: Number(row.id),
  scriptId: Number(row.script_id),
  scriptName: String(row.script_name),
  cooperateId: Number(row.cooperate_id),
  cooperateName: String(row.cooperate_name),
  activeNum: num(row.active_num),
  clickNum: num(row.click_num),
});

const toDayRecord = (row: Row): ScriptCooperateDayRecord => ({
  ...named(row),
  day: String(row.day),
});
const toMonthRecord = (row: Row): ScriptCooperateMonthRecord => ({
  ...named(row),
  countTime: String(row.month),
  days: num(row.days),
});

const FILTERS = {
  scriptId: { column: 'script_id' },
  scriptName: { columns: ['script_name'] },
  cooperateId: { column: 'cooperate_id' },
  countTime: { column: 'month' },
} as const;
const DAY_FILTERS = { ...FILTERS, day: { column: 'day' } } as const;
const SORTABLE = {
  id: 'id',
  scriptName: 'script_name',
  cooperateName: 'cooperate_name',
  activeNum: 'active_num',
  clickNum: 'click_num',
};
const TOTALS = { columns: { activeNum: 'active_num', clickNum: 'click_num' } };
const SUMS = { activeNum: 'active_num', clickNum: 'click_num' };
const PAIR_COLUMNS = ['id', 'script_id', 'cooperate_id', 'month', 'active_num', 'click_num'];
const PAIR_FILTERS = { scriptId: 'script_id', cooperateId: 'cooperate_id' };
const PARTNER_FILTERS = { cooperateId: 'cooperate_id' };

/** Who sees every row reads the summaries; others' rows are counted (docs/scale.md). */
const everyRowScope = (user: AuthUser): Record<string, number> | null =>
  hasAnyRole(user.roles, ['ADMIN', 'AUDITOR']) ? {} : null;
/** As above, and a partner's own rows are its partner's summaries. */
const partnerScope = (user: AuthUser): Record<string, number> | null =>
  everyRowScope(user) ?? (user.cooperateId !== null && user.roles.includes('COOPERATE') ? { cooperateId: user.cooperateId } : null);

/** Day rows counted from the month summaries. */
const countedDays = (scope: (user: AuthUser) => Record<string, number> | null) =>
  summaryTotals({
    sources: [
      { table: 'script_cooperate_month_totals', count: 'days', filters: PARTNER_FILTERS },
      { table: 'script_cooperate_months', count: 'days', filters: PAIR_FILTERS },
    ],
    monthRange: 'countTime',
    sums: SUMS,
    scope,
  });

/** Month rows counted: per partner from its totals, per script from the rows themselves. */
const countedMonths = summaryTotals({
  sources: [
    { table: 'script_cooperate_month_totals', count: 'pair_months', filters: PARTNER_FILTERS },
    { table: 'script_cooperate_months', count: '1', filters: PAIR_FILTERS },
  ],
  monthRange: 'countTime',
  sums: SUMS,
  scope: everyRowScope,
});

function scriptCooperateDays(
  contract: typeof scriptCooperateDayContract | typeof cooperateScriptDayContract,
  list: keyof typeof FIGURE_ROLES,
  ownership: ResourceDeclaration<ScriptCooperateDayRecord>['ownership'],
): ResourceDeclaration<ScriptCooperateDayRecord> {
  return defineResource(contract, {
    auditEntity: 'script_cooperate_active_day',
    table: 'script_cooperate_days',
    view: dayView,
    toRecord: toDayRecord,
    ownership,
    list: {
      roles: FIGURE_ROLES[list],
      filters: DAY_FILTERS,
      sortColumns: { ...SORTABLE, day: 'day' },
      totals: TOTALS,
      pagedBy: { table: 'script_cooperate_active_days', columns: sameNames([...PAIR_COLUMNS, 'day']) },
      counted: countedDays(ownership === COOPERATE_OWNERSHIP ? partnerScope : everyRowScope),
    },
  });
}

export const scriptCooperateDayResource = scriptCooperateDays(
  scriptCooperateDayContract,
  'active/queryScriptActiveCooperate',
  SCRIPT_OWNERSHIP,
);

export const cooperateScriptDayResource = scriptCooperateDays(
  cooperateScriptDayContract,
  'active/cooperate/queryScriptActive',
  COOPERATE_OWNERSHIP,
);

export const scriptCooperateMonthResource = defineResource(scriptCooperateMonthContract, {
  auditEntity: 'script_cooperate_active_month',
  table: 'script_cooperate_months',
  view: monthView,
  toRecord: toMonthRecord,
  ownership: SCRIPT_OWNERSHIP,
  list: {
    roles: FIGURE_ROLES['active/queryScriptActiveCooperateMonth'],
    filters: FILTERS,
    sortColumns: { ...SORTABLE, countTime: 'month', days: 'days' },
    totals: TOTALS,
    pagedBy: { table: 'script_cooperate_months', columns: sameNames([...PAIR_COLUMNS, 'days']) },
    counted: countedMonths,
  },
});
