import { type Migration, sql } from 'kysely';
import type { Dialect } from '../schema.js';
import { type Db, idColumn } from './ddl.js';

/**
 * 0013: what the app reports (docs/ingestion.md). `launch_events` and `search_events` keep each
 * event once (unique per app user and the app's event id, so a batch sent twice counts once);
 * `launch_marks` remembers which device was already counted for a subject on a day (a script, its
 * free or trial use, a partner, a script through a partner, a shared config), so the daily
 * figures grow by new distinct devices only; `search_keyword_days` holds each keyword's day.
 */
export function appEvents(dialect: Dialect): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('launch_events')
        .addColumn('id', 'integer', idColumn(dialect))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('device_id', 'text', (c) => c.notNull())
        .addColumn('script_id', 'integer', (c) => c.notNull().references('scripts.id'))
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('platform', 'text', (c) =>
          c.notNull().check(sql`platform in ('red_finger', 'vmos', 'virtual_cloud', 'flying_cloud', 'other')`),
        )
        .addColumn('access', 'text', (c) => c.notNull().check(sql`access in ('free', 'trial', 'paid')`))
        .addColumn('cooperate_id', 'integer', (c) => c.references('cooperates.id'))
        .addColumn('linker_id', 'integer', (c) => c.references('linkers.id'))
        .addColumn('occurred_at', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('launch_events_key', ['user_id', 'event_id'])
        .execute();
      await db.schema.createIndex('launch_events_day_idx').on('launch_events').columns(['day', 'id']).execute();
      await db.schema.createIndex('launch_events_script_idx').on('launch_events').columns(['script_id', 'day']).execute();
      await db.schema.createIndex('launch_events_device_idx').on('launch_events').columns(['device_id', 'day']).execute();

      await db.schema
        .createTable('launch_marks')
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('device_id', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('launch_marks_pk', ['subject', 'day', 'device_id'])
        .execute();
      await db.schema.createIndex('launch_marks_day_idx').on('launch_marks').column('day').execute();

      await db.schema
        .createTable('search_events')
        .addColumn('id', 'integer', idColumn(dialect))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('device_id', 'text', (c) => c.notNull())
        .addColumn('keyword', 'text', (c) => c.notNull())
        .addColumn('results_num', 'integer', (c) => c.notNull())
        .addColumn('occurred_at', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('search_events_key', ['user_id', 'event_id'])
        .execute();
      await db.schema.createIndex('search_events_day_idx').on('search_events').columns(['day', 'id']).execute();

      await db.schema
        .createTable('search_keyword_days')
        .addColumn('id', 'integer', idColumn(dialect))
        // nameKey of the keyword: one row however it was typed; `keyword` as first seen.
        .addColumn('keyword_key', 'text', (c) => c.notNull())
        .addColumn('keyword', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('search_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('empty_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('search_keyword_days_key', ['keyword_key', 'day'])
        .execute();
      await db.schema.createIndex('search_keyword_days_day_idx').on('search_keyword_days').columns(['day', 'keyword_key']).execute();
    },
    async down(db: Db) {
      for (const table of ['search_keyword_days', 'search_events', 'launch_marks', 'launch_events']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
