/**
 * Promotions start and end on time (docs/promotions.md, "On time"): every
 * PROMOTION_SWEEP_SECONDS (default 30) the server sends START to each scheduled promotion whose
 * start has come and END to each live one whose end has come, through the transition step
 * (actor: the system), each promotion in its own transaction. Several instances may sweep at
 * once: the loser of a compare-and-set simply finds nothing left to do. Reads never wait for it
 * (./promotionStatus.ts).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { isoTime } from '../../db/values.js';
import { HttpError } from '../../http/envelope.js';
import { catchUpPromotion, loadPromotion } from './promotionFlow.js';

/** Promotions looked at per round. */
const SWEEP_BATCH = 200;

/** Records every due START and END; answers how many promotions moved. */
export async function sweepPromotions(db: Kysely<DB>, now: number = Date.now()): Promise<number> {
  const nowIso = isoTime(now);
  let moved = 0;
  let after = 0;
  for (;;) {
    const due = await db
      .selectFrom('promotions')
      .select('id')
      .where('id', '>', after)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'scheduled'), eb('starts_at', '<=', nowIso)]),
          eb.and([eb('status', '=', 'live'), eb('ends_at', '<=', nowIso)]),
        ]),
      )
      .orderBy('id')
      .limit(SWEEP_BATCH)
      .execute();
    for (const { id } of due) {
      try {
        const changed = await db.transaction().execute(async (trx) => {
          const promotion = await loadPromotion(trx, id, null);
          if (!promotion) return false;
          return (await catchUpPromotion(trx, promotion, now)).status !== promotion.status;
        });
        if (changed) moved += 1;
      } catch (error) {
        // Another instance's sweep, or a person's END, moved it first: nothing to do.
        if (!(error instanceof HttpError && error.status === 409)) throw error;
      }
      after = id;
    }
    if (due.length < SWEEP_BATCH) return moved;
  }
}

