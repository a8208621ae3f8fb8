/**
 * The one way daily figures grow (docs/ingestion.md, "From events to figures"): increments to the
 * day rows of scripts, partners, script-partner pairs and shared configs, the same increments to
 * their summaries (docs/scale.md) and to the month records still `unapplied` (docs/settlement.md). Launches reach here through
 * ./launches.ts; the demo seed sends its generated days through here too.
 *
 * Increments commute, so concurrent batches (one instance or several) add up exactly; rows are
 * written in key order, so two transactions touching the same days never wait on each other in a
 * circle (PostgreSQL would abort one as a deadlock).
 */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { isoTime } from '../../db/values.js';
import { addToFigureSummaries, SCRIPT_COUNTS } from '../active/figureSummaries.js';
import { addInKeyOrder } from './increments.js';

export interface ScriptDayFigures {
  scriptId: number;
  day: string;
  active: number;
  free: number;
  trial: number;
  redFinger: number;
  vmos: number;
  virtualCloud: number;
  flyingCloud: number;
}
export interface PairDayFigures {
  scriptId: number;
  cooperateId: number;
  day: string;
  active: number;
  clicks: number;
}
export interface PartnerDayFigures {
  cooperateId: number;
  day: string;
  active: number;
  clicks: number;
}
export interface LinkerDayFigures {
  linkerId: number;
  day: string;
  active: number;
  uses: number;
}

export interface DayIncrements {
  scripts: ScriptDayFigures[];
  pairs: PairDayFigures[];
  partners: PartnerDayFigures[];
  linkers: LinkerDayFigures[];
}

export const noIncrements = (): DayIncrements => ({
  scripts: [],
  pairs: [],
  partners: [],
  linkers: [],
});
export const NO_FIGURES = {
  active: 0,
  free: 0,
  trial: 0,
  redFinger: 0,
  vmos: 0,
  virtualCloud: 0,
  flyingCloud: 0,
} as const;

export const monthOf = (day: string) => day.slice(0, 7);
export const byKey = <T>(rows: T[], key: (row: T) => string) =>
  [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));

const SCRIPT_SUMS = Object.values(SCRIPT_COUNTS);

/**
 * Adds the increments to the day rows (made when missing), to their summaries
 * (../active/figureSummaries.ts) and to the unapplied month records. Tables are written in one
 * order (days, summaries, months), each in key order.
 */
export async function addDayFigures(
  db: Kysely<DB>,
  increments: DayIncrements,
  now: number = Date.now(),
): Promise<void> {
  const scripts = increments.scripts;
  const newScriptDays = await addInKeyOrder(
    db,
    'script_active_days',
    ['script_id', 'day'],
    SCRIPT_SUMS,
    scripts.map((r) => ({
      script_id: r.scriptId,
      day: r.day,
      month: monthOf(r.day),
      active_num: r.active,
      free_num: r.free,
      trial_num: r.trial,
      red_finger_num: r.redFinger,
      vmos_num: r.vmos,
      virtual_cloud_num: r.virtualCloud,
      flying_cloud_num: r.flyingCloud,
    })),
    true,
  );
  const pairs = increments.pairs;
  const newPairDays = await addInKeyOrder(
    db,
    'script_cooperate_active_days',
    ['script_id', 'cooperate_id', 'day'],
    ['active_num', 'click_num'],
    pairs.map((r) => ({
      script_id: r.scriptId,
      cooperate_id: r.cooperateId,
      day: r.day,
      month: monthOf(r.day),
      active_num: r.active,
      click_num: r.clicks,
    })),
    true,
  );
  const partners = increments.partners;
  await addInKeyOrder(
    db,
    'cooperate_active_days',
    ['cooperate_id', 'day'],
    ['active_num', 'click_num'],
    partners.map((r) => ({
      cooperate_id: r.cooperateId,
      day: r.day,
      month: monthOf(r.day),
      active_num: r.active,
      click_num: r.clicks,
    })),
  );
  await addInKeyOrder(
    db,
    'linker_active_days',
    ['linker_id', 'day'],
    ['active_num', 'use_num'],
    increments.linkers.map((r) => ({
      linker_id: r.linkerId,
      day: r.day,
      month: monthOf(r.day),
      active_num: r.active,
      use_num: r.uses,
    })),
  );
  const ecpms = await dayEcpms(db, scripts);
  await addToFigureSummaries(db, { scripts, newScriptDays, ecpms, pairs, newPairDays });
  await addToMonths(db, scripts, ecpms, partners, isoTime(now));
}

