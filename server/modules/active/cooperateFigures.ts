/**
 * A partner's figures (COOPERATE sees only its own partner's):
 *   GET /api/active/cooperate/queryCooperateActive       one row per partner day (click statistics)
 *   GET /api/active/cooperate/queryCooperateActiveMonth  one row per partner month, with its settlement
 */
import type { CooperateActiveMonthRecord } from '../../../contracts/activity.js';
import { cooperateDayContract, cooperateMonthContract } from '../../../contracts/resources/figures.js';
import { formatMoney } from '../../../contracts/money.js';
import { FIGURE_ROLES } from '../../../contracts/permissions.js';
import { suggestedCooperateCents } from '../../../contracts/settlement.js';
import { defineResource, type Row } from '../../resource/resource.js';
import { unitCentsOfSettlement } from '../masterData/partnerPrices.js';
import { num, settlementFieldsOf } from './figureValues.js';
import { COOPERATE_OWNERSHIP } from './owners.js';

const cooperateFilters = {
  cooperateId: { column: 'cooperate_id' },
  cooperateName: { columns: ['cooperate_name'] },
  countTime: { column: 'month' },
} as const;

export const cooperateDayResource = defineResource(cooperateDayContract, {
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
    filters: { ...cooperateFilters, day: { column: 'day' } },
    sortColumns: {
      id: 'id',
      day: 'day',
      cooperateName: 'cooperate_name',
      activeNum: 'active_num',
      clickNum: 'click_num',
    },
    totals: { columns: { activeNum: 'active_num', clickNum: 'click_num' } },
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

export const cooperateMonthResource = defineResource(cooperateMonthContract, {
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
        unitCentsOfSettlement(eb).as('unit_cents'),
        's.month',
        's.active_num',
        's.click_num',
        's.active_final_num',
        's.active_money',
        's.return_reason',
        's.status',
        's.updated_at',
      ]),
  toRecord: toCooperateMonthRecord,
  ownership: COOPERATE_OWNERSHIP,
  list: {
    roles: FIGURE_ROLES['active/cooperate/queryCooperateActiveMonth'],
    filters: { ...cooperateFilters, status: { column: 'status' } },
    sortColumns: {
      id: 'id',
      countTime: 'month',
      cooperateName: 'cooperate_name',
      activeNum: 'active_num',
      clickNum: 'click_num',
      activeFinalNum: 'active_final_num',
      activeMoney: 'active_money',
      status: 'status',
    },
    totals: {
      columns: {
        activeNum: 'active_num',
        clickNum: 'click_num',
        activeFinalNum: 'active_final_num',
        activeMoney: 'active_money',
      },
      format: (sums) => ({ ...sums, activeMoney: formatMoney(sums.activeMoney ?? 0) }),
    },
  },
});
