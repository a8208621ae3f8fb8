/**
 * Screenshots uploaded and never attached (the app was closed before it sent the feedback) are
 * removed after a day, hourly: the uploader's row goes, and the file too unless a feedback names
 * it or another user's upload of the same bytes still waits. A day is far longer than the
 * minutes between an upload and its feedback, so no send in progress loses its screenshot.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { isoTime } from '../../db/values.js';
import type { FileStorage } from '../files/storage.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

/** A feedback names `key` (the stored JSON list holds it, quoted). */
const namedByFeedback = (db: Kysely<DB>, key: string) =>
  db.selectFrom('feedback').select('id').where('screenshots', 'like', `%"${key}"%`).limit(1).executeTakeFirst();

/** Removes the unattached uploads older than a day; answers the files removed. */
export async function sweepFeedbackUploads(db: Kysely<DB>, screenshots: FileStorage, now: number = Date.now()): Promise<string[]> {
  const removed: string[] = [];
  const stale = await db
    .selectFrom('feedback_uploads')
    .select(['user_id', 'key'])
    .where('created_at', '<', isoTime(now - DAY_MS))
    .orderBy('created_at')
    .limit(BATCH)
    .execute();
  for (const upload of stale) {
    if (await namedByFeedback(db, upload.key)) continue;
    await db.deleteFrom('feedback_uploads').where('user_id', '=', upload.user_id).where('key', '=', upload.key).execute();
    const waiting = await db.selectFrom('feedback_uploads').select('key').where('key', '=', upload.key).limit(1).executeTakeFirst();
    if (waiting || (await namedByFeedback(db, upload.key))) continue;
    await screenshots.remove(upload.key);
    removed.push(upload.key);
  }
  return removed;
}
