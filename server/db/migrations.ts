/**
 * In-code migrations run by Kysely's Migrator (on PostgreSQL it takes a lock, so several
 * instances starting at once migrate once). DDL branches on the dialect where the two differ:
 * auto-increment ids and the append-only trigger on audit_log.
 */
import { type ColumnDefinitionBuilder, type Kysely, type Migration, Migrator, sql } from 'kysely';
import type { Database, Dialect } from './schema.js';

type Db = Kysely<unknown>;

function idColumn(dialect: Dialect) {
  return (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
}

async function appendOnly(db: Db, dialect: Dialect, table: string): Promise<void> {
  if (dialect === 'sqlite') {
    for (const op of ['UPDATE', 'DELETE']) {
      await sql
        .raw(
          `CREATE TRIGGER ${table}_no_${op.toLowerCase()} BEFORE ${op} ON ${table} ` +
            `BEGIN SELECT RAISE(ABORT, '${table} is append-only'); END`,
        )
        .execute(db);
    }
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

/** 0001: accounts, sessions, throttles, phone codes, settings, audit trail. */
function identity(dialect: Dialect): Migration {
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

/** 0002: games, game channels, brands, activity notices; updated_at on companies and partners; list indexes. */
function masterData(dialect: Dialect): Migration {
  const id = idColumn(dialect);
  return {
    async up(db: Db) {
      await db.schema.alterTable('companies').addColumn('updated_at', 'text').execute();
      await db.schema.alterTable('cooperates').addColumn('updated_at', 'text').execute();

      await db.schema
        .createTable('games')
        .addColumn('id', 'integer', id)
        .addColumn('game_name', 'text', (c) => c.notNull())
        .addColumn('game_label', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('game_channels')
        .addColumn('id', 'integer', id)
        .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
        .addColumn('channel_name', 'text', (c) => c.notNull())
        .addColumn('channel_url', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('game_channels_game_idx').on('game_channels').column('game_id').execute();

      await db.schema
        .createTable('brands')
        .addColumn('id', 'integer', id)
        .addColumn('brand_name', 'text', (c) => c.notNull())
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('brands_owner_idx').on('brands').column('owner_id').execute();

      await db.schema
        .createTable('activity_notices')
        .addColumn('id', 'integer', id)
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('image_url', 'text')
        .addColumn('link_url', 'text')
        .addColumn('start_at', 'text', (c) => c.notNull())
        .addColumn('end_at', 'text', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('activity_notices_range_check', sql`end_at > start_at`)
        .addCheckConstraint('activity_notices_enabled_check', sql`enabled in (0, 1)`)
        .execute();
      await db.schema.createIndex('activity_notices_start_idx').on('activity_notices').column('start_at').execute();

      await db.schema.createIndex('user_roles_role_idx').on('user_roles').columns(['role', 'user_id']).execute();
      await db.schema.createIndex('users_status_idx').on('users').column('status').execute();
      await db.schema.createIndex('users_company_idx').on('users').column('company_id').execute();
      await db.schema.createIndex('users_cooperate_idx').on('users').column('cooperate_id').execute();
    },
    async down(db: Db) {
      for (const index of ['users_cooperate_idx', 'users_company_idx', 'users_status_idx', 'user_roles_role_idx']) {
        await db.schema.dropIndex(index).ifExists().execute();
      }
      for (const table of ['activity_notices', 'brands', 'game_channels', 'games']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
      await db.schema.alterTable('cooperates').dropColumn('updated_at').execute();
      await db.schema.alterTable('companies').dropColumn('updated_at').execute();
    },
  };
}

/** Every migration, in order. Add new ones at the end with the next number; never edit old ones. */
export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    '0001_identity': identity(dialect),
    '0002_master_data': masterData(dialect),
  };
}

/** Brings the database to the latest schema; throws with the failing migration's error. */
export async function migrateToLatest(database: Database): Promise<string[]> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrationsFor(database.dialect) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${message}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
