/**
 * Monthly figures are derived from the days (docs/settlement.md): every script or partner month
 * that has daily rows gets its settlement record, and a record still `unapplied` takes the
 * current sums of its days (late figures included). Once applied, a record's figures stay what
 * the owner applied with. Runs at start-up, hourly, and for one record just before APPLY.
 * Plain INSERT … SELECT / UPDATE with correlated sums: the same SQL on both databases.
 */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { isoTime } from '../../db/values.js';

/** settlements column -> the day table's sum expression, per kind. */
const SCRIPT_SUMS: Record<string, string> = {
  active_num: 'sum(d.active_num)',
  free_num: 'sum(d.free_num)',
  trial_num: 'sum(d.trial_num)',
  red_finger_num: 'sum(d.red_finger_num)',
  vmos_num: 'sum(d.vmos_num)',
  virtual_cloud_num: 'sum(d.virtual_cloud_num)',
  flying_cloud_num: 'sum(d.flying_cloud_num)',
  ecpm_weight: 'sum(d.active_num * d.ecpm)',
};
const COOPERATE_SUMS: Record<string, string> = {
  active_num: 'sum(d.active_num)',
  click_num: 'sum(d.click_num)',
};

const SOURCES = [
  { kind: 'script', table: 'script_active_days', subject: 'script_id', sums: SCRIPT_SUMS },
  {
    kind: 'cooperate',
    table: 'cooperate_active_days',
    subject: 'cooperate_id',
    sums: COOPERATE_SUMS,
  },
] as const;

/** Creates the missing month records and refreshes the unapplied ones; answers how many were created. */
export async function syncSettlements(db: Kysely<DB>, now: number = Date.now()): Promise<number> {
  let created = 0;
  const at = isoTime(now);
  for (const source of SOURCES) {
    const columns = Object.keys(source.sums);
    const inserted = await sql`
      insert into settlements (kind, subject_id, month, ${sql.raw(columns.join(', '))}, status, created_at, updated_at)
      select ${source.kind}, d.${sql.raw(source.subject)}, d.month, ${sql.raw(columns.map((c) => `coalesce(${source.sums[c]}, 0)`).join(', '))},
             'unapplied', ${at}, ${at}
      from ${sql.raw(source.table)} d
      where not exists (
        select 1 from settlements s
        where s.kind = ${source.kind} and s.subject_id = d.${sql.raw(source.subject)} and s.month = d.month
      )
      group by d.${sql.raw(source.subject)}, d.month`.execute(db);
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
  source: (typeof SOURCES)[number],
  where: ReturnType<typeof sql>,
  at: string,
): Promise<void> {
  const sets = Object.entries(source.sums).map(
    ([column, sum]) =>
      sql`${sql.raw(column)} = (select coalesce(${sql.raw(sum)}, 0) from ${sql.raw(source.table)} d
        where d.${sql.raw(source.subject)} = settlements.subject_id and d.month = settlements.month)`,
  );
  // updated_at only moves when a figure really changed, so an hourly run leaves quiet rows alone.
  const changed = Object.entries(source.sums).map(
    ([column, sum]) =>
      sql`${sql.raw(column)} <> (select coalesce(${sql.raw(sum)}, 0) from ${sql.raw(source.table)} d
        where d.${sql.raw(source.subject)} = settlements.subject_id and d.month = settlements.month)`,
  );
  await sql`
    update settlements set ${sql.join(sets, sql`, `)}, updated_at = ${at}
    where settlements.kind = ${source.kind} and ${where} and (${sql.join(changed, sql` or `)})`.execute(
    db,
  );
}
