/**
 * The activity tables (daily figures per script, partner, script-partner and linker) and the
 * settlements derived from them (docs/settlement.md), as Kysely sees them; part of ./schema.ts.
 */
import type { ColumnType, Generated } from 'kysely';
import type { SettlementKind, SettlementStatus } from '../../contracts/settlement.js';
import type { IsoTime } from './columnTypes.js';

/** `YYYY-MM-DD`. */
export type Day = string;
/** `YYYY-MM`. */
export type Month = string;
type Count = ColumnType<number, number | undefined, number>;

export interface ScriptActiveDaysTable {
  id: Generated<number>;
  script_id: number;
  day: Day;
  month: Month;
  active_num: Count;
  free_num: Count;
  trial_num: Count;
  red_finger_num: Count;
  vmos_num: Count;
  virtual_cloud_num: Count;
  flying_cloud_num: Count;
  /** Cents per 1,000 impressions. */
  ecpm: Count;
}

export interface CooperateActiveDaysTable {
  id: Generated<number>;
  cooperate_id: number;
  day: Day;
  month: Month;
  active_num: Count;
  click_num: Count;
}

export interface ScriptCooperateActiveDaysTable {
  id: Generated<number>;
  script_id: number;
  cooperate_id: number;
  day: Day;
  month: Month;
  active_num: Count;
  click_num: Count;
}

export interface LinkerActiveDaysTable {
  id: Generated<number>;
  linker_id: number;
  day: Day;
  month: Month;
  active_num: Count;
  use_num: Count;
}

/** One per script per month and per partner per month (docs/settlement.md). */
export interface SettlementsTable {
  id: Generated<number>;
  kind: SettlementKind;
  /** scripts.id or cooperates.id, by kind. */
  subject_id: number;
  month: Month;
  active_num: Count;
  free_num: Count;
  trial_num: Count;
  red_finger_num: Count;
  vmos_num: Count;
  virtual_cloud_num: Count;
  flying_cloud_num: Count;
  click_num: Count;
  /** Σ activeNum(day) × ecpm(day); bigint (a string on PostgreSQL). */
  ecpm_weight: ColumnType<number | string, number | undefined, number>;
  active_final_num: number | null;
  /** Cents; bigint (a string on PostgreSQL). */
  active_money: ColumnType<number | string | null, number | null | undefined, number | null>;
  return_reason: string | null;
  /** A partner month's unit price (cents) stored when it is examined (0008); null before. */
  unit_platform_money: number | null;
  unit_author_money: number | null;
  status: SettlementStatus;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A partner's price from a month on (0008, docs/settlement.md "Partner prices"). */
export interface CooperatePricesTable {
  id: Generated<number>;
  cooperate_id: number;
  /** YYYY-MM; unique per partner. */
  price_from: string;
  /** Integer cents. */
  platform_money: number;
  author_money: number;
  created_at: IsoTime;
}

/** Bigint sums: a string on PostgreSQL. */
type Sum = ColumnType<number | string, number | undefined, number>;

/** A script's days summed per month (0018, docs/scale.md): kept with the days. */
export interface ScriptDayMonthsTable {
  script_id: number;
  month: Month;
  /** Day rows summed here. */
  days: Count;
  active_num: Sum;
  free_num: Sum;
  trial_num: Sum;
  red_finger_num: Sum;
  vmos_num: Sum;
  virtual_cloud_num: Sum;
  flying_cloud_num: Sum;
  /** Σ active_num × ecpm over the days. */
  ecpm_weight: Sum;
}

/** Every script's days summed per month (0018). */
export interface ScriptDayMonthTotalsTable extends Omit<ScriptDayMonthsTable, 'script_id' | 'days'> {
  days: Sum;
}

/** A script's days through one partner summed per month (0018): the month list's rows. */
export interface ScriptCooperateMonthsTable {
  id: Generated<number>;
  script_id: number;
  cooperate_id: number;
  month: Month;
  days: Count;
  active_num: Sum;
  click_num: Sum;
}

/** Per partner and month: its script-partner days and month rows, summed (0018). */
export interface ScriptCooperateMonthTotalsTable {
  cooperate_id: number;
  month: Month;
  days: Sum;
  pair_months: Sum;
  active_num: Sum;
  click_num: Sum;
}

/** Month records per kind, month and status, counted and summed (0020, docs/scale.md). */
export interface SettlementTotalsTable {
  kind: SettlementKind;
  month: Month;
  status: SettlementStatus;
  records: Sum;
  active_num: Sum;
  free_num: Sum;
  trial_num: Sum;
  active_final_num: Sum;
  active_money: Sum;
}

/** Changes to those not yet folded into them, one row per record change (0020). */
export interface SettlementTotalChangesTable extends SettlementTotalsTable {
  id: Generated<number>;
}
