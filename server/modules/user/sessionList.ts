/**
 * A user's sessions as they see them (docs/auth-protocol.md, "Sessions"): the active ones (not
 * revoked, not expired, not unused past the idle limit of the user's roles), named by their public
 * id and described by the browser and system of their user agent; and ending them.
 */
import Bowser from 'bowser';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { SessionRecord } from '../../../contracts/sessions.js';
import type { DB } from '../../db/schema.js';
import { isoTime } from '../../db/values.js';
import { IDLE_PRIVILEGED_ROLES, type IdleLimits } from './sessions.js';

export interface Device {
  browser: string | null;
  os: string | null;
}

/** The browser and the system a user agent names ("Chrome", "Windows"); null for what it does not. */
export function describeDevice(userAgent: string): Device {
  if (!userAgent.trim()) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  return { browser: parsed.browser.name || null, os: parsed.os.name || null };
}

/** Who is asking about whose sessions, and when. */
export interface SessionScope {
  userId: number;
  roles: readonly string[];
  idle: IdleLimits;
  now?: number;
}

/** The sessions of the scope's user that still open the door: the one rule for listing and ending. */
function active(scope: SessionScope) {
  const now = scope.now ?? Date.now();
  const privileged = scope.roles.some((role) => IDLE_PRIVILEGED_ROLES.includes(role));
  const idleMs = (privileged ? scope.idle.privilegedMinutes : scope.idle.otherMinutes) * 60_000;
  return (eb: ExpressionBuilder<DB, 'sessions'>) =>
    eb.and([
      eb('user_id', '=', scope.userId),
      eb('revoked_at', 'is', null),
      eb('expires_at', '>', isoTime(now)),
      eb(eb.fn.coalesce('last_used_at', 'created_at'), '>=', isoTime(now - idleMs)),
    ]);
}

/** The active sessions, most recently used first; `currentTokenHash` marks the one asking. */
export async function listSessions(db: Kysely<DB>, scope: SessionScope, currentTokenHash: string): Promise<SessionRecord[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['token_hash', 'public_id', 'user_agent', 'client_address', 'created_at', 'last_used_at'])
    .where(active(scope))
    .execute();
  const records = rows.map((row) => ({
    id: row.public_id,
    ...describeDevice(row.user_agent),
    clientAddress: row.client_address,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at ?? row.created_at,
    current: row.token_hash === currentTokenHash,
  }));
  return records.sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt));
}

/** Ends the scope's user's active sessions: the one named by `publicId`, or all but `keepTokenHash`. */
export async function endSessions(
  db: Kysely<DB>,
  scope: SessionScope,
  which: { publicId: string } | { keepTokenHash?: string },
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: isoTime(scope.now ?? Date.now()) })
    .where(active(scope));
  if ('publicId' in which) query = query.where('public_id', '=', which.publicId);
  else if (which.keepTokenHash) query = query.where('token_hash', '!=', which.keepTokenHash);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
