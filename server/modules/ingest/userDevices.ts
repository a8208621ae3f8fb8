/**
 * How many devices one app account may report launches from in a UTC day (docs/ingestion.md,
 * "Throttling"). Daily actives are distinct devices and decide settlement money, so without a
 * bound one account could mint thousands of "devices" a minute. The account's devices of a day
 * are marks under the subject `u:<userId>` in launch_marks (pruned with the others); a launch from
 * a device beyond the bound is refused `rate_limited` on `deviceId`. The marks are read and written
 * in the batch's transaction under the account's lock, so parallel batches cannot pass the bound.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { BatchOutcome, CheckedEvent } from './eventBatch.js';

export const accountSubject = (userId: number) => `u:${userId}`;

/**
 * One account's batches one after the other from here to their commit: on PostgreSQL they really
 * run at once (each would read the marks before the others wrote theirs); SQLite runs one write
 * transaction at a time already.
 */
export async function lockAccountDevices(trx: Kysely<DB>, userId: number): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select pg_advisory_xact_lock(hashtext(${`ingest-devices:${userId}`}))`.execute(trx);
}

/** The events whose device is among the account's first `max` of their day (call under lockAccountDevices). */
export async function withinAccountDevices<T extends { deviceId: string }>(
  db: Kysely<DB>,
  userId: number,
  max: number,
  checked: CheckedEvent<T>[],
  outcome: BatchOutcome,
): Promise<CheckedEvent<T>[]> {
  const days = [...new Set(checked.map((item) => item.day))];
  if (days.length === 0) return checked;
  const marked = await db
    .selectFrom('launch_marks')
    .select(['day', 'device_id'])
    .where('subject', '=', accountSubject(userId))
    .where('day', 'in', days)
    .execute();
  const devices = new Map<string, Set<string>>(days.map((day) => [day, new Set()]));
  for (const row of marked) devices.get(row.day)?.add(row.device_id);
  const allowed: CheckedEvent<T>[] = [];
  for (const item of checked) {
    const ofDay = devices.get(item.day)!;
    if (!ofDay.has(item.event.deviceId) && ofDay.size < max) ofDay.add(item.event.deviceId);
    if (ofDay.has(item.event.deviceId)) allowed.push(item);
    else outcome.refuse(item.index, 'rate_limited', `this account reported launches from more than ${max} devices on ${item.day}`, 'deviceId');
  }
  return allowed;
}

/** Records the devices of kept launches as the account's, in the batch's transaction. */
export async function markAccountDevices(trx: Kysely<DB>, userId: number, launches: readonly { day: string; deviceId: string }[]): Promise<void> {
  const unique = new Map(launches.map((launch) => [`${launch.day} ${launch.deviceId}`, launch]));
  const rows = [...unique.values()].map((launch) => ({ subject: accountSubject(userId), day: launch.day, device_id: launch.deviceId }));
  for (let start = 0; start < rows.length; start += 500) {
    await trx.insertInto('launch_marks').values(rows.slice(start, start + 500)).onConflict((oc) => oc.doNothing()).execute();
  }
}

/**
 * In a batch's transaction: the events from the account's first `max` devices of their day (under
 * the account's lock), those devices recorded as the account's. Every kind of event (launches,
 * searches, promotion impressions and clicks) counts against the same devices.
 */
export async function fromAccountDevices<T extends { deviceId: string }>(
  trx: Kysely<DB>,
  userId: number,
  max: number,
  checked: CheckedEvent<T>[],
  outcome: BatchOutcome,
): Promise<CheckedEvent<T>[]> {
  await lockAccountDevices(trx, userId);
  const owned = await withinAccountDevices(trx, userId, max, checked, outcome);
  await markAccountDevices(trx, userId, owned.map((item) => ({ day: item.day, deviceId: item.event.deviceId })));
  return owned;
}
