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
} from '../../resource/resource.js';
import { groupedByMonth, num } from './figureValues.js';
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

const monthView = (db: LooseDb) =>
  db
    .selectFrom(
      groupedByMonth(
        db,
        'script_cooperate_active_days',
        ['script_id', 'cooperate_id'],
        ['active_num', 'click_num'],
      ).as('g'),
    )
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
  },
});
