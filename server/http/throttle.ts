/**
 * Rate limits kept in the database (`throttles`), so every instance counts the same hits: a
 * login throttled on one instance is throttled on all. Each operation is one atomic statement
 * (an upsert or a conditional update), which behaves alike on SQLite and PostgreSQL.
 *
 * Two kinds of counter live here:
 * - fixed windows (`hit`, `enforce`): "at most N calls per window" for cheap calls;
 * - claimed attempts (`claim`, `claimPaced`): for checks that must be bounded however many
 *   requests arrive at once (password verification). An attempt is claimed *before* the check
 *   runs, by a conditional update that only one request at a time can win, so a burst of
 *   parallel guesses cannot all be checked. See docs/auth-protocol.md for the figures.
 */
import { type Kysely, sql } from 'kysely';
import type { WindowLimit } from '../config.js';
import type { DB } from '../db/schema.js';
import { isoAfterSeconds, isoTime, secondsUntil } from '../db/values.js';
import { fail } from './envelope.js';

export interface HitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the current window ends. */
  retryAfter: number;
}

/** Attempts per key before it locks: `max` claims, then locked for `lockSeconds`. */
export interface LockPolicy {
  max: number;
  lockSeconds: number;
  /** Claims older than this are forgotten. */
  memorySeconds: number;
}

/** Free attempts per key, then each further one waits an exponentially growing delay. */
export interface PacePolicy {
  free: number;
  maxDelaySeconds: number;
  /** Claims older than this are forgotten. */
  memorySeconds: number;
}

/** A claimed attempt (its number in the window) or a refusal with the seconds to wait. */
export type Claim = { granted: true; number: number } | { granted: false; retryAfter: number; inFlight?: boolean };

/** Delay before the n-th attempt past the free ones: 1 s, 2 s, 4 s, … up to the cap. */
export function paceDelaySeconds(overFree: number, maxDelaySeconds: number): number {
  if (overFree <= 0) return 0;
  return Math.min(2 ** Math.min(overFree - 1, 30), maxDelaySeconds);
}

export class Throttle {
  constructor(private readonly db: Kysely<DB>) {}

