/** Small lookups that enrich a page of records: names of related rows, counts of children. */
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { LooseDb } from '../../resource/resource.js';

/** id -> column value of the given rows. */
export async function namesBy(db: LooseDb, table: string, column: string, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = (await db.selectFrom(table).select(['id', `${column} as name`]).where('id', 'in', unique).execute()) as { id: number; name: string }[];
  return new Map(rows.map((r) => [Number(r.id), String(r.name)]));
}

/** parent id -> number of rows of `table` whose `column` is that id. */
export async function countsBy(db: LooseDb, table: string, column: string, ids: readonly number[], extra?: RawBuilder<SqlBool>): Promise<Map<number, number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  let select = db
    .selectFrom(table)
    .select([sql.ref(column).as('parent'), sql<string | number>`count(*)`.as('n')])
    .where(column, 'in', unique)
    .groupBy(column);
  if (extra) select = select.where(extra);
  const rows = (await select.execute()) as { parent: number; n: string | number }[];
  return new Map(rows.map((r) => [Number(r.parent), Number(r.n)]));
}
