/**
 * A script's figures through one partner, per day and per month (summed from the days):
 *   GET /api/active/queryScriptActiveCooperate        script-partner days, scoped by script ownership
 *   GET /api/active/queryScriptActiveCooperateMonth   script-partner months, scoped by script ownership
 *   GET /api/active/cooperate/queryScriptActive       script-partner days, scoped by partner (COOPERATE)
 */
import {
  clickSums,
  scriptCooperateDayRecord,
  scriptCooperateMonthRecord,
  type ScriptCooperateDayRecord,
  type ScriptCooperateMonthRecord,
} from '../../../contracts/activity.js';
import { FIGURE_ROLES } from '../../../contracts/permissions.js';
import {
  type Filter,
  type LooseDb,
  type ResourceDeclaration,
  type Row,
  defineResource,
} from '../../resource/resource.js';
import { groupedByMonth, num } from './figureValues.js';
import { COOPERATE_OWNERSHIP, SCRIPT_OWNERSHIP } from './owners.js';

const NAMES = ['sc.script_name', 'sc.owner_id', 'sc.company_id', 'co.cooperate_name'] as const;

const dayView = (db: LooseDb) =>
  db
    .selectFrom('script_cooperate_active_days as d')
    .innerJoin('scripts as sc', 'sc.id', 'd.script_id')
    .innerJoin('cooperates as co', 'co.id', 'd.cooperate_id')
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

const FILTERS: Filter[] = [
  { kind: 'equals', param: 'scriptId', column: 'script_id', type: 'int' },
  { kind: 'contains', param: 'scriptName', columns: ['script_name'] },
  { kind: 'equals', param: 'cooperateId', column: 'cooperate_id', type: 'int' },
  { kind: 'calendarRange', param: 'countTime', column: 'month', unit: 'month' },
];
const DAY_FILTERS: Filter[] = [
  ...FILTERS,
  { kind: 'calendarRange', param: 'day', column: 'day', unit: 'day' },
];
const SORTABLE = {
  id: 'id',
  scriptName: 'script_name',
  cooperateName: 'cooperate_name',
  activeNum: 'active_num',
  clickNum: 'click_num',
};
const TOTALS = { columns: { activeNum: 'active_num', clickNum: 'click_num' }, schema: clickSums };

function scriptCooperateDays(
  area: string,
  entity: string,
  list: keyof typeof FIGURE_ROLES,
  ownership: ResourceDeclaration<ScriptCooperateDayRecord>['ownership'],
): ResourceDeclaration<ScriptCooperateDayRecord> {
  return defineResource<ScriptCooperateDayRecord>({
    area,
    entity,
    auditEntity: 'script_cooperate_active_day',
    table: 'script_cooperate_days',
    view: dayView,
    record: scriptCooperateDayRecord,
    toRecord: toDayRecord,
    ownership,
    list: {
      roles: FIGURE_ROLES[list],
      filters: DAY_FILTERS,
      sortable: { ...SORTABLE, day: 'day' },
      defaultSort: { field: 'day', direction: 'desc' },
      totals: TOTALS,
    },
  });
}

export const scriptCooperateDayResource = scriptCooperateDays(
  'active',
  'ScriptActiveCooperate',
  'active/queryScriptActiveCooperate',
  SCRIPT_OWNERSHIP,
);

export const cooperateScriptDayResource = scriptCooperateDays(
  'active/cooperate',
  'ScriptActive',
  'active/cooperate/queryScriptActive',
  COOPERATE_OWNERSHIP,
);

export const scriptCooperateMonthResource = defineResource<ScriptCooperateMonthRecord>({
  area: 'active',
  entity: 'ScriptActiveCooperateMonth',
  auditEntity: 'script_cooperate_active_month',
  table: 'script_cooperate_months',
  view: monthView,
  record: scriptCooperateMonthRecord,
  toRecord: toMonthRecord,
  ownership: SCRIPT_OWNERSHIP,
  list: {
    roles: FIGURE_ROLES['active/queryScriptActiveCooperateMonth'],
    filters: FILTERS,
    sortable: { ...SORTABLE, countTime: 'month', days: 'days' },
    defaultSort: { field: 'countTime', direction: 'desc' },
    totals: TOTALS,
  },
});
