/** DDL helpers shared by the migrations: where SQLite and PostgreSQL differ. */
import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import type { Dialect } from '../schema.js';

export type Db = Kysely<unknown>;

/** Auto-increment integer id: SQLite autoincrement, PostgreSQL identity. */
export function idColumn(dialect: Dialect) {
  return (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
}

/** SQLite: the trigger that refuses one operation on an append-only table. */
async function sqliteRefusal(db: Db, table: string, op: 'UPDATE' | 'DELETE'): Promise<void> {
  await sql
    .raw(
      `CREATE TRIGGER ${table}_no_${op.toLowerCase()} BEFORE ${op} ON ${table} ` +
        `BEGIN SELECT RAISE(ABORT, '${table} is append-only'); END`,
    )
    .execute(db);
}

/** Triggers that refuse UPDATE and DELETE (and TRUNCATE on PostgreSQL) on a table. */
export async function appendOnly(db: Db, dialect: Dialect, table: string): Promise<void> {
  if (dialect === 'sqlite') {
    for (const op of ['UPDATE', 'DELETE'] as const) await sqliteRefusal(db, table, op);
    return;
  }
  await sql
    .raw(
      `CREATE OR REPLACE FUNCTION ${table}_append_only() RETURNS trigger LANGUAGE plpgsql AS ` +
        `$$ BEGIN RAISE EXCEPTION '${table} is append-only'; END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER ${table}_no_change BEFORE UPDATE OR DELETE ON ${table} ` +
        `FOR EACH ROW EXECUTE FUNCTION ${table}_append_only()`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table} ` +
        `FOR EACH STATEMENT EXECUTE FUNCTION ${table}_append_only()`,
    )
    .execute(db);
}

/**
 * Makes a column added to a filled table NOT NULL once it is filled: PostgreSQL alters the column;
 * SQLite cannot, so triggers refuse a NULL on insert and update instead.
 */
export async function requireValue(db: Db, dialect: Dialect, table: string, column: string): Promise<void> {
  if (dialect === 'postgres') {
    await sql.raw(`ALTER TABLE ${table} ALTER COLUMN ${column} SET NOT NULL`).execute(db);
    return;
  }
  for (const [op, on] of [['insert', 'INSERT'], ['update', `UPDATE OF ${column}`]] as const) {
    await sql
      .raw(
        `CREATE TRIGGER ${table}_${column}_required_${op} BEFORE ${on} ON ${table} ` +
          `WHEN NEW.${column} IS NULL BEGIN SELECT RAISE(ABORT, 'NOT NULL constraint failed: ${table}.${column}'); END`,
      )
      .execute(db);
  }
}

/** Undoes {@link requireValue} (the column itself is dropped by the caller). */
export async function dropRequireValue(db: Db, dialect: Dialect, table: string, column: string): Promise<void> {
  if (dialect === 'postgres') return;
  for (const op of ['insert', 'update']) await sql.raw(`DROP TRIGGER IF EXISTS ${table}_${column}_required_${op}`).execute(db);
}

/**
 * Runs `fill` with UPDATE allowed on an append-only table, for a migration that fills a new
 * column of the rows already there, and refuses it again afterwards, all in one transaction: no
 * other change can slip in meanwhile. PostgreSQL's migrations already run in a transaction
 * (ALTER TABLE also locks the table until it commits); SQLite's do not, so one is opened here.
 */
export async function fillAppendOnly(
  db: Db,
  dialect: Dialect,
  table: string,
  fill: (db: Db) => Promise<void>,
): Promise<void> {
  if (dialect === 'postgres') {
    await sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER ${table}_no_change`).execute(db);
    await fill(db);
    await sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER ${table}_no_change`).execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    await sql.raw(`DROP TRIGGER ${table}_no_update`).execute(trx);
    await fill(trx);
    await sqliteRefusal(trx, table, 'UPDATE');
  });
}
