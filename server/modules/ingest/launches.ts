/**
 * A batch of launches (docs/ingestion.md): checked per event (./eventBatch.ts), the scripts,
 * partners and shared configs named looked up, then in one transaction the new events kept
 * (unique per user and eventId: a batch sent again counts once), their devices marked
 * (./launchMarks.ts) and the days and unapplied months increased (./dayFigures.ts).
 */
import type { Kysely } from 'kysely';
import { type BatchAnswer, type LaunchEvent, launchEvent } from '../../../contracts/appEvents.js';
import { nameKey } from '../../../contracts/nameKey.js';
import type { DB } from '../../db/schema.js';
import { isoTime } from '../../db/values.js';
import type { Throttle } from '../../http/throttle.js';
import type { Limits } from '../../config.js';
import { addDayFigures } from './dayFigures.js';
import { BatchOutcome, type CheckedEvent, checkEvents, withinDeviceAllowance } from './eventBatch.js';
import { type KeptLaunch, markLaunches } from './launchMarks.js';
import { fromAccountDevices } from './userDevices.js';

export interface IngestDeps {
  db: Kysely<DB>;
  throttle: Throttle;
  limits: Pick<Limits, 'ingestPerDevice' | 'ingestDevicesPerUserDay'>;
}

const CHUNK = 200;

/** The ids among `ids` that `table` holds. */
async function existing(db: Kysely<DB>, table: 'linkers', ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom(table).select('id').where('id', 'in', [...new Set(ids)]).execute();
  return new Set(rows.map((row) => row.id));
}

/** Scripts users can run: shown or hidden (a draft, a returned or a retired script has no launches to count). */
async function runnableScripts(db: Kysely<DB>, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('scripts').select('id').where('id', 'in', [...new Set(ids)]).where('status', 'in', ['shown', 'hidden']).execute();
  return new Set(rows.map((row) => row.id));
}

async function partnersByPackage(db: Kysely<DB>, packages: string[]): Promise<Map<string, number>> {
  const keys = [...new Set(packages.map(nameKey))];
  if (keys.length === 0) return new Map();
  const rows = await db.selectFrom('cooperates').select(['id', 'cooperate_package_key']).where('cooperate_package_key', 'in', keys).execute();
  return new Map(rows.map((row) => [row.cooperate_package_key, row.id]));
}

export async function reportLaunches(deps: IngestDeps, userId: number, events: readonly unknown[], now: number = Date.now()): Promise<BatchAnswer> {
  const outcome = new BatchOutcome();
  const checked = checkEvents(launchEvent, events, outcome, now);
  const scripts = await runnableScripts(deps.db, checked.map((c) => c.event.scriptId));
  const linkers = await existing(deps.db, 'linkers', checked.flatMap((c) => (c.event.linkerId === undefined ? [] : [c.event.linkerId])));
  const partners = await partnersByPackage(deps.db, checked.flatMap((c) => (c.event.cooperatePackage === undefined ? [] : [c.event.cooperatePackage])));
  const known: CheckedEvent<LaunchEvent>[] = [];
  for (const item of checked) {
    const { event } = item;
    if (!scripts.has(event.scriptId)) outcome.refuse(item.index, 'unknown_script', `no script ${event.scriptId} that users can run`, 'scriptId');
    else if (event.linkerId !== undefined && !linkers.has(event.linkerId)) outcome.refuse(item.index, 'unknown_linker', `no shared config ${event.linkerId}`, 'linkerId');
    else if (event.cooperatePackage !== undefined && !partners.has(nameKey(event.cooperatePackage))) {
      outcome.refuse(item.index, 'unknown_partner', `no partner with the package ${event.cooperatePackage}`, 'cooperatePackage');
    } else known.push(item);
  }
  const throttled = await withinDeviceAllowance(deps.throttle, userId, 'launch', deps.limits.ingestPerDevice, known, outcome, now);
  const receivedAt = isoTime(now);
  const { accepted, allowed } = await deps.db.transaction().execute(async (trx) => {
    const allowed = await fromAccountDevices(trx, userId, deps.limits.ingestDevicesPerUserDay, throttled, outcome);
    const kept: KeptLaunch[] = [];
    // In the app's order of time, so the first launch of a device on a day decides its platform.
    const ordered = [...allowed].sort((a, b) => (a.occurredAt < b.occurredAt ? -1 : a.occurredAt > b.occurredAt ? 1 : a.index - b.index));
    for (let start = 0; start < ordered.length; start += CHUNK) {
      const rows = ordered.slice(start, start + CHUNK).map(({ event, occurredAt, day }) => ({
        user_id: userId,
        event_id: event.eventId,
        device_id: event.deviceId,
        script_id: event.scriptId,
        version: event.version,
        platform: event.platform,
        access: event.access,
        cooperate_id: event.cooperatePackage === undefined ? null : partners.get(nameKey(event.cooperatePackage))!,
        linker_id: event.linkerId ?? null,
        occurred_at: occurredAt,
        day,
        received_at: receivedAt,
      }));
      const inserted = await trx
        .insertInto('launch_events')
        .values(rows)
        .onConflict((oc) => oc.columns(['user_id', 'event_id']).doNothing())
        .returning('event_id')
        .execute();
      const fresh = new Set(inserted.map((row) => row.event_id));
      for (const row of rows) {
        if (!fresh.has(row.event_id)) continue;
        kept.push({
          deviceId: row.device_id,
          day: row.day,
          scriptId: row.script_id,
          platform: row.platform,
          access: row.access,
          cooperateId: row.cooperate_id,
          linkerId: row.linker_id,
        });
      }
    }
    await addDayFigures(trx, await markLaunches(trx, kept), now);
    return { accepted: kept.length, allowed };
  });
  return { accepted, duplicates: allowed.length - accepted, refused: outcome.sorted() };
}
