import { type Migration, sql } from 'kysely';
import type { Dialect } from '../schema.js';
import { type Db, idColumn } from './ddl.js';

/**
 * 0015: partner promotions (docs/promotions.md). `promotions` holds each one with its status in
 * the promotion machine; `promotion_events` keeps what the app reported once (unique per app user
 * and the app's event id, so a batch sent twice counts once); `promotion_days` holds each
 * promotion's impressions and clicks per UTC day, grown by increments in the batch's transaction.
 */
export function promotions(dialect: Dialect): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('promotions')
        .addColumn('id', 'integer', idColumn(dialect))
        .addColumn('cooperate_id', 'integer', (c) => c.notNull().references('cooperates.id'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('image_url', 'text', (c) => c.notNull())
        .addColumn('link_url', 'text', (c) => c.notNull())
        .addColumn('position', 'text', (c) =>
          c.notNull().check(sql`position in ('home_banner', 'script_list', 'launch_splash')`),
        )
        .addColumn('starts_at', 'text', (c) => c.notNull())
        .addColumn('ends_at', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c.notNull().defaultTo('draft').check(sql`status in ('draft', 'pending', 'scheduled', 'live', 'ended')`),
        )
        .addColumn('reject_reason', 'text')
        // When an END was written (early by a person, or by the sweep): events after it do not count.
        .addColumn('ended_at', 'text')
        .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('promotions_cooperate_idx').on('promotions').columns(['cooperate_id', 'id']).execute();
      // The sweep's and the app's reads: scheduled ones by start, live ones by end.
      await db.schema.createIndex('promotions_status_idx').on('promotions').columns(['status', 'starts_at', 'ends_at']).execute();

      await db.schema
        .createTable('promotion_events')
        .addColumn('id', 'integer', idColumn(dialect))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('device_id', 'text', (c) => c.notNull())
        .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id'))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('impression', 'click')`))
        .addColumn('occurred_at', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('promotion_events_key', ['user_id', 'event_id'])
        .execute();
      await db.schema.createIndex('promotion_events_promotion_idx').on('promotion_events').columns(['promotion_id', 'day']).execute();

      await db.schema
        .createTable('promotion_days')
        .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('impressions', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('clicks', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('promotion_days_pk', ['promotion_id', 'day'])
        .execute();
    },
    async down(db: Db) {
      for (const table of ['promotion_days', 'promotion_events', 'promotions']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
