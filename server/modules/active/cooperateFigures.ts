/**
 * A partner's figures (COOPERATE sees only its own partner's):
 *   GET /api/active/cooperate/queryCooperateActive       one row per partner day (click statistics)
 *   GET /api/active/cooperate/queryCooperateActiveMonth  one row per partner month, with its settlement
 */
import {
  clickSums,
  cooperateActiveDayRecord,
  cooperateActiveMonthRecord,
  cooperateMonthSums,
  type CooperateActiveDayRecord,
  type CooperateActiveMonthRecord,
} from '../../../contracts/activity.js';
import { formatMoney } from '../../../contracts/money.js';
import { FIGURE_ROLES } from '../../../contracts/permissions.js';
import { SETTLEMENT_STATUSES, suggestedCooperateCents } from '../../../contracts/settlement.js';
import { defineResource, type Row } from '../../resource/resource.js';
import { num, settlementFieldsOf } from './figureValues.js';
import { COOPERATE_OWNERSHIP } from './owners.js';

const cooperateFilters = [
  { kind: 'equals', param: 'cooperateId', column: 'cooperate_id', type: 'int' },
  { kind: 'contains', param: 'cooperateName', columns: ['cooperate_name'] },
  { kind: 'calendarRange', param: 'countTime', column: 'month', unit: 'month' },
] as const;

export const cooperateDayResource = defineResource<CooperateActiveDayRecord>({
  area: 'active/cooperate',
  entity: 'CooperateActive',
  auditEntity: 'cooperate_active_day',
  table: 'cooperate_days',
  view: (db) =>
    db
      .selectFrom('cooperate_active_days as d')
      .innerJoin('cooperates as co', 'co.id', 'd.cooperate_id')
      .select([
        'd.id',
        'd.cooperate_id',
        'co.cooperate_name',
        'd.day',
        'd.month',
        'd.active_num',
        'd.click_num',
      ]),
  record: cooperateActiveDayRecord,
  toRecord: (row: Row) => ({
    id: Number(row.id),
    cooperateId: Number(row.cooperate_id),
    cooperateName: String(row.cooperate_name),
    day: String(row.day),
    activeNum: num(row.active_num),
    clickNum: num(row.click_num),
  }),
  ownership: COOPERATE_OWNERSHIP,
  list: {
    roles: FIGURE_ROLES['active/cooperate/queryCooperateActive'],
    filters: [
      ...cooperateFilters,
      { kind: 'calendarRange', param: 'day', column: 'day', unit: 'day' },
    ],
    sortable: {
      id: 'id',
      day: 'day',
      cooperateName: 'cooperate_name',
      activeNum: 'active_num',
      clickNum: 'click_num',
    },
    defaultSort: { field: 'day', direction: 'desc' },
    totals: { columns: { activeNum: 'active_num', clickNum: 'click_num' }, schema: clickSums },
  },
});

export function toCooperateMonthRecord(row: Row): CooperateActiveMonthRecord {
  const activeNum = num(row.active_num);
  const unitCents = num(row.unit_cents);
  return {
    id: Number(row.id),
    cooperateId: Number(row.cooperate_id),
    cooperateName: String(row.cooperate_name),
    countTime: String(row.month),
    activeNum,
    clickNum: num(row.click_num),
    unitMoney: formatMoney(unitCents),
    ...settlementFieldsOf(row, (finalNum) => suggestedCooperateCents(finalNum, unitCents)),
  };
}

export const cooperateMonthResource = defineResource<CooperateActiveMonthRecord>({
  area: 'active/cooperate',
  entity: 'CooperateActiveMonth',
  auditEntity: 'settlement',
  table: 'cooperate_months',
  view: (db) =>
    db
      .selectFrom('settlements as s')
      .innerJoin('cooperates as co', 'co.id', 's.subject_id')
      .where('s.kind', '=', 'cooperate')
      .select((eb) => [
        's.id',
        's.subject_id as cooperate_id',
        'co.cooperate_name',
        eb(eb.ref('co.platform_money'), '+', eb.ref('co.author_money')).as('unit_cents'),
        's.month',
        's.active_num',
        's.click_num',
        's.active_final_num',
        's.active_money',
        's.return_reason',
        's.status',
        's.updated_at',
      ]),
  record: cooperateActiveMonthRecord,
  toRecord: toCooperateMonthRecord,
  ownership: COOPERATE_OWNERSHIP,
  list: {
    roles: FIGURE_ROLES['active/cooperate/queryCooperateActiveMonth'],
    filters: [
      ...cooperateFilters,
      { kind: 'enum', param: 'status', column: 'status', values: SETTLEMENT_STATUSES },
    ],
    sortable: {
      id: 'id',
      countTime: 'month',
      cooperateName: 'cooperate_name',
      activeNum: 'active_num',
      clickNum: 'click_num',
      activeFinalNum: 'active_final_num',
      activeMoney: 'active_money',
      status: 'status',
    },
    defaultSort: { field: 'countTime', direction: 'desc' },
    totals: {
      columns: {
        activeNum: 'active_num',
        clickNum: 'click_num',
        activeFinalNum: 'active_final_num',
        activeMoney: 'active_money',
      },
      format: (sums) => ({ ...sums, activeMoney: formatMoney(sums.activeMoney ?? 0) }),
      schema: cooperateMonthSums,
    },
  },
});
