import { type Migration, sql } from 'kysely';
import type { Dialect } from '../schema.js';
import type { Db } from './ddl.js';

/**
 * 0026: `fold_case(text)`, the case folding a "contains" search uses on both sides for a text with
 * letters outside ASCII (docs/resources.md, "Filters"; server/db/foldCase.ts says what it folds).
 * On PostgreSQL it is `lower` with the final sigma and the combining dot above folded as
 * server/db/foldCase.ts folds them, a plain SQL function the planner inlines. SQLite's `lower`
 * folds A–Z only: there the server registers `foldCase` on each connection it opens
 * (server/db/connection.ts), and this migration has nothing to keep.
 */
export function foldCaseFunction(dialect: Dialect): Migration {
  return {
    async up(db: Db) {
      if (dialect !== 'postgres') return;
      await sql`create function fold_case(text) returns text language sql immutable strict parallel safe
        as $$select replace(replace(lower($1), 'ς', 'σ'), 'i' || chr(775), 'i')$$`.execute(db);
    },
    async down(db: Db) {
      if (dialect !== 'postgres') return;
      await sql`drop function fold_case(text)`.execute(db);
    },
  };
}
