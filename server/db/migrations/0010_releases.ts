import { type Migration, sql } from 'kysely';
import type { Dialect } from '../schema.js';
import { type Db, idColumn } from './ddl.js';

/**
 * 0010: files and versions (docs/releases.md, docs/files.md). `stored_files` names every file an
 * upload stored (its key in the store, MD5, size, type, original name): a stored file no row
 * names is an orphan the startup sweep removes. `releases` holds each version of a script's APK,
 * RC and course file, of the assistant app and of the Lua code; one active version per track.
 */
export function releases(dialect: Dialect): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('stored_files')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('store', 'text', (c) => c.notNull())
        .addColumn('md5', 'text', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull().check(sql`size >= 0`))
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('uploaded_by', 'integer', (c) => c.references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('releases')
        .addColumn('id', 'integer', idColumn(dialect))
        // `script:<id>:<kind>`, `app` or `lua` (contracts/release.ts trackOf).
        .addColumn('track', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('apk', 'rc', 'course', 'app', 'lua')`))
        .addColumn('script_id', 'integer', (c) => c.references('scripts.id'))
        .addColumn('version_code', 'integer', (c) => c.notNull().check(sql`version_code > 0`))
        .addColumn('version_name', 'text', (c) => c.notNull())
        .addColumn('force_update', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rollout_percent', 'integer', (c) => c.notNull().defaultTo(100).check(sql`rollout_percent between 1 and 100`))
        .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('file_key', 'text', (c) => c.notNull().references('stored_files.key'))
        .addColumn('status', 'text', (c) =>
          c.notNull().defaultTo('uploaded').check(sql`status in ('uploaded', 'active', 'superseded', 'withdrawn')`),
        )
        .addColumn('activated_at', 'text')
        .addColumn('created_by', 'integer', (c) => c.references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('releases_track_version', ['track', 'version_code'])
        .execute();
      // One active version per track, whatever two activations racing each other do.
      await sql`create unique index releases_one_active on releases (track) where status = 'active'`.execute(db);
      await db.schema.createIndex('releases_kind_idx').on('releases').columns(['kind', 'script_id', 'version_code']).execute();
      await db.schema.createIndex('releases_file_idx').on('releases').column('file_key').execute();
    },
    async down(db: Db) {
      await db.schema.dropTable('releases').execute();
      await db.schema.dropTable('stored_files').execute();
    },
  };
}
