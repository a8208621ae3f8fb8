/**
 * The summaries kept with the data so lists stay fast at scale (docs/scale.md): figure months and
 * month totals, account counts, month records' totals and their unfolded changes; part of
 * ./schema.ts.
 */
import type { ColumnType, Generated } from 'kysely';
import type { AccountStatus } from '../../contracts/account.js';
import type { SettlementKind, SettlementStatus } from '../../contracts/settlement.js';
import type { Month } from './activityTables.js';

type Count = ColumnType<number, number | undefined, number>;
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

/** Accounts per role (`*`: any) and status, kept by triggers (0019, docs/scale.md). */
export interface UserCountsTable {
  role: string;
  status: AccountStatus;
  /** bigint: a string on PostgreSQL. */
  n: ColumnType<number | string, number | undefined, number>;
}
