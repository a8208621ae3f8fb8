/**
 * Shared clicker configs' (linkers') use, platform-wide (ADMIN, AUDITOR):
 *   GET /api/linker/queryLinkerActive       one row per linker day
 *   GET /api/linker/queryLinkerActiveMonth  one row per linker month (summed from the days)
 */
import {
  linkerDayRecord,
  linkerMonthRecord,
  linkerSums,
  type LinkerDayRecord,
  type LinkerMonthRecord,
} from '../../../contracts/activity.js';
import { FIGURE_ROLES } from '../../../contracts/permissions.js';
import { defineResource, type Filter, type Row } from '../../resource/resource.js';
import { groupedByMonth, num } from './figureValues.js';

const named = (row: Row) => ({
  id: Number(row.id),
  linkerId: Number(row.linker_id),
  linkerName: String(row.linker_name),
  configName: String(row.config_name),
  activeNum: num(row.active_num),
  useNum: num(row.use_num),
});

const FILTERS: Filter[] = [
  { kind: 'equals', param: 'linkerId', column: 'linker_id', type: 'int' },
  { kind: 'contains', param: 'linkerName', columns: ['linker_name', 'config_name'] },
  { kind: 'calendarRange', param: 'countTime', column: 'month', unit: 'month' },
];
const SORTABLE = {
  id: 'id',
  linkerName: 'linker_name',
  activeNum: 'active_num',
  useNum: 'use_num',
};
const TOTALS = { columns: { activeNum: 'active_num', useNum: 'use_num' }, schema: linkerSums };

export const linkerDayResource = defineResource<LinkerDayRecord>({
  area: 'linker',
  entity: 'LinkerActive',
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
  record: linkerDayRecord,
  toRecord: (row) => ({ ...named(row), day: String(row.day) }),
  list: {
    roles: FIGURE_ROLES['linker/queryLinkerActive'],
    filters: [...FILTERS, { kind: 'calendarRange', param: 'day', column: 'day', unit: 'day' }],
    sortable: { ...SORTABLE, day: 'day' },
    defaultSort: { field: 'day', direction: 'desc' },
    totals: TOTALS,
  },
});

export const linkerMonthResource = defineResource<LinkerMonthRecord>({
  area: 'linker',
  entity: 'LinkerActiveMonth',
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
  record: linkerMonthRecord,
  toRecord: (row) => ({ ...named(row), countTime: String(row.month), days: num(row.days) }),
  list: {
    roles: FIGURE_ROLES['linker/queryLinkerActiveMonth'],
    filters: FILTERS,
    sortable: { ...SORTABLE, countTime: 'month', days: 'days' },
    defaultSort: { field: 'countTime', direction: 'desc' },
    totals: TOTALS,
  },
});
