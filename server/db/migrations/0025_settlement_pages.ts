import { type Migration, sql } from 'kysely';
import type { Db } from './ddl.js';

/**
 * 0025: the script months' pages (docs/scale.md, "A deep page of settlements"). A partial index
 * of the script settlements in the list's default order: a deep page steps over its skipped
 * entries without comparing each one's kind, a third of the time it took through the index led
 * by the kind. The same statement on both databases.
 */
export function settlementPages(): Migration {
  return {
    async up(db: Db) {
      await sql`create index settlements_script_pages_idx on settlements (month, id) where kind = 'script'`.execute(db);
    },
    async down(db: Db) {
      await db.schema.dropIndex('settlements_script_pages_idx').execute();
    },
  };
}
