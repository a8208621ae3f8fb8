/**
 * Monthly figures are derived from the days (docs/settlement.md): every script or partner month
 * that has daily rows gets its settlement record, and a record still `unapplied` takes the
 * current sums of its days (late figures included). Once applied, a record's figures stay what
 * the owner applied with. Runs at start-up, hourly, and for one record just before APPLY.
 * Plain INSERT … SELECT and UPDATE: the same SQL on both databases.
 */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { isoTime } from '../../db/values.js';
import { SCRIPT_SUMS } from './figureSummaries.js';

const COOPERATE_FIGURES = ['active_num', 'click_num'] as const;

/**
 * Where a kind's month figures are read. A script's month is one row of its month summary
 * (`script_day_months`, kept with the days, docs/scale.md): a keyed read, never a sum over ten
 * million days, so the hourly run does not hold the database (SQLite: the whole server) for
 * seconds. A partner's days are few per month and summed as they are read.
 */
const SOURCES = [
  { kind: 'script', table: 'script_day_months', subject: 'script_id', figures: SCRIPT_SUMS, summed: false },
  { kind: 'cooperate', table: 'cooperate_active_days', subject: 'cooperate_id', figures: COOPERATE_FIGURES, summed: true },
] as const;
type Source = (typeof SOURCES)[number];

/** A figure of the month's row (`d`): a plain column of the summary, or the sum of the days. */
const figureOf = (source: Source, column: string) => sql.raw(source.summed ? `coalesce(sum(d.${column}), 0)` : `d.${column}`);

/** Creates the missing month records and refreshes the unapplied ones; answers how many were created. */
export async function syncSettlements(db: Kysely<DB>, now: number = Date.now()): Promise<number> {
  let created = 0;
  const at = isoTime(now);
  for (const source of SOURCES) {
    const inserted = await sql`
      insert into settlements (kind, subject_id, month, ${sql.raw(source.figures.join(', '))}, status, created_at, updated_at)
      select ${source.kind}, d.${sql.raw(source.subject)}, d.month, ${sql.join(source.figures.map((c) => figureOf(source, c)))},
             'unapplied', ${at}, ${at}
      from ${sql.raw(source.table)} d
      where not exists (
        select 1 from settlements s
        where s.kind = ${source.kind} and s.subject_id = d.${sql.raw(source.subject)} and s.month = d.month
      )
      ${source.summed ? sql`group by d.${sql.raw(source.subject)}, d.month` : sql``}`.execute(db);
    created += Number(inserted.numAffectedRows ?? 0);
    await refresh(db, source, sql`settlements.status = 'unapplied'`, at);
  }
  return created;
}

/** Refreshes one unapplied record's figures from its days (inside the APPLY transaction). */
export async function refreshSettlement(
  db: Kysely<DB>,
  id: number,
  now: number = Date.now(),
): Promise<void> {
  for (const source of SOURCES) {
    await refresh(
      db,
      source,
      sql`settlements.id = ${id} and settlements.status = 'unapplied'`,
      isoTime(now),
    );
  }
}

async function refresh(
  db: Kysely<DB>,
  source: Source,
  where: ReturnType<typeof sql>,
  at: string,
): Promise<void> {
  // updated_at only moves when a figure really changed, so an hourly run leaves quiet rows alone.
  if (!source.summed) {
    // One join on the summary's key (update … from: SQLite 3.33+ and PostgreSQL alike).
    const sets = source.figures.map((column) => sql`${sql.raw(column)} = d.${sql.raw(column)}`);
    const changed = source.figures.map((column) => sql`settlements.${sql.raw(column)} <> d.${sql.raw(column)}`);
    await sql`
      update settlements set ${sql.join(sets, sql`, `)}, updated_at = ${at}
      from ${sql.raw(source.table)} d
      where settlements.kind = ${source.kind} and d.${sql.raw(source.subject)} = settlements.subject_id
        and d.month = settlements.month and ${where} and (${sql.join(changed, sql` or `)})`.execute(db);
    return;
  }
  const monthSum = (column: string) =>
    sql`(select ${figureOf(source, column)} from ${sql.raw(source.table)} d
        where d.${sql.raw(source.subject)} = settlements.subject_id and d.month = settlements.month)`;
  const sets = source.figures.map((column) => sql`${sql.raw(column)} = ${monthSum(column)}`);
  const changed = source.figures.map((column) => sql`${sql.raw(column)} <> ${monthSum(column)}`);
  await sql`
    update settlements set ${sql.join(sets, sql`, `)}, updated_at = ${at}
    where settlements.kind = ${source.kind} and ${where} and (${sql.join(changed, sql` or `)})`.execute(
    db,
  );
}
