import { type Migration, sql } from 'kysely';
import type { Dialect } from '../schema.js';
import { type Db, idColumn, appendOnly } from './ddl.js';

/** 0001: accounts, sessions, throttles, phone codes, settings, audit trail. */
export function identity(dialect: Dialect): Migration {
  const id = idColumn(dialect);
  return {
    async up(db: Db) {
      await db.schema
        .createTable('companies')
        .addColumn('id', 'integer', id)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('cooperates')
        .addColumn('id', 'integer', id)
        .addColumn('cooperate_name', 'text', (c) => c.notNull())
        .addColumn('cooperate_package', 'text', (c) => c.notNull())
        .addColumn('platform_money', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('author_money', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('users')
        .addColumn('id', 'integer', id)
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('username_key', 'text', (c) => c.notNull().unique())
        .addColumn('nickname', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.unique())
        .addColumn('email', 'text')
        .addColumn('avatar', 'text')
        .addColumn('introduction', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('password_salt', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('normal'))
        .addColumn('recharge_coin', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('end_online_time', 'text')
        .addColumn('vip_time', 'text')
        .addColumn('svip_time', 'text')
        .addColumn('is_del', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
        .addColumn('cooperate_id', 'integer', (c) => c.references('cooperates.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('users_status_check', sql`status in ('normal', 'frozen', 'banned')`)
        .addCheckConstraint('users_is_del_check', sql`is_del in (0, 1)`)
        .execute();

      await db.schema
        .createTable('user_roles')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('client_address', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('throttles')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('window_start', 'text', (c) => c.notNull())
        .addColumn('locked_until', 'text')
        .execute();

      await db.schema
        .createTable('phone_codes')
        .addColumn('id', 'integer', id)
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('consumed_at', 'text')
        .addColumn('sender_address', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.createIndex('phone_codes_phone_idx').on('phone_codes').columns(['phone', 'purpose']).execute();

      await db.schema
        .createTable('phone_outbox')
        .addColumn('id', 'integer', id)
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('phone_outbox_phone_idx').on('phone_outbox').column('phone').execute();

      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'integer', id)
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'integer')
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'text', (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('from_status', 'text')
        .addColumn('to_status', 'text')
        .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
      await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity', 'entity_id']).execute();
      await db.schema.createIndex('audit_log_actor_idx').on('audit_log').column('actor_id').execute();
      await appendOnly(db, dialect, 'audit_log');
    },
    async down(db: Db) {
      for (const table of ['audit_log', 'settings', 'phone_outbox', 'phone_codes', 'throttles', 'sessions', 'user_roles', 'users', 'cooperates', 'companies']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
      if (dialect === 'postgres') await sql`DROP FUNCTION IF EXISTS audit_log_append_only()`.execute(db);
    },
  };
}
