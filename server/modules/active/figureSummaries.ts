/**
 * The figure summaries (docs/scale.md): per script and month, per script-partner pair and month
 * (the month list's rows), and month totals over every script and per partner, each with the
 * number of day rows it sums. They grow in the transaction that grows the days
 * (../ingest/dayFigures.ts), after them and in key order, so they always equal a recount.
 */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { fillFigureSummaries } from '../../db/migrations/0018_figure_summaries.js';
import { addInKeyOrder } from '../ingest/increments.js';
import type { PairDayFigures, ScriptDayFigures } from '../ingest/dayFigures.js';

const monthOf = (day: string) => day.slice(0, 7);

export const SCRIPT_COUNTS = {
  active: 'active_num',
  free: 'free_num',
  trial: 'trial_num',
  redFinger: 'red_finger_num',
  vmos: 'vmos_num',
  virtualCloud: 'virtual_cloud_num',
  flyingCloud: 'flying_cloud_num',
} as const;
/** The figures a script's month row sums: the counts and Σ actives × eCPM (also a month record's). */
export const SCRIPT_SUMS = [...Object.values(SCRIPT_COUNTS), 'ecpm_weight'] as const;
const PAIR_SUMS = ['days', 'active_num', 'click_num'];

type Sums = Record<string, number>;

/** Adds each row's sums to its group's. */
function grouped<T>(rows: readonly T[], key: (row: T) => string, sums: (row: T) => Sums) {
  const groups = new Map<string, Sums>();
  for (const row of rows) {
    const total = groups.get(key(row)) ?? {};
    for (const [column, value] of Object.entries(sums(row))) total[column] = (total[column] ?? 0) + value;
    groups.set(key(row), total);
  }
  return groups;
}

const rowsOf = (groups: Map<string, Sums>, keys: readonly string[], numeric: readonly boolean[]) =>
  [...groups].map(([key, sums]) => {
    const parts = key.split('|');
    return {
      ...Object.fromEntries(keys.map((k, i) => [k, numeric[i] ? Number(parts[i]) : parts[i]!])),
      ...sums,
    };
  });

export interface SummaryIncrements {
  scripts: readonly ScriptDayFigures[];
  /** `scriptId|day` of the script days this transaction made. */
  newScriptDays: ReadonlySet<string>;
  /** eCPM of each script day, by `scriptId|day`. */
  ecpms: ReadonlyMap<string, number>;
  pairs: readonly PairDayFigures[];
  /** `scriptId|cooperateId|day` of the script-partner days this transaction made. */
  newPairDays: ReadonlySet<string>;
}

/** 1 the first time a key of `made` is asked for, else 0: a new row counts once however many increments it had. */
function firstOf(made: ReadonlySet<string>) {
  const counted = new Set<string>();
  return (key: string) => {
    if (!made.has(key) || counted.has(key)) return 0;
    counted.add(key);
    return 1;
  };
}

export async function addToFigureSummaries(db: Kysely<DB>, add: SummaryIncrements): Promise<void> {
  const newScriptDay = firstOf(add.newScriptDays);
  const newPairDay = firstOf(add.newPairDays);
  const scriptSums = (r: ScriptDayFigures): Sums => ({
    days: newScriptDay(`${r.scriptId}|${r.day}`),
    ...Object.fromEntries(Object.entries(SCRIPT_COUNTS).map(([field, column]) => [column, r[field as keyof typeof SCRIPT_COUNTS]])),
    ecpm_weight: r.active * (add.ecpms.get(`${r.scriptId}|${r.day}`) ?? 0),
  });
  const scriptMonths = grouped(add.scripts, (r) => `${r.scriptId}|${monthOf(r.day)}`, scriptSums);
  await addInKeyOrder(db, 'script_day_months', ['script_id', 'month'], ['days', ...SCRIPT_SUMS],
    rowsOf(scriptMonths, ['script_id', 'month'], [true, false]));
  const pairMonths = grouped(add.pairs, (r) => `${r.scriptId}|${r.cooperateId}|${monthOf(r.day)}`, (r) => ({
    days: newPairDay(`${r.scriptId}|${r.cooperateId}|${r.day}`),
    active_num: r.active,
    click_num: r.clicks,
  }));
  const newPairMonths = await addInKeyOrder(db, 'script_cooperate_months', ['script_id', 'cooperate_id', 'month'],
    PAIR_SUMS, rowsOf(pairMonths, ['script_id', 'cooperate_id', 'month'], [true, true, false]), true);

  const monthTotals = grouped([...scriptMonths], ([key]) => key.split('|')[1]!, ([, sums]) => sums);
  await addInKeyOrder(db, 'script_day_month_totals', ['month'], ['days', ...SCRIPT_SUMS],
    rowsOf(monthTotals, ['month'], [false]));
  const partnerTotals = grouped([...pairMonths], ([key]) => {
    const [, cooperateId, month] = key.split('|');
    return `${cooperateId}|${month}`;
  }, ([key, sums]) => ({ ...sums, pair_months: newPairMonths.has(key) ? 1 : 0 }));
  await addInKeyOrder(db, 'script_cooperate_month_totals', ['cooperate_id', 'month'], [...PAIR_SUMS, 'pair_months'],
    rowsOf(partnerTotals, ['cooperate_id', 'month'], [true, false]));
}

/**
 * A change of script days' eCPM (the days themselves already written in this transaction):
 * `weights` is the change of Σ actives × eCPM per `scriptId|month`.
 */
export async function addEcpmWeights(db: Kysely<DB>, weights: ReadonlyMap<string, number>): Promise<void> {
  const changed = new Map([...weights].filter(([, change]) => change !== 0).map(([key, change]) => [key, { ecpm_weight: change }]));
  await addInKeyOrder(db, 'script_day_months', ['script_id', 'month'], ['ecpm_weight'], rowsOf(changed, ['script_id', 'month'], [true, false]));
  const totals = grouped([...changed], ([key]) => key.split('|')[1]!, ([, sums]) => sums);
  await addInKeyOrder(db, 'script_day_month_totals', ['month'], ['ecpm_weight'], rowsOf(totals, ['month'], [false]));
}

/** Empties the summaries and sums them again from the day rows (bulk loads, repairs). */
export async function rebuildFigureSummaries(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of ['script_day_months', 'script_day_month_totals', 'script_cooperate_months', 'script_cooperate_month_totals'] as const)
      await sql`delete from ${sql.table(table)}`.execute(trx);
    await fillFigureSummaries(trx as unknown as Kysely<unknown>);
  });
}
