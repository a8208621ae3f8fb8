import { type Migration, sql } from 'kysely';
import type { Dialect } from '../schema.js';
import { type Db, idColumn } from './ddl.js';

/** 0002: games, game channels, brands, activity notices; updated_at on companies and partners; list indexes. */
export function masterData(dialect: Dialect): Migration {
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
