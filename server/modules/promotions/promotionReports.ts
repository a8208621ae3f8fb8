/**
 * What the app saw of the promotions (docs/promotions.md, "Impressions and clicks"): a batch of
 * impressions and clicks, checked per event as every report is (../ingest/eventBatch.ts), then
 * each against its promotion: one that does not exist is `unknown_promotion`, one that was not
 * live when the event happened (not approved, not started yet, ended) is `not_live`. In one
 * transaction the new events are kept (unique per app user and eventId: a batch sent again counts
 * once) and each promotion's day grows by increments, in key order (../ingest/increments.ts).
 */
import type { Kysely } from 'kysely';
import type { BatchAnswer } from '../../../contracts/appEvents.js';
import { type PromotionEvent, promotionEvent } from '../../../contracts/promotion.js';
import type { PromotionStatus } from '../../../contracts/promotionKinds.js';
import type { DB } from '../../db/schema.js';
import { isoTime } from '../../db/values.js';
import { BatchOutcome, type CheckedEvent, checkEvents, withinDeviceAllowance } from '../ingest/eventBatch.js';
import { fromAccountDevices } from '../ingest/userDevices.js';
import { addInKeyOrder } from '../ingest/increments.js';
import type { IngestDeps } from '../ingest/launches.js';
import { shownPromotionStatus } from './promotionStatus.js';

const CHUNK = 200;

interface Period {
  status: PromotionStatus;
  startsAt: string;
  /** The end it really had: an early END's moment, else its end. */
  until: string;
}

async function periodsOf(db: Kysely<DB>, ids: number[], nowIso: string): Promise<Map<number, Period>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('promotions')
    .select(['id', 'status', 'starts_at', 'ends_at', 'ended_at'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        status: shownPromotionStatus(row.status, row.starts_at, row.ends_at, nowIso),
        startsAt: row.starts_at,
        until: row.ended_at !== null && row.ended_at < row.ends_at ? row.ended_at : row.ends_at,
      },
    ]),
  );
}

/** Whether the promotion was showing in the app when the event happened. */
function wasLive(period: Period, occurredAt: string): boolean {
  return (period.status === 'live' || period.status === 'ended') && period.startsAt <= occurredAt && occurredAt < period.until;
}

export async function reportPromotions(deps: IngestDeps, userId: number, events: readonly unknown[], now: number = Date.now()): Promise<BatchAnswer> {
  const outcome = new BatchOutcome();
  const checked = checkEvents(promotionEvent, events, outcome, now);
  const periods = await periodsOf(deps.db, checked.map((c) => c.event.promotionId), isoTime(now));
  const known: CheckedEvent<PromotionEvent>[] = [];
  for (const item of checked) {
    const period = periods.get(item.event.promotionId);
    if (!period) outcome.refuse(item.index, 'unknown_promotion', `no promotion ${item.event.promotionId}`, 'promotionId');
    else if (!wasLive(period, item.occurredAt)) outcome.refuse(item.index, 'not_live', 'the promotion was not live when this happened', 'promotionId');
    else known.push(item);
  }
  const allowed = await withinDeviceAllowance(deps.throttle, userId, 'promotion', deps.limits.ingestPerDevice, known, outcome, now);
  const receivedAt = isoTime(now);
  const { accepted, owned } = await deps.db.transaction().execute(async (trx) => {
    const owned = await fromAccountDevices(trx, userId, deps.limits.ingestDevicesPerUserDay, allowed, outcome);
    const days = new Map<string, { promotion_id: number; day: string; impressions: number; clicks: number }>();
    for (let start = 0; start < owned.length; start += CHUNK) {
      const rows = owned.slice(start, start + CHUNK).map(({ event, occurredAt, day }) => ({
        user_id: userId,
        event_id: event.eventId,
        device_id: event.deviceId,
        promotion_id: event.promotionId,
        kind: event.kind,
        occurred_at: occurredAt,
        day,
        received_at: receivedAt,
      }));
      const inserted = await trx
        .insertInto('promotion_events')
        .values(rows)
        .onConflict((oc) => oc.columns(['user_id', 'event_id']).doNothing())
        .returning(['promotion_id', 'kind', 'day'])
        .execute();
      for (const row of inserted) {
        const key = `${row.promotion_id}|${row.day}`;
        const sum = days.get(key) ?? { promotion_id: row.promotion_id, day: row.day, impressions: 0, clicks: 0 };
        if (row.kind === 'click') sum.clicks += 1;
        else sum.impressions += 1;
        days.set(key, sum);
      }
    }
    await addInKeyOrder(trx, 'promotion_days', ['promotion_id', 'day'], ['impressions', 'clicks'], [...days.values()]);
    return { accepted: [...days.values()].reduce((total, sum) => total + sum.impressions + sum.clicks, 0), owned };
  });
  return { accepted, duplicates: owned.length - accepted, refused: outcome.sorted() };
}