/** The eCPM of each script day in `scripts` (after they were written), by `scriptId|day`. */
async function dayEcpms(db: Kysely<DB>, scripts: ScriptDayFigures[]): Promise<Map<string, number>> {
  const ecpms = new Map<string, number>();
  for (let start = 0; start < scripts.length; start += 400) {
    const rows = scripts.slice(start, start + 400);
    const found = await db
      .selectFrom('script_active_days')
      .select(['script_id', 'day', 'ecpm'])
      .where((eb) =>
        eb.or(rows.map((r) => eb.and([eb('script_id', '=', r.scriptId), eb('day', '=', r.day)]))),
      )
      .execute();
    for (const row of found) ecpms.set(`${row.script_id}|${row.day}`, Number(row.ecpm));
  }
  return ecpms;
}

type MonthSums = Record<string, number>;

function monthSums<T extends { day: string }>(
  rows: T[],
  subject: (row: T) => number,
  sums: (row: T) => MonthSums,
): Map<string, MonthSums> {
  const months = new Map<string, MonthSums>();
  for (const row of rows) {
    const key = `${subject(row)}|${monthOf(row.day)}`;
    const total = months.get(key) ?? {};
    for (const [column, value] of Object.entries(sums(row)))
      total[column] = (total[column] ?? 0) + value;
    months.set(key, total);
  }
  return months;
}

/**
 * The month records: made when missing (zeros, then the increment), and increased while still
 * `unapplied`; an applied month keeps the figures its owner applied with. The weighted eCPM sum
 * grows by the new actives at their day's eCPM.
 */
async function addToMonths(
  db: Kysely<DB>,
  scripts: ScriptDayFigures[],
  ecpms: ReadonlyMap<string, number>,
  partners: PartnerDayFigures[],
  at: string,
): Promise<void> {
  const scriptMonths = monthSums(
    scripts,
    (r) => r.scriptId,
    (r) => ({
      active_num: r.active,
      free_num: r.free,
      trial_num: r.trial,
      red_finger_num: r.redFinger,
      vmos_num: r.vmos,
      virtual_cloud_num: r.virtualCloud,
      flying_cloud_num: r.flyingCloud,
      ecpm_weight: r.active * (ecpms.get(`${r.scriptId}|${r.day}`) ?? 0),
    }),
  );
  const partnerMonths = monthSums(
    partners,
    (r) => r.cooperateId,
    (r) => ({ active_num: r.active, click_num: r.clicks }),
  );
  for (const [kind, months] of [
    ['script', scriptMonths],
    ['cooperate', partnerMonths],
  ] as const) {
    for (const [key, sums] of [...months].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const [subject, month] = key.split('|') as [string, string];
      await db
        .insertInto('settlements')
        .values({
          kind,
          subject_id: Number(subject),
          month,
          status: 'unapplied',
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.columns(['kind', 'subject_id', 'month']).doNothing())
        .execute();
      const added = Object.entries(sums).filter(([, value]) => value !== 0);
      if (added.length === 0) continue;
      const sets = added.map(
        ([column, value]) => sql`${sql.ref(column)} = ${sql.ref(column)} + ${value}`,
      );
      await sql`
        update settlements set ${sql.join(sets, sql`, `)}, updated_at = ${at}
        where kind = ${kind} and subject_id = ${Number(subject)} and month = ${month} and status = 'unapplied'`.execute(
        db,
      );
    }
  }
}
