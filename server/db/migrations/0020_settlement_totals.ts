import { type Migration, sql } from 'kysely';
import type { Dialect } from '../schema.js';
import { type Db, idColumn } from './ddl.js';

/**
 * 0020: the month records (settlements) counted and summed per kind, month and status
 * (docs/scale.md). Triggers append each change of a record as a row of
 * `settlement_total_changes` (plain inserts: writers never wait on one another, which a shared
 * counter row would make them do, and in opposite orders); a fold adds them to
 * `settlement_totals` in one transaction now and then. A reader sums both, so the numbers are
 * exact at every moment.
 */
const SUMS = ['active_num', 'free_num', 'trial_num', 'active_final_num', 'active_money'] as const;

/** The change a record's row makes, as one row of changes (`sign` 1 for its new values, -1 for its old). */
const changeOf = (row: 'NEW' | 'OLD', sign: 1 | -1) =>
  `INSERT INTO settlement_total_changes (kind, month, status, records, ${SUMS.join(', ')})
   VALUES (${row}.kind, ${row}.month, ${row}.status, ${sign}, ${SUMS.map((c) => `${sign} * coalesce(${row}.${c}, 0)`).join(', ')});`;

/** An update that changes nothing counted (eCPM, reasons, times) adds no row. */
const COUNTED_CHANGE = ['kind', 'month', 'status', ...SUMS].map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ');
const SQLITE_COUNTED_CHANGE = ['kind', 'month', 'status', ...SUMS].map((c) => `OLD.${c} IS NOT NEW.${c}`).join(' OR ');

export function settlementTotals(dialect: Dialect): Migration {
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Db) {
      for (const name of ['settlement_totals', 'settlement_total_changes']) {
        let table = db.schema.createTable(name);
        if (name === 'settlement_total_changes') table = table.addColumn('id', 'integer', idColumn(dialect));
        table = table
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('month', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('records', big, (c) => c.notNull().defaultTo(0));
        for (const column of SUMS) table = table.addColumn(column, big, (c) => c.notNull().defaultTo(0));
        if (name === 'settlement_totals') table = table.addPrimaryKeyConstraint('settlement_totals_key', ['kind', 'month', 'status'] as never);
        await table.execute();
      }
      await sql
        .raw(
          `INSERT INTO settlement_totals (kind, month, status, records, ${SUMS.join(', ')})
           SELECT kind, month, status, count(*), ${SUMS.map((c) => `coalesce(sum(${c}), 0)`).join(', ')}
           FROM settlements GROUP BY kind, month, status`,
        )
        .execute(db);
      if (dialect === 'postgres') {
        await sql
          .raw(
            `CREATE FUNCTION settlement_total_change() RETURNS trigger LANGUAGE plpgsql AS $$
             BEGIN
               IF TG_OP IN ('UPDATE', 'DELETE') THEN ${changeOf('OLD', -1)} END IF;
               IF TG_OP IN ('UPDATE', 'INSERT') THEN ${changeOf('NEW', 1)} END IF;
               RETURN NULL;
             END $$`,
          )
          .execute(db);
        await sql.raw(`CREATE TRIGGER settlement_total_added AFTER INSERT OR DELETE ON settlements FOR EACH ROW EXECUTE FUNCTION settlement_total_change()`).execute(db);
        await sql
          .raw(`CREATE TRIGGER settlement_total_changed AFTER UPDATE ON settlements FOR EACH ROW WHEN (${COUNTED_CHANGE}) EXECUTE FUNCTION settlement_total_change()`)
          .execute(db);
        return;
      }
      await sql.raw(`CREATE TRIGGER settlement_total_added AFTER INSERT ON settlements BEGIN ${changeOf('NEW', 1)} END`).execute(db);
      await sql.raw(`CREATE TRIGGER settlement_total_removed AFTER DELETE ON settlements BEGIN ${changeOf('OLD', -1)} END`).execute(db);
      await sql
        .raw(`CREATE TRIGGER settlement_total_changed AFTER UPDATE ON settlements WHEN ${SQLITE_COUNTED_CHANGE} BEGIN ${changeOf('OLD', -1)} ${changeOf('NEW', 1)} END`)
        .execute(db);
    },
    async down(db: Db) {
      if (dialect === 'postgres') {
        await sql.raw('DROP TRIGGER IF EXISTS settlement_total_added ON settlements').execute(db);
        await sql.raw('DROP TRIGGER IF EXISTS settlement_total_changed ON settlements').execute(db);
        await sql.raw('DROP FUNCTION IF EXISTS settlement_total_change()').execute(db);
      } else {
        for (const name of ['settlement_total_added', 'settlement_total_removed', 'settlement_total_changed'])
          await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
      }
      await db.schema.dropTable('settlement_total_changes').ifExists().execute();
      await db.schema.dropTable('settlement_totals').ifExists().execute();
    },
  };
}
