/**
 * The activity calls' answers (docs/server.md, docs/settlement.md): daily and monthly figures per
 * script, partner, script-partner and shared clicker config (linker), the month records that
 * carry a settlement, and the chart data of one month. Counts are integers; money is a decimal
 * string (contracts/money.ts); days are `YYYY-MM-DD`, months (the API's countTime) `YYYY-MM`.
 */
import { z } from 'zod';
import { idField, queryIdField } from './fields.js';
import { monthField, SETTLEMENT_STATUSES } from './settlement.js';

const count = z.number().int().min(0);
const money = z.string();
const day = z.iso.date();

/** The per-platform counts: red finger, VMOS, virtual cloud, flying cloud. */
export const PLATFORM_FIELDS = [
  'redFingerNum',
  'vmosNum',
  'virtualCloudNum',
  'flyingCloudNum',
] as const;
export type PlatformField = (typeof PLATFORM_FIELDS)[number];

const scriptFigures = {
  activeNum: count,
  freeNum: count,
  trialNum: count,
  redFingerNum: count,
  vmosNum: count,
  virtualCloudNum: count,
  flyingCloudNum: count,
};

const settlementFields = {
  activeFinalNum: count.nullable(),
  activeMoney: money.nullable(),
  /** The formula's amount for activeFinalNum (or activeNum before an examination). */
  suggestedMoney: money,
  returnReason: z.string().nullable(),
  status: z.enum(SETTLEMENT_STATUSES),
  updatedAt: z.string(),
};

/** GET /api/active/queryScriptActive: one script month, with its settlement. */
export const scriptActiveRecord = z.object({
  id: idField,
  scriptId: idField,
  scriptName: z.string(),
  authorId: idField,
  authorNick: z.string(),
  companyId: idField.nullable(),
  companyName: z.string().nullable(),
  /** The signing contract's share for the company in percent ("30"), null outside a contract (docs/signing.md). */
  companyShare: z.string().nullable(),
  /** That share of the settled money (null until the month has its money, or outside a contract). */
  companyMoney: z.string().nullable(),
  countTime: monthField,
  ...scriptFigures,
  /** The month's active-weighted eCPM (money per 1,000). */
  ecpm: money,
  /** Σ activeNum(day) × ecpm(day) in cents: the suggested money for any final count (contracts/settlement.ts). */
  ecpmWeight: count,
  ...settlementFields,
});
export type ScriptActiveRecord = z.infer<typeof scriptActiveRecord>;

export const scriptActiveSums = z.object({
  activeNum: count,
  freeNum: count,
  trialNum: count,
  activeFinalNum: count,
  activeMoney: money,
});
export type ScriptActiveSums = z.infer<typeof scriptActiveSums>;

/** GET /api/active/queryScriptActiveDay: one script's day, by platform, with that day's eCPM. */
export const scriptActiveDayRecord = z.object({
  id: idField,
  scriptId: idField,
  scriptName: z.string(),
  authorId: idField,
  authorNick: z.string(),
  day,
  ...scriptFigures,
  /** The day's eCPM (money per 1,000 impressions). */
  ecpm: money,
});
export type ScriptActiveDayRecord = z.infer<typeof scriptActiveDayRecord>;

/** Every count summed over the matching days; `ecpm` is their active-weighted eCPM, as a month's. */
export const scriptDaySums = z.object({ ...scriptFigures, ecpm: money });
export type ScriptDaySums = z.infer<typeof scriptDaySums>;

/** GET /api/active/cooperate/queryCooperateActiveMonth: one partner month, with its settlement. */
export const cooperateActiveMonthRecord = z.object({
  id: idField,
  cooperateId: idField,
  cooperateName: z.string(),
  countTime: monthField,
  activeNum: count,
  clickNum: count,
  /** platformMoney + authorMoney: what the partner pays per 1,000 active user-days. */
  unitMoney: money,
  ...settlementFields,
});
export type CooperateActiveMonthRecord = z.infer<typeof cooperateActiveMonthRecord>;

export const clickSums = z.object({ activeNum: count, clickNum: count });
export type ClickSums = z.infer<typeof clickSums>;

export const cooperateMonthSums = z.object({
  activeNum: count,
  clickNum: count,
  activeFinalNum: count,
  activeMoney: money,
});
export type CooperateMonthSums = z.infer<typeof cooperateMonthSums>;

