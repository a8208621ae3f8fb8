import { type Migration, sql } from 'kysely';
import type { Dialect } from '../schema.js';
import { type Db, idColumn } from './ddl.js';

/**
 * 0024: two-step verification (docs/auth-protocol.md, "Two-step verification"). `user_mfa` holds
 * an account's sealed TOTP secret, the last time step a code was accepted for (the replay guard)
 * and an enrolment's pending secret; `mfa_recovery_codes` its single-use recovery codes, as
 * HMACs. A session's `mfa_stage` says what it still has to do ('verify', 'enrol'; null: complete).
 */
export function mfa(dialect: Dialect): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('user_mfa')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
        .addColumn('secret_sealed', 'text')
        .addColumn('enabled_at', 'text')
        .addColumn('last_step', 'integer')
        .addColumn('pending_secret_sealed', 'text')
        .addColumn('pending_at', 'text')
        .execute();
      await db.schema
        .createTable('mfa_recovery_codes')
        .addColumn('id', 'integer', idColumn(dialect))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('mfa_recovery_codes_user_idx').on('mfa_recovery_codes').column('user_id').execute();
      await db.schema
        .alterTable('sessions')
        .addColumn('mfa_stage', 'text', (c) => c.check(sql`mfa_stage in ('verify', 'enrol')`))
        .execute();
    },
    async down(db: Db) {
      await db.schema.alterTable('sessions').dropColumn('mfa_stage').execute();
      await db.schema.dropTable('mfa_recovery_codes').execute();
      await db.schema.dropTable('user_mfa').execute();
    },
  };
}
