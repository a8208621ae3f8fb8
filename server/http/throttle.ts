/**
 * Rate limits kept in the database (`throttles`), so every instance counts the same hits: a
 * login throttled on one instance is throttled on all. Each counter is one row updated by a
 * single atomic upsert (fixed window), which behaves alike on SQLite and PostgreSQL.
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

export interface LockPolicy {
  maxFailures: number;
  lockSeconds: number;
  /** Failures older than this are forgotten. */
  memorySeconds: number;
}

export class Throttle {
  constructor(private readonly db: Kysely<DB>) {}

  /** Counts one hit against `key` in a fixed window. */
  async hit(key: string, limit: WindowLimit, now: number = Date.now()): Promise<HitResult> {
    const nowIso = isoTime(now);
    const cutoff = isoTime(now - limit.windowSeconds * 1000);
    const row = await this.db
      .insertInto('throttles')
      .values({ key, count: 1, window_start: nowIso, locked_until: null })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`case when throttles.window_start <= ${cutoff} then 1 else throttles.count + 1 end`,
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

  /** Seconds `key` stays locked, or 0. */
  async lockedFor(key: string, now: number = Date.now()): Promise<number> {
    const row = await this.db.selectFrom('throttles').select('locked_until').where('key', '=', key).executeTakeFirst();
    if (!row?.locked_until || Date.parse(row.locked_until) <= now) return 0;
    return secondsUntil(row.locked_until, now);
  }

  /** Throws 429 while `key` is locked. */
  async enforceUnlocked(key: string, now: number = Date.now()): Promise<void> {
    const seconds = await this.lockedFor(key, now);
    if (seconds > 0) throw fail.rateLimited(seconds, 'Too many wrong passwords; this account is locked for a while');
  }

  /**
   * Records one failure (e.g. a wrong password). When the failures in a row reach the policy's
   * maximum the key is locked; the answer says whether it is locked now and for how long.
   */
  async recordFailure(key: string, policy: LockPolicy, now: number = Date.now()): Promise<{ locked: boolean; retryAfter: number }> {
    const result = await this.hit(key, { max: policy.maxFailures, windowSeconds: policy.memorySeconds }, now);
    if (result.count < policy.maxFailures) return { locked: false, retryAfter: 0 };
    await this.db
      .updateTable('throttles')
      .set({ locked_until: isoAfterSeconds(policy.lockSeconds, now), count: 0, window_start: isoTime(now) })
      .where('key', '=', key)
      .execute();
    return { locked: true, retryAfter: policy.lockSeconds };
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('throttles').where('key', '=', key).execute();
  }
}