/** GET /api/active/cooperate/queryCooperateActive: one partner day (click statistics). */
export const cooperateActiveDayRecord = z.object({
  id: idField,
  cooperateId: idField,
  cooperateName: z.string(),
  day,
  activeNum: count,
  clickNum: count,
});
export type CooperateActiveDayRecord = z.infer<typeof cooperateActiveDayRecord>;

/** GET /api/active/queryScriptActiveCooperate and /api/active/cooperate/queryScriptActive: a script-partner day. */
export const scriptCooperateDayRecord = z.object({
  id: idField,
  scriptId: idField,
  scriptName: z.string(),
  cooperateId: idField,
  cooperateName: z.string(),
  day,
  activeNum: count,
  clickNum: count,
});
export type ScriptCooperateDayRecord = z.infer<typeof scriptCooperateDayRecord>;

/** GET /api/active/queryScriptActiveCooperateMonth: a script-partner month (summed days). */
export const scriptCooperateMonthRecord = scriptCooperateDayRecord.omit({ day: true }).extend({
  countTime: monthField,
  /** Days with figures in the month. */
  days: count,
});
export type ScriptCooperateMonthRecord = z.infer<typeof scriptCooperateMonthRecord>;

/** GET /api/linker/queryLinkerActive: a shared clicker config's day. */
export const linkerDayRecord = z.object({
  id: idField,
  linkerId: idField,
  linkerName: z.string(),
  configName: z.string(),
  day,
  activeNum: count,
  useNum: count,
});
export type LinkerDayRecord = z.infer<typeof linkerDayRecord>;

/** GET /api/linker/queryLinkerActiveMonth. */
export const linkerMonthRecord = linkerDayRecord
  .omit({ day: true })
  .extend({ countTime: monthField, days: count });
export type LinkerMonthRecord = z.infer<typeof linkerMonthRecord>;

export const linkerSums = z.object({ activeNum: count, useNum: count });
export type LinkerSums = z.infer<typeof linkerSums>;

// ---- charts: one month, a point per day (days without figures are zeros) ----------------------

export const scriptChartQuery = z.strictObject({
  scriptId: queryIdField,
  countTime: monthField,
});
export const cooperateChartQuery = z.strictObject({
  cooperateId: queryIdField,
  countTime: monthField,
});
export const scriptCooperateChartQuery = z.strictObject({
  scriptId: queryIdField,
  cooperateId: queryIdField,
  countTime: monthField,
});

export const scriptChartPoint = z.object({ day, ...scriptFigures, ecpm: money });
export type ScriptChartPoint = z.infer<typeof scriptChartPoint>;

/** GET /api/active/queryScriptActiveChart. */
export const scriptActiveChart = z.object({
  scriptId: idField,
  scriptName: z.string(),
  countTime: monthField,
  points: z.array(scriptChartPoint),
});
export type ScriptActiveChart = z.infer<typeof scriptActiveChart>;

export const clickChartPoint = z.object({ day, activeNum: count, clickNum: count });
export type ClickChartPoint = z.infer<typeof clickChartPoint>;

/** GET /api/active/cooperate/queryActiveChart. */
export const cooperateActiveChart = z.object({
  cooperateId: idField,
  cooperateName: z.string(),
  countTime: monthField,
  points: z.array(clickChartPoint),
});
export type CooperateActiveChart = z.infer<typeof cooperateActiveChart>;

/** GET /api/active/cooperate/queryScriptActiveChart. */
export const scriptCooperateActiveChart = cooperateActiveChart.extend({
  scriptId: idField,
  scriptName: z.string(),
});
export type ScriptCooperateActiveChart = z.infer<typeof scriptCooperateActiveChart>;

/** The days of a month, `YYYY-MM-01` … last. */
export function daysOfMonth(month: string): string[] {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return Array.from(
    { length: last },
    (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`,
  );
}

// ---- settlement transitions --------------------------------------------------------------------

/** What an APPLY, EXAMINE, RETURN or CONFIRM answers. */
export const settlementChange = z.object({
  id: idField,
  from: z.enum(SETTLEMENT_STATUSES),
  to: z.enum(SETTLEMENT_STATUSES),
  activeNum: count,
  activeFinalNum: count.nullable(),
  activeMoney: money.nullable(),
  returnReason: z.string().nullable(),
});
export type SettlementChange = z.infer<typeof settlementChange>;
