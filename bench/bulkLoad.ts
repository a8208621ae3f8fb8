/**
 * A bulk load as a database restore does it: the tables' plain (non-unique) indexes are dropped
 * first and built again once the rows are in. Built from sorted rows at the end, an index costs a
 * fraction of keeping it in order one insert at a time; ten million rows into tables with six
 * such indexes each took most of the scale benchmark's build (docs/scale.md). Unique indexes and
 * keys stay, so the load still refuses a duplicate.
 */
import { sql } from 'kysely';
import type { Database } from '../server/db/schema';

async function plainIndexes(database: Database, tables: readonly string[]): Promise<{ name: string; definition: string }[]> {
  if (database.dialect === 'postgres') {
    const found = await sql<{ name: string; definition: string }>`
      select i.indexname as name, i.indexdef as definition from pg_indexes i
      join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid
      where i.schemaname = current_schema() and i.tablename in (${sql.join(tables)}) and not x.indisunique`.execute(database.db);
    return found.rows;
  }
  const found = await sql<{ name: string; definition: string | null }>`
    select name, sql as definition from sqlite_master
    where type = 'index' and tbl_name in (${sql.join(tables)}) and sql is not null and sql not like 'CREATE UNIQUE%'`.execute(database.db);
  return found.rows.filter((row): row is { name: string; definition: string } => row.definition !== null);
}

/** Runs `load` with the tables' plain indexes dropped; builds them again afterwards, whatever happened. */
export async function withoutPlainIndexes(database: Database, tables: readonly string[], load: () => Promise<void>): Promise<void> {
  const indexes = await plainIndexes(database, tables);
  for (const index of indexes) await sql`drop index ${sql.ref(index.name)}`.execute(database.db);
  try {
    await load();
  } finally {
    // PostgreSQL sorts an index in memory up to maintenance_work_mem (64 MB by default): more is faster.
    await database.db.transaction().execute(async (db) => {
      if (database.dialect === 'postgres') await sql`set local maintenance_work_mem = '512MB'`.execute(db);
      for (const index of indexes) await sql.raw(index.definition).execute(db);
    });
  }
}
