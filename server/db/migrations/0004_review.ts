import { type Migration, sql } from 'kysely';
import type { Dialect } from '../schema.js';
import { type Db, idColumn } from './ddl.js';

/**
 * 0004: review. Clicker configs submitted for scripts, and the review columns of the
 * shared clicker configs (linkers): status (the review machine's states), the reason of a
 * rejection, the content under review.
 */
export function review(dialect: Dialect): Migration {
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
