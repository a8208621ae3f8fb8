/**
 * A promotion's status as it stands now (docs/promotions.md, "On time"): an approved promotion
 * whose start has come reads `live`, and one whose end has come reads `ended`, at once, before
 * the sweep records its START or END (./promotionSweep.ts). Lists, filters, the app's reads and
 * the reports all use this; the stored status catches up within one sweep interval.
 */
import { type RawBuilder, sql } from 'kysely';
import type { PromotionStatus } from '../../../contracts/promotionKinds.js';

/** The status shown for a stored one at `nowIso` (times as stored: ISO UTC, text order is time order). */
export function shownPromotionStatus(status: PromotionStatus, startsAt: string, endsAt: string, nowIso: string): PromotionStatus {
  if (status === 'scheduled' && startsAt <= nowIso) return endsAt <= nowIso ? 'ended' : 'live';
  if (status === 'live' && endsAt <= nowIso) return 'ended';
  return status;
}

/** The same in SQL, over the columns of `table` (a name or an alias). */
export function shownPromotionStatusSql(table: string, nowIso: string): RawBuilder<string> {
  const status = sql.ref(`${table}.status`);
  const startsAt = sql.ref(`${table}.starts_at`);
  const endsAt = sql.ref(`${table}.ends_at`);
  return sql<string>`case
    when ${status} = 'scheduled' and ${startsAt} <= ${nowIso} then (case when ${endsAt} <= ${nowIso} then 'ended' else 'live' end)
    when ${status} = 'live' and ${endsAt} <= ${nowIso} then 'ended'
    else ${status} end`;
}
