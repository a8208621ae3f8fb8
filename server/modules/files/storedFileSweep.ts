/**
 * The orphan sweep (docs/files.md, "Sweeping orphans"): at start and hourly with the
 * housekeeping. A registration notes a file's key in `pending_files` before moving it into the
 * store and clears it with the file's `stored_files` row; a note an hour old belongs to a
 * registration a crash cut short, so its file, if no row names it, is removed, and the note too.
 * Only such notes are read, never a listing of the store: a folder or bucket another database
 * also uses keeps every file of the other's.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { isoTime } from '../../db/values.js';
import type { FileStorage } from './storage.js';

export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/** Notes a file about to be stored (its own statement: it must outlive a failed transaction). */
export async function notePendingFile(db: Kysely<DB>, key: string, now: number = Date.now()): Promise<void> {
  await db.insertInto('pending_files').values({ key, created_at: isoTime(now) }).execute();
}

export async function clearPendingFile(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('pending_files').where('key', '=', key).execute();
}

/** Removes the files of registrations cut short an hour ago or more; answers their keys. */
export async function sweepStoredOrphans(db: Kysely<DB>, storage: FileStorage, now: number = Date.now()): Promise<string[]> {
  const stale = await db
    .selectFrom('pending_files as p')
    .leftJoin('stored_files as f', 'f.key', 'p.key')
    .select(['p.key', 'f.key as stored'])
    .where('p.created_at', '<', isoTime(now - ORPHAN_GRACE_MS))
    .execute();
  const removed: string[] = [];
  for (const { key, stored } of stale) {
    // Cut short before the file was in place, there is nothing to remove but the note.
    if (stored === null && (await storage.stat(key))) {
      await storage.remove(key);
      removed.push(key);
    }
    await clearPendingFile(db, key);
  }
  return removed;
}
