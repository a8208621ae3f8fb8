/**
 * A batch of searches (docs/ingestion.md): checked per event (./eventBatch.ts), then in one
 * transaction the new events kept (a batch sent again counts once) and each keyword's day
 * increased: searches, and searches that found nothing. A keyword is counted by its nameKey, so
 * "Auto Farm" and "auto  farm" are one; the day keeps the spelling it was first seen with.
 */
import { type BatchAnswer, searchEvent } from '../../../contracts/appEvents.js';
import { nameKey } from '../../../contracts/nameKey.js';
import { isoTime } from '../../db/values.js';
import { BatchOutcome, checkEvents, withinDeviceAllowance } from './eventBatch.js';
import { fromAccountDevices } from './userDevices.js';
import { addInKeyOrder } from './increments.js';
import type { IngestDeps } from './launches.js';

const CHUNK = 200;

export async function reportSearches(deps: IngestDeps, userId: number, events: readonly unknown[], now: number = Date.now()): Promise<BatchAnswer> {
  const outcome = new BatchOutcome();
  const checked = checkEvents(searchEvent, events, outcome, now);
  const allowed = await withinDeviceAllowance(deps.throttle, userId, 'search', deps.limits.ingestPerDevice, checked, outcome, now);
  const receivedAt = isoTime(now);
  const { accepted, owned } = await deps.db.transaction().execute(async (trx) => {
    const owned = await fromAccountDevices(trx, userId, deps.limits.ingestDevicesPerUserDay, allowed, outcome);
    const days = new Map<string, { keyword_key: string; keyword: string; day: string; search_num: number; empty_num: number }>();
    for (let start = 0; start < owned.length; start += CHUNK) {
      const rows = owned.slice(start, start + CHUNK).map(({ event, occurredAt, day }) => ({
        user_id: userId,
        event_id: event.eventId,
        device_id: event.deviceId,
        keyword: event.keyword,
        results_num: event.resultsNum,
        occurred_at: occurredAt,
        day,
        received_at: receivedAt,
      }));
      const inserted = await trx
        .insertInto('search_events')
        .values(rows)
        .onConflict((oc) => oc.columns(['user_id', 'event_id']).doNothing())
        .returning(['keyword', 'results_num', 'day'])
        .execute();
      for (const row of inserted) {
        const key = `${nameKey(row.keyword)}|${row.day}`;
        const sum = days.get(key) ?? { keyword_key: nameKey(row.keyword), keyword: row.keyword, day: row.day, search_num: 0, empty_num: 0 };
        sum.search_num += 1;
        if (Number(row.results_num) === 0) sum.empty_num += 1;
        days.set(key, sum);
      }
    }
    await addInKeyOrder(trx, 'search_keyword_days', ['keyword_key', 'day'], ['search_num', 'empty_num'], [...days.values()]);
    return { accepted: [...days.values()].reduce((total, sum) => total + sum.search_num, 0), owned };
  });
  return { accepted, duplicates: owned.length - accepted, refused: outcome.sorted() };
}
