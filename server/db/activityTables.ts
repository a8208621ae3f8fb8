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

