/**
 * Removes rows nobody can use any more: ended sessions, dead phone codes, old outbox entries,
 * two-step enrolments never confirmed and spent rate-limit counters. Safe to run on every instance at once (plain deletes).
 */
import type { Kysely } from 'kysely';
import type { DB } from './schema.js';
import { isoTime } from './values.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function pruneExpired(db: Kysely<DB>, now: number = Date.now()): Promise<void> {
  const weekAgo = isoTime(now - 7 * DAY_MS);
  const dayAgo = isoTime(now - DAY_MS);
  const twoDaysAgo = isoTime(now - 2 * DAY_MS);
  const nowIso = isoTime(now);
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', weekAgo), eb('revoked_at', '<', weekAgo)]))
    .execute();
  await db.deleteFrom('phone_codes').where('expires_at', '<', dayAgo).execute();
  await db.deleteFrom('phone_outbox').where('at', '<', dayAgo).execute();
  await db.deleteFrom('user_mfa').where('enabled_at', 'is', null).where('pending_at', '<', dayAgo).execute();
  await db
    .deleteFrom('throttles')
    .where('window_start', '<', twoDaysAgo)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
    .execute();
}

/** Runs `jobs` (pruneExpired by default) now and then every `intervalMs`; answers a stop function. */
export function scheduleHousekeeping(
  db: Kysely<DB>,
  intervalMs: number,
  onError: (error: unknown) => void,
  jobs: readonly ((db: Kysely<DB>) => Promise<unknown>)[] = [pruneExpired],
): () => void {
  const run = () => {
    for (const job of jobs) void job(db).catch(onError);
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
