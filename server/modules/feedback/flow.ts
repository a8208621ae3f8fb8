/**
 * A feedback's status changes through its machine (machines/feedback.machine.ts) by the transition
 * step every flow uses (server/flow/recordTransition.ts): the stored feedback rebuilt as a
 * snapshot, `can(event)` asked (409 `illegal_transition`), compare-and-set on the stored status
 * (409 `conflict` when a concurrent change won) and the audit row in the same transaction.
 */
import type { Kysely } from 'kysely';
import { type FeedbackChange, type FeedbackStatus, isFeedbackStatus } from '../../../contracts/feedback.js';
import { feedbackMachine, type FeedbackEvent } from '../../../machines/feedback.machine.js';
import type { DB } from '../../db/schema.js';
import { isoTime } from '../../db/values.js';
import { runTransition } from '../../flow/recordTransition.js';

/** How the audit trail names a feedback. */
export const feedbackRecordName = (id: number) => `Feedback #${id}`;

/** Runs `event` on feedback `id` in its own transaction (sent by `actorId`). */
export async function changeFeedback(db: Kysely<DB>, id: number, actorId: number, event: FeedbackEvent, now: number = Date.now()): Promise<FeedbackChange> {
  return db.transaction().execute(async (trx) => {
    const change = await runTransition(trx, {
      machine: feedbackMachine,
      entity: 'feedback',
      id,
      actorId,
      event,
      now,
      async load() {
        const row = await trx.selectFrom('feedback').select(['status', 'handler_id', 'reply']).where('id', '=', id).executeTakeFirst();
        if (!row) return undefined;
        if (!isFeedbackStatus(row.status)) throw new Error(`feedback ${id} has a corrupt status`);
        return { value: row.status, name: feedbackRecordName(id), context: { handlerId: row.handler_id, reply: row.reply } };
      },
      async write(next, from) {
        const at = isoTime(now);
        const result = await trx
          .updateTable('feedback')
          .set({
            status: next.value as FeedbackStatus,
            handler_id: next.context.handlerId,
            reply: next.context.reply,
            ...(event.type === 'REPLY' && { replied_at: at }),
            updated_at: at,
          })
          .where('id', '=', id)
          .where('status', '=', from as FeedbackStatus)
          .executeTakeFirst();
        return Number(result.numUpdatedRows);
      },
      // The reply is the one thing worth keeping from an event; TAKE, CLOSE and REOPEN carry nothing.
      auditPayload: (sent) => (sent.type === 'REPLY' ? { reply: sent.reply.trim() } : {}),
    });
    return { id, event: event.type, from: change.from as FeedbackStatus, to: change.to as FeedbackStatus };
  });
}
