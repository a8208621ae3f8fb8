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

/** Daily figure columns shared by the script tables (spec §3 activity figures). */
const SCRIPT_FIGURES = ['active_num', 'free_num', 'trial_num', 'red_finger_num', 'vmos_num', 'virtual_cloud_num', 'flying_cloud_num'] as const;

/**
 * 0003: scripts (the columns activity needs; the scripts screens add the rest), shared clicker
 * configs (linkers), daily activity per script, partner, script-partner and linker, and the
 * monthly settlements (docs/settlement.md). Days are `YYYY-MM-DD` text with their `YYYY-MM`
 * month beside them, so monthly sums are an indexed GROUP BY on both databases.
 */
function activity(dialect: Dialect): Migration {
  const id = idColumn(dialect);
  const count = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
  return {
    async up(db: Db) {
      await db.schema
        .createTable('scripts')
        .addColumn('id', 'integer', id)
        .addColumn('script_name', 'text', (c) => c.notNull())
        .addColumn('script_package', 'text', (c) => c.notNull())
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
        .addColumn('brand_id', 'integer', (c) => c.references('brands.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('scripts_owner_idx').on('scripts').column('owner_id').execute();
      await db.schema.createIndex('scripts_company_idx').on('scripts').column('company_id').execute();

      await db.schema
        .createTable('linkers')
        .addColumn('id', 'integer', id)
        .addColumn('linker_name', 'text', (c) => c.notNull())
        .addColumn('config_name', 'text', (c) => c.notNull())
        .addColumn('script_id', 'integer', (c) => c.references('scripts.id'))
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      let scriptDays = db.schema
        .createTable('script_active_days')
        .addColumn('id', 'integer', id)
        .addColumn('script_id', 'integer', (c) => c.notNull().references('scripts.id'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('month', 'text', (c) => c.notNull());
      for (const column of SCRIPT_FIGURES) scriptDays = scriptDays.addColumn(column, 'integer', count);
      await scriptDays
        .addColumn('ecpm', 'integer', count) // cents per 1,000 impressions
        .addUniqueConstraint('script_active_days_key', ['script_id', 'day'])
        .execute();
      await db.schema.createIndex('script_active_days_month_idx').on('script_active_days').columns(['script_id', 'month']).execute();
      await db.schema.createIndex('script_active_days_by_month_idx').on('script_active_days').columns(['month', 'script_id']).execute();

      await db.schema
        .createTable('cooperate_active_days')
        .addColumn('id', 'integer', id)
        .addColumn('cooperate_id', 'integer', (c) => c.notNull().references('cooperates.id'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('month', 'text', (c) => c.notNull())
        .addColumn('active_num', 'integer', count)
        .addColumn('click_num', 'integer', count)
        .addUniqueConstraint('cooperate_active_days_key', ['cooperate_id', 'day'])
        .execute();
      await db.schema.createIndex('cooperate_active_days_month_idx').on('cooperate_active_days').columns(['cooperate_id', 'month']).execute();

      await db.schema
        .createTable('script_cooperate_active_days')
        .addColumn('id', 'integer', id)
        .addColumn('script_id', 'integer', (c) => c.notNull().references('scripts.id'))
        .addColumn('cooperate_id', 'integer', (c) => c.notNull().references('cooperates.id'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('month', 'text', (c) => c.notNull())
        .addColumn('active_num', 'integer', count)
        .addColumn('click_num', 'integer', count)
        .addUniqueConstraint('script_cooperate_active_days_key', ['script_id', 'cooperate_id', 'day'])
        .execute();
      await db.schema.createIndex('script_cooperate_days_cooperate_idx').on('script_cooperate_active_days').columns(['cooperate_id', 'day']).execute();
      await db.schema.createIndex('script_cooperate_days_month_idx').on('script_cooperate_active_days').columns(['month', 'script_id', 'cooperate_id']).execute();
      await db.schema.createIndex('script_cooperate_days_day_idx').on('script_cooperate_active_days').column('day').execute();

      await db.schema
        .createTable('linker_active_days')
        .addColumn('id', 'integer', id)
        .addColumn('linker_id', 'integer', (c) => c.notNull().references('linkers.id'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('month', 'text', (c) => c.notNull())
        .addColumn('active_num', 'integer', count)
        .addColumn('use_num', 'integer', count)
        .addUniqueConstraint('linker_active_days_key', ['linker_id', 'day'])
        .execute();
      await db.schema.createIndex('linker_active_days_month_idx').on('linker_active_days').columns(['month', 'linker_id']).execute();

      let settlements = db.schema
        .createTable('settlements')
        .addColumn('id', 'integer', id)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('subject_id', 'integer', (c) => c.notNull())
        .addColumn('month', 'text', (c) => c.notNull());
      for (const column of [...SCRIPT_FIGURES, 'click_num']) settlements = settlements.addColumn(column, 'integer', count);
      await settlements
        // Σ activeNum(day) × ecpm(day): exact, for the weighted eCPM and the suggested money.
        .addColumn('ecpm_weight', 'bigint', count)
        .addColumn('active_final_num', 'integer')
        .addColumn('active_money', 'bigint') // cents
        .addColumn('return_reason', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('unapplied'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('settlements_key', ['kind', 'subject_id', 'month'])
        .addCheckConstraint('settlements_kind_check', sql`kind in ('script', 'cooperate')`)
        .addCheckConstraint('settlements_status_check', sql`status in ('unapplied', 'submitted', 'examined', 'settled')`)
        .execute();
      await db.schema.createIndex('settlements_month_idx').on('settlements').columns(['kind', 'month']).execute();
      await db.schema.createIndex('settlements_status_idx').on('settlements').columns(['kind', 'status']).execute();
    },
    async down(db: Db) {
      for (const table of ['settlements', 'linker_active_days', 'script_cooperate_active_days', 'cooperate_active_days', 'script_active_days', 'linkers', 'scripts']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}

/**
 * 0004: review (issue #6). Clicker configs submitted for scripts, and the review columns of the
 * shared clicker configs (linkers): status (the review machine's states), the reason of a
 * rejection, the content under review.
 */
function review(dialect: Dialect): Migration {
  const id = idColumn(dialect);
  const statuses = sql`status in ('pending', 'approved', 'rejected', 'listed', 'delisted')`;
  return {
    async up(db: Db) {
      await db.schema
        .createTable('configs')
        .addColumn('id', 'integer', id)
        .addColumn('script_id', 'integer', (c) => c.notNull().references('scripts.id'))
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('config_name', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('reject_reason', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('configs_status_check', statuses)
        .execute();
      await db.schema.createIndex('configs_status_idx').on('configs').columns(['status', 'id']).execute();
      await db.schema.createIndex('configs_owner_idx').on('configs').column('owner_id').execute();
      await db.schema.createIndex('configs_script_idx').on('configs').column('script_id').execute();

      // Shared configs made before review existed were in use: they start listed.
      await db.schema.alterTable('linkers').addColumn('status', 'text', (c) => c.notNull().defaultTo('listed')).execute();
      await db.schema.alterTable('linkers').addColumn('reject_reason', 'text').execute();
      await db.schema.alterTable('linkers').addColumn('content', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.createIndex('linkers_status_idx').on('linkers').columns(['status', 'id']).execute();
      await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
    },
    async down(db: Db) {
      for (const index of ['audit_log_at_idx', 'linkers_status_idx']) await db.schema.dropIndex(index).ifExists().execute();
      for (const column of ['content', 'reject_reason', 'status']) await db.schema.alterTable('linkers').dropColumn(column).execute();
      await db.schema.dropTable('configs').ifExists().execute();
    },
  };
}

/** Every migration, in order. Add new ones at the end with the next number; never edit old ones. */
export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    '0001_identity': identity(dialect),
    '0002_master_data': masterData(dialect),
    '0003_activity': activity(dialect),
    '0004_review': review(dialect),
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
