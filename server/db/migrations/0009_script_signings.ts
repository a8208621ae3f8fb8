import { type Migration, sql } from 'kysely';
import type { Dialect } from '../schema.js';
import { type Db, idColumn } from './ddl.js';

/** The share a script's company had before contracts existed: half, to be corrected by an admin. */
const SHARE_BEFORE_CONTRACTS = 5000;

/**
 * 0009: signing contracts (docs/signing.md). A script signed with a company (scripts.company_id)
 * becomes one open-ended contract from the script's first month (its first settlement month, else
 * the month it was made), and scripts.company_id is cleared: from here on the contracts say which
 * company a month belongs to. Down writes the contract in force back.
 */
export function scriptSignings(dialect: Dialect): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('script_signings')
        .addColumn('id', 'integer', idColumn(dialect))
        .addColumn('script_id', 'integer', (c) => c.notNull().references('scripts.id'))
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
        // Hundredths of a percent: 3000 is 30 %.
        .addColumn('share_bp', 'integer', (c) => c.notNull().check(sql`share_bp between 0 and 10000`))
        .addColumn('start_month', 'text', (c) => c.notNull())
        .addColumn('end_month', 'text', (c) => c.check(sql`end_month is null or end_month >= start_month`))
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('script_signings_script_idx').on('script_signings').columns(['script_id', 'start_month']).execute();
      await db.schema.createIndex('script_signings_company_idx').on('script_signings').columns(['company_id', 'start_month']).execute();
      await sql`
        insert into script_signings (script_id, company_id, share_bp, start_month, end_month, note, created_at, updated_at)
        select s.id, s.company_id, ${SHARE_BEFORE_CONTRACTS},
          coalesce((select min(t.month) from settlements t where t.kind = 'script' and t.subject_id = s.id), substr(s.created_at, 1, 7)),
          null, '', s.updated_at, s.updated_at
        from scripts s where s.company_id is not null`.execute(db);
      await sql`update scripts set company_id = null where company_id is not null`.execute(db);
    },
    async down(db: Db) {
      await sql`
        update scripts set company_id = (
          select g.company_id from script_signings g where g.script_id = scripts.id
          order by g.end_month is null desc, g.end_month desc limit 1)`.execute(db);
      await db.schema.dropTable('script_signings').execute();
    },
  };
}
