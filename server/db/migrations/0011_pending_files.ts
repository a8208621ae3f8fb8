import type { Migration } from 'kysely';
import type { Db } from './ddl.js';

/**
 * 0011: files being stored (docs/files.md, "Sweeping orphans"). A registration writes its key
 * here before it moves the file into the store, and deletes it in the transaction that writes
 * the file's `stored_files` row. A row left behind names a file a crash may have left: the sweep
 * removes that file (if no `stored_files` row names it) and the row. The sweep never lists the
 * store, so files of another database sharing it (a folder, a bucket) are never touched.
 */
export function pendingFiles(): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('pending_files')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Db) {
      await db.schema.dropTable('pending_files').execute();
    },
  };
}
