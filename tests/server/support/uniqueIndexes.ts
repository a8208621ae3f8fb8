/** The unique indexes of a table as the database reports them: each index's columns, in order. */
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../../server/db/schema.js';

export async function uniqueIndexesOf(db: Kysely<unknown>, dialect: Dialect, table: string): Promise<string[][]> {
  const rows =
    dialect === 'sqlite'
      ? await sql<{ name: string; column: string }>`
          select il.name as name, ii.name as "column"
          from pragma_index_list(${table}) as il join pragma_index_info(il.name) as ii
          where il."unique" = 1
          order by il.name, ii.seqno`.execute(db)
      : await sql<{ name: string; column: string }>`
          select i.relname as name, a.attname as "column"
          from pg_index x
          join pg_class t on t.oid = x.indrelid
          join pg_class i on i.oid = x.indexrelid
          join unnest(x.indkey) with ordinality as k(attnum, ord) on true
          join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
          where t.relname = ${table} and x.indisunique
          order by i.relname, k.ord`.execute(db);
  const byIndex = new Map<string, string[]>();
  for (const row of rows.rows) byIndex.set(row.name, [...(byIndex.get(row.name) ?? []), row.column]);
  return [...byIndex.values()];
}
