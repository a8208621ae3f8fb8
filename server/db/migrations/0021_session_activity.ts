import { type Migration, sql } from 'kysely';
import type { Db } from './ddl.js';

/**
 * 0021: when each session was last used (docs/auth-protocol.md, "Idle sessions"), so that a
 * session left alone longer than its idle limit ends. Written at most once a minute per session,
 * not on every request. Sessions open before this start counting from their sign-in.
 */
export function sessionActivity(): Migration {
  return {
    async up(db: Db) {
      await db.schema.alterTable('sessions').addColumn('last_used_at', 'text').execute();
      await sql`update sessions set last_used_at = created_at`.execute(db);
    },
    async down(db: Db) {
      await db.schema.alterTable('sessions').dropColumn('last_used_at').execute();
    },
  };
}
