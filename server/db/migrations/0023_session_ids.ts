import { type Migration, sql } from 'kysely';
import type { Dialect } from '../schema.js';
import { type Db, dropRequireValue, requireValue } from './ddl.js';

/**
 * 0023: a public id for each session (docs/auth-protocol.md, "Sessions"), so that a user can list
 * and end their sessions without the token's hash ever leaving the server. 128 random bits in hex;
 * the sessions already open get one here, and every new one from `createSession`.
 */
export function sessionIds(dialect: Dialect): Migration {
  return {
    async up(db: Db) {
      await db.schema.alterTable('sessions').addColumn('public_id', 'text').execute();
      const random =
        dialect === 'postgres' ? sql`replace(gen_random_uuid()::text, '-', '')` : sql`lower(hex(randomblob(16)))`;
      await sql`update sessions set public_id = ${random}`.execute(db);
      await requireValue(db, dialect, 'sessions', 'public_id');
      await db.schema.createIndex('sessions_public_id').unique().on('sessions').column('public_id').execute();
    },
    async down(db: Db) {
      await db.schema.dropIndex('sessions_public_id').execute();
      await dropRequireValue(db, dialect, 'sessions', 'public_id');
      await db.schema.alterTable('sessions').dropColumn('public_id').execute();
    },
  };
}
