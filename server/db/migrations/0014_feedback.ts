import { type Migration, sql } from 'kysely';
import type { Dialect } from '../schema.js';
import { type Db, idColumn } from './ddl.js';

/**
 * 0014: feedback from app users (docs/feedback.md). `feedback` holds what they wrote, the
 * screenshots it names, and where the feedback flow took it (status, handler, reply); a
 * (user, client id) pair is unique, so the app's resend of one feedback is stored once.
 * `feedback_uploads` says who uploaded which screenshot: only its uploader may attach it.
 */
export function feedback(dialect: Dialect): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('feedback')
        .addColumn('id', 'integer', idColumn(dialect))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('contact', 'text')
        .addColumn('script_id', 'integer', (c) => c.references('scripts.id'))
        .addColumn('app_version', 'text', (c) => c.notNull())
        .addColumn('device_id', 'text', (c) => c.notNull())
        .addColumn('screenshots', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('status', 'text', (c) =>
          c.notNull().defaultTo('new').check(sql`status in ('new', 'in_progress', 'replied', 'closed')`),
        )
        .addColumn('handler_id', 'integer', (c) => c.references('users.id'))
        .addColumn('reply', 'text')
        .addColumn('replied_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('feedback_user_client', ['user_id', 'client_id'])
        .execute();
      // The desk's queue by status, and an app user's own feedback newest first.
      await db.schema.createIndex('feedback_status_idx').on('feedback').columns(['status', 'id']).execute();
      await db.schema.createIndex('feedback_user_idx').on('feedback').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('feedback_script_idx').on('feedback').column('script_id').execute();

      await db.schema
        .createTable('feedback_uploads')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('feedback_uploads_pk', ['user_id', 'key'])
        .execute();
    },
    async down(db: Db) {
      await db.schema.dropTable('feedback_uploads').execute();
      await db.schema.dropTable('feedback').execute();
    },
  };
}
