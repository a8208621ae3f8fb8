/**
 * The app's feedback calls (docs/feedback.md): sending one, idempotent per (user, clientId), and
 * reading one's own back with the platform's reply.
 */
import type { Kysely } from 'kysely';
import type { MyFeedbackPage, MyFeedbackRecord, SendFeedbackForm } from '../../../contracts/feedback.js';
import { PAGE_SIZE_DEFAULT } from '../../../contracts/list.js';
import type { DB } from '../../db/schema.js';
import { isoTime } from '../../db/values.js';
import { fail } from '../../http/envelope.js';
import type { Throttle } from '../../http/throttle.js';
import type { Limits } from '../../limits.js';
import { myFeedbackOf } from './records.js';

export interface FeedbackDeps {
  db: Kysely<DB>;
  /** Signs the screenshots' addresses. */
  secret: string;
  /** Absent: not throttled (the demo seed). */
  throttle?: Throttle;
  limits: Pick<Limits, 'feedbackPerUser'>;
}

function mine(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('feedback as f')
    .leftJoin('scripts as s', 's.id', 'f.script_id')
    .selectAll('f')
    .select('s.script_name')
    .where('f.user_id', '=', userId);
}

async function storedOf(deps: FeedbackDeps, userId: number, clientId: string): Promise<MyFeedbackRecord | undefined> {
  const row = await mine(deps.db, userId).where('f.client_id', '=', clientId).executeTakeFirst();
  return row && myFeedbackOf(row, deps.secret);
}

const refused = (field: string, message: string) => fail.invalid(message, [{ field, reason: 'invalid_value', message }]);

/** POST /api/app/sendFeedback: stores the feedback once, and answers it as stored. */
export async function sendFeedback(deps: FeedbackDeps, userId: number, form: SendFeedbackForm, now: number = Date.now()): Promise<MyFeedbackRecord> {
  // A resend (the app did not hear the answer) is answered, not counted again.
  const earlier = await storedOf(deps, userId, form.clientId);
  if (earlier) return earlier;
  await deps.throttle?.enforce(`feedback:user:${userId}`, deps.limits.feedbackPerUser, now);
  if (form.scriptId !== undefined) {
    const script = await deps.db.selectFrom('scripts').select('id').where('id', '=', form.scriptId).executeTakeFirst();
    if (!script) throw refused('scriptId', 'scriptId names no script');
  }
  const screenshots = form.screenshots ?? [];
  if (screenshots.length > 0) {
    const uploaded = await deps.db
      .selectFrom('feedback_uploads')
      .select('key')
      .where('user_id', '=', userId)
      .where('key', 'in', screenshots)
      .execute();
    if (uploaded.length !== screenshots.length) throw refused('screenshots', 'every screenshot must be one this user uploaded (uploadScreenshot)');
  }
  const at = isoTime(now);
  await deps.db
    .insertInto('feedback')
    .values({
      user_id: userId,
      client_id: form.clientId,
      text: form.text,
      contact: form.contact ?? null,
      script_id: form.scriptId ?? null,
      app_version: form.appVersion,
      device_id: form.deviceId,
      screenshots: JSON.stringify(screenshots),
      created_at: at,
      updated_at: at,
    })
    // Two sends of one feedback at once: the unique (user, client id) keeps one, both answer it.
    .onConflict((conflict) => conflict.columns(['user_id', 'client_id']).doNothing())
    .execute();
  const stored = await storedOf(deps, userId, form.clientId);
  if (!stored) throw new Error(`feedback ${form.clientId} of user ${userId} vanished`);
  return stored;
}

/** POST /api/app/myFeedback: the caller's feedback, newest first, with status and reply. */
export async function myFeedback(deps: Pick<FeedbackDeps, 'db' | 'secret'>, userId: number, query: { page?: number; size?: number }): Promise<MyFeedbackPage> {
  const page = query.page ?? 1;
  const size = query.size ?? PAGE_SIZE_DEFAULT;
  const [rows, count] = await Promise.all([
    mine(deps.db, userId).orderBy('f.id', 'desc').limit(size).offset((page - 1) * size).execute(),
    deps.db.selectFrom('feedback').select((eb) => eb.fn.countAll().as('total')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map((row) => myFeedbackOf(row, deps.secret)), total: Number(count.total), page, size };
}
