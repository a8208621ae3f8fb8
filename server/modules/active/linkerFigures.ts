/**
 * Shared clicker configs' (linkers') use, platform-wide (ADMIN, AUDITOR):
 *   GET /api/linker/queryLinkerActive       one row per linker day
 *   GET /api/linker/queryLinkerActiveMonth  one row per linker month (summed from the days)
 */
import { linkerDayContract, linkerMonthContract } from '../../../contracts/resources/figures.js';
import { FIGURE_ROLES } from '../../../contracts/permissions.js';
import { defineResource, type Row } from '../../resource/resource.js';
import { groupedByMonth, num } from './figureValues.js';

const named = (row: Row) => ({
  id: Number(row.id),
  linkerId: Number(row.linker_id),
  linkerName: String(row.linker_name),
  configName: String(row.config_name),
  activeNum: num(row.active_num),
  useNum: num(row.use_num),
});

const FILTERS = {
  linkerId: { column: 'linker_id' },
  linkerName: { columns: ['linker_name', 'config_name'] },
  countTime: { column: 'month' },
} as const;
const SORTABLE = {
  id: 'id',
  linkerName: 'linker_name',
  activeNum: 'active_num',
  useNum: 'use_num',
};
const TOTALS = { columns: { activeNum: 'active_num', useNum: 'use_num' } };

export const linkerDayResource = defineResource(linkerDayContract, {
  auditEntity: 'linker_active_day',
  table: 'linker_days',
  view: (db) =>
    db
      .selectFrom('linker_active_days as d')
      .innerJoin('linkers as l', 'l.id', 'd.linker_id')
      .select([
        'd.id',
        'd.linker_id',
        'l.linker_name',
        'l.config_name',
        'd.day',
        'd.month',
        'd.active_num',
        'd.use_num',
      ]),
  toRecord: (row) => ({ ...named(row), day: String(row.day) }),
  list: {
    roles: FIGURE_ROLES['linker/queryLinkerActive'],
    filters: { ...FILTERS, day: { column: 'day' } },
    sortColumns: { ...SORTABLE, day: 'day' },
    totals: TOTALS,
  },
});

export const linkerMonthResource = defineResource(linkerMonthContract, {
  auditEntity: 'linker_active_month',
  table: 'linker_months',
  view: (db) =>
    db
      .selectFrom(
        groupedByMonth(db, 'linker_active_days', ['linker_id'], ['active_num', 'use_num']).as('g'),
      )
      .innerJoin('linkers as l', 'l.id', 'g.linker_id')
      .select([
        'g.id',
        'g.linker_id',
        'l.linker_name',
        'l.config_name',
        'g.month',
        'g.active_num',
        'g.use_num',
        'g.days',
      ]),
  toRecord: (row) => ({ ...named(row), countTime: String(row.month), days: num(row.days) }),
  list: {
    roles: FIGURE_ROLES['linker/queryLinkerActiveMonth'],
    filters: FILTERS,
    sortColumns: { ...SORTABLE, countTime: 'month', days: 'days' },
    totals: TOTALS,
  },
});
