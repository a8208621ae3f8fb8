/**
 * GET /api/active/queryScriptActiveDay (+ exportScriptActiveDay): one row per script per day,
 * its actives by platform and the day's eCPM, platform-wide (ADMIN, AUDITOR). The totals sum every
 * count over the filter; their eCPM is the active-weighted one, as a script month's (a sum of
 * daily eCPMs would mean nothing).
 */
import { sql } from 'kysely';
import type { ScriptActiveDayRecord } from '../../../contracts/activity.js';
import { formatMoney } from '../../../contracts/money.js';
import { FIGURE_ROLES } from '../../../contracts/permissions.js';
import { scriptDayContract } from '../../../contracts/resources/figures.js';
import { averageEcpmCents } from '../../../contracts/settlement.js';
import { defineResource, sameNames, summaryTotals, type Row } from '../../resource/resource.js';
import { num } from './figureValues.js';

/** Record field -> stored count column. */
const COUNTS = {
  activeNum: 'active_num',
  freeNum: 'free_num',
  trialNum: 'trial_num',
  redFingerNum: 'red_finger_num',
  vmosNum: 'vmos_num',
  virtualCloudNum: 'virtual_cloud_num',
  flyingCloudNum: 'flying_cloud_num',
} as const;
type Counts = Record<keyof typeof COUNTS, number>;

const countsOf = (values: Readonly<Record<string, unknown>>, key: (field: string) => string) =>
  Object.fromEntries(Object.keys(COUNTS).map((field) => [field, num(values[key(field)])])) as Counts;

function toScriptDayRecord(row: Row): ScriptActiveDayRecord {
  return {
    id: Number(row.id),
    scriptId: Number(row.script_id),
    scriptName: String(row.script_name),
    authorId: Number(row.owner_id),
    authorNick: String(row.author_nick ?? ''),
    day: String(row.day),
    ...countsOf(row, (field) => COUNTS[field as keyof typeof COUNTS]),
    ecpm: formatMoney(num(row.ecpm)),
  };
}

export const scriptDayResource = defineResource(scriptDayContract, {
  auditEntity: 'script_active_day',
  table: 'script_days',
  view: (db) =>
    db
      .selectFrom('script_active_days as d')
      .innerJoin('scripts as sc', 'sc.id', 'd.script_id')
      .innerJoin('users as u', 'u.id', 'sc.owner_id')
      .select([
        'd.id',
        'd.script_id',
        'sc.script_name',
        'sc.owner_id',
        'u.nickname as author_nick',
        'd.day',
        'd.month',
        ...Object.values(COUNTS).map((column) => `d.${column}`),
        'd.ecpm',
        // Cents × actives of one day: bigint, so a busy day cannot overflow PostgreSQL's integer.
        sql<number>`cast(d.active_num as bigint) * d.ecpm`.as('ecpm_weight'),
      ]),
  toRecord: toScriptDayRecord,
  list: {
    roles: FIGURE_ROLES['active/queryScriptActiveDay'],
    filters: {
      scriptId: { column: 'script_id' },
      scriptName: { columns: ['script_name'] },
      countTime: { column: 'month' },
      day: { column: 'day' },
    },
    sortColumns: { id: 'id', day: 'day', scriptName: 'script_name', ...COUNTS, ecpm: 'ecpm' },
    pagedBy: {
      table: 'script_active_days',
      columns: sameNames(['id', 'script_id', 'day', 'month', ...Object.values(COUNTS), 'ecpm']),
    },
    counted: summaryTotals({
      sources: [
        { table: 'script_day_month_totals', count: 'days', filters: {} },
        { table: 'script_day_months', count: 'days', filters: { scriptId: 'script_id' } },
      ],
      monthRange: 'countTime',
      sums: { ...COUNTS, ecpmWeight: 'ecpm_weight' },
      scope: () => ({}),
    }),
    totals: {
      columns: { ...COUNTS, ecpmWeight: 'ecpm_weight' },
      format: (sums) => ({
        ...countsOf(sums, (field) => field),
        ecpm: formatMoney(averageEcpmCents(sums.activeNum ?? 0, sums.ecpmWeight ?? 0)),
      }),
    },
  },
});
