import { type Migration, sql } from 'kysely';
import type { Dialect } from '../schema.js';
import type { Db } from './ddl.js';

/**
 * 0026: `fold_case(text)`, the lowering a "contains" search uses for a text with letters outside
 * ASCII (docs/resources.md, "Filters"). PostgreSQL's own `lower` folds them already, so there it is
 * `lower`, inlined by the planner. SQLite's folds A–Z only: there the server registers the
 * function on each connection it opens (server/db/connection.ts), and this migration has nothing
 * to keep.
 */
export function foldCase(dialect: Dialect): Migration {
  return {
    async up(db: Db) {
      if (dialect !== 'postgres') return;
      await sql`create function fold_case(text) returns text language sql immutable strict parallel safe as 'select lower($1)'`.execute(db);
    },
    async down(db: Db) {
      if (dialect !== 'postgres') return;
      await sql`drop function fold_case(text)`.execute(db);
    },
  };
}