  /** Counts `amount` hits (one call, or a batch's events) against `key` in a fixed window. */
  async hit(key: string, limit: WindowLimit, now: number = Date.now(), amount = 1): Promise<HitResult> {
    const nowIso = isoTime(now);
    const cutoff = isoTime(now - limit.windowSeconds * 1000);
    const row = await this.db
      .insertInto('throttles')
      .values({ key, count: amount, window_start: nowIso, locked_until: null })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`case when throttles.window_start <= ${cutoff} then cast(${amount} as integer) else throttles.count + cast(${amount} as integer) end`,
          window_start: sql<string>`case when throttles.window_start <= ${cutoff} then ${nowIso} else throttles.window_start end`,
        }),
      )
      .returning(['count', 'window_start'])
      .executeTakeFirstOrThrow();
    const count = Number(row.count);
    const windowEnds = Date.parse(row.window_start) + limit.windowSeconds * 1000;
    return { allowed: count <= limit.max, count, retryAfter: Math.max(1, Math.ceil((windowEnds - now) / 1000)) };
  }

  /** Counts a hit and throws 429 when it is over the limit. */
  async enforce(key: string, limit: WindowLimit, now: number = Date.now()): Promise<void> {
    const result = await this.hit(key, limit, now);
    if (!result.allowed) throw fail.rateLimited(result.retryAfter);
  }

  /**
   * Claims one of `policy.max` attempts for `key`. Refused while the key is locked or while all
   * attempts of the window are claimed (some may still be running: their outcome decides the
   * lock, so the wait is the whole lock time).
   */
  async claim(key: string, policy: LockPolicy, now: number = Date.now()): Promise<Claim> {
    await this.startOver(key, policy.memorySeconds, now, true);
    const nowIso = isoTime(now);
    const row = await this.db
      .updateTable('throttles')
      .set({ count: sql<number>`count + 1` })
      .where('key', '=', key)
      .where('count', '<', policy.max)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowIso)]))
      .returning('count')
      .executeTakeFirst();
    if (row) return { granted: true, number: Number(row.count) };
    const locked = await this.lockedFor(key, now);
    // Not locked yet every attempt is claimed: some are still being checked, and their outcome decides.
    return locked ? { granted: false, retryAfter: locked } : { granted: false, retryAfter: policy.lockSeconds, inFlight: true };
  }

  /**
   * Claims an attempt under a pace: the first `policy.free` in the window go at once; each later
   * one is granted only when the previous one's delay has passed, and sets the next delay.
   */
  async claimPaced(key: string, policy: PacePolicy, now: number = Date.now()): Promise<Claim> {
    // A passed delay does not start the count over: the pace keeps growing until the memory ends.
    await this.startOver(key, policy.memorySeconds, now, false);
    const nowIso = isoTime(now);
    // The next delay depends on the count: one candidate time per step, chosen in SQL so the
    // claim stays a single conditional statement.
    const steps: { over: number; until: string }[] = [];
    for (let over = 1; ; over++) {
      const delay = paceDelaySeconds(over, policy.maxDelaySeconds);
      steps.push({ over, until: isoAfterSeconds(delay, now) });
      if (delay >= policy.maxDelaySeconds) break;
    }
    const last = steps[steps.length - 1];
    const nextLock = sql<string | null>`case
      when count + 1 <= ${policy.free} then null
      ${sql.join(
        steps.slice(0, -1).map((step) => sql`when count + 1 - ${policy.free} = ${step.over} then ${step.until}`),
        sql` `,
      )}
      else ${last?.until ?? isoAfterSeconds(policy.maxDelaySeconds, now)} end`;
    const row = await this.db
      .updateTable('throttles')
      .set({ count: sql<number>`count + 1`, locked_until: nextLock })
      .where('key', '=', key)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowIso)]))
      .returning('count')
      .executeTakeFirst();
    if (row) return { granted: true, number: Number(row.count) };
    return { granted: false, retryAfter: Math.max(1, await this.lockedFor(key, now)) };
  }

  /** Locks `key` for `seconds` (unless it is locked already). */
  async lock(key: string, seconds: number, now: number = Date.now()): Promise<void> {
    const nowIso = isoTime(now);
    await this.db
      .updateTable('throttles')
      .set({ locked_until: isoAfterSeconds(seconds, now) })
      .where('key', '=', key)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowIso)]))
      .execute();
  }

  /**
   * After a successful check: forgets the attempts before it, but only when no other attempt was
   * claimed since (a burst running alongside stays counted). True when it forgot them.
   */
  async forgetUpTo(key: string, claimNumber: number): Promise<boolean> {
    const result = await this.db.updateTable('throttles').set({ count: 0 }).where('key', '=', key).where('count', '=', claimNumber).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Hands a claimed attempt back (it was never checked, or it succeeded and should not count). */
  async giveBack(key: string): Promise<void> {
    await this.db.updateTable('throttles').set({ count: sql<number>`count - 1` }).where('key', '=', key).where('count', '>', 0).execute();
  }

  /** Seconds `key` stays locked, or 0. */
  async lockedFor(key: string, now: number = Date.now()): Promise<number> {
    const row = await this.db.selectFrom('throttles').select('locked_until').where('key', '=', key).executeTakeFirst();
    if (!row?.locked_until || Date.parse(row.locked_until) <= now) return 0;
    return secondsUntil(row.locked_until, now);
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('throttles').where('key', '=', key).execute();
  }

  /** Deletes every key that starts with `prefix`. */
  async clearPrefix(prefix: string): Promise<void> {
    await this.db
      .deleteFrom('throttles')
      .where(sql<string>`substr(key, 1, ${prefix.length})`, '=', prefix)
      .execute();
  }

  /** Makes sure the key's row exists, and starts it over when its memory (or, if asked, its lock) has passed. */
  private async startOver(key: string, memorySeconds: number, now: number, afterLock: boolean): Promise<void> {
    const nowIso = isoTime(now);
    const cutoff = isoTime(now - memorySeconds * 1000);
    await this.db
      .insertInto('throttles')
      .values({ key, count: 0, window_start: nowIso, locked_until: null })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    await this.db
      .updateTable('throttles')
      .set({ count: 0, window_start: nowIso, locked_until: null })
      .where('key', '=', key)
      .where((eb) =>
        afterLock
          ? eb.or([eb('window_start', '<=', cutoff), eb.and([eb('locked_until', 'is not', null), eb('locked_until', '<=', nowIso)])])
          : eb('window_start', '<=', cutoff),
      )
      .execute();
  }
}
