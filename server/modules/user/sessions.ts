/**
 * Sessions: a token is 256 random bits (base64url); only its sha256 is stored, with an expiry
 * (SESSION_TTL_HOURS after sign-in, not sliding) and its last use. A token works while it is
 * neither expired, revoked nor unused for longer than its idle limit, and its account is not
 * deleted, frozen or banned.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MfaStage } from '../../../contracts/mfa.js';
import type { DB } from '../../db/schema.js';
import { shapedStatement, shapesOf } from '../../db/statementShapes.js';
import { isoAfterSeconds, isoTime } from '../../db/values.js';
import type { AuthContext } from '../../http/access.js';
import { fail } from '../../http/envelope.js';
import { toAuthUser } from './accounts.js';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface SessionOrigin {
  clientAddress: string;
  userAgent: string;
}

export interface IssuedSession {
  token: string;
  expiresAt: string;
}

/**
 * A new session for `userId`. With `pending`, it waits for a second step (docs/auth-protocol.md,
 * "Two-step verification"): it lives only `pending.minutes`, and its stage says what is asked.
 */
export async function createSession(
  db: Kysely<DB>,
  userId: number,
  ttlHours: number,
  origin: SessionOrigin = { clientAddress: '', userAgent: '' },
  now: number = Date.now(),
  pending?: { stage: MfaStage; minutes: number },
): Promise<IssuedSession> {
  const token = newToken();
  const expiresAt = isoAfterSeconds(pending ? pending.minutes * 60 : ttlHours * 3600, now);
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      public_id: randomBytes(16).toString('hex'),
      user_id: userId,
      created_at: isoTime(now),
      expires_at: expiresAt,
      revoked_at: null,
      last_used_at: isoTime(now),
      client_address: origin.clientAddress.slice(0, 64),
      user_agent: origin.userAgent.slice(0, 512),
      mfa_stage: pending?.stage ?? null,
    })
    .execute();
  return { token, expiresAt };
}

/** How long a session may go unused before it ends (SESSION_IDLE_MINUTES_ADMIN, SESSION_IDLE_MINUTES). */
export interface IdleLimits {
  /** ADMIN, LUA_ADMIN and AUDITOR: the accounts that move money, freeze accounts and read everything. */
  privilegedMinutes: number;
  otherMinutes: number;
}
export const IDLE_PRIVILEGED_ROLES: readonly string[] = ['ADMIN', 'LUA_ADMIN', 'AUDITOR'];
/** A session's last use is written at most this often: not a database write per request. */
export const SESSION_TOUCH_MS = 60_000;

/** A call's session, its account and the account's roles (a row each), by token hash. */
function sessionQuery(db: Kysely<DB>, tokenHash: unknown) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('user_roles', 'user_roles.user_id', 'users.id')
    .select([
      'sessions.expires_at',
      'sessions.revoked_at',
      'sessions.created_at',
      'sessions.last_used_at',
      'sessions.mfa_stage',
      'users.id',
      'users.username',
      'users.username_key',
      'users.nickname',
      'users.status',
      'users.is_del',
      'users.company_id',
      'users.cooperate_id',
      'user_roles.role',
    ])
    .where('sessions.token_hash', '=', tokenHash as string)
    .orderBy('user_roles.role');
}
type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionQuery>['execute']>>[number];

/** The account behind a token, or a 401 saying why not; with `idle`, a session unused too long ends. */
export async function resolveSession(db: Kysely<DB>, token: string, now: number = Date.now(), idle?: IdleLimits): Promise<AuthContext> {
  const tokenHash = hashToken(token);
  // The account's roles come in the same statement (a row each): one round trip fewer on every
  // call, which is what a call costs most on PostgreSQL (docs/scale.md).
  // Built once per database (server/db/statementShapes.ts): every call reads its session.
  const statement = shapedStatement(shapesOf(db, sessionQuery), 'session', (slot) => sessionQuery(db, slot(0)), [tokenHash]);
  const rows = (await db.executeQuery(statement)).rows as SessionRow[];
  const row = rows[0];
  if (!row || row.is_del !== 0) throw fail.unauthenticated('Your session has ended; sign in again');
  // Ended on purpose (from another session, by an administrator, a password reset, unfreezing):
  // the browser says so rather than "not logged in".
  if (row.revoked_at !== null) throw fail.unauthenticated('Your session was ended; sign in again', 'session_ended');
  if (Date.parse(row.expires_at) <= now) throw fail.unauthenticated('Your session has expired; sign in again', 'token_expired');
  if (row.status === 'frozen') throw fail.unauthenticated('This account is frozen', 'account_frozen');
  if (row.status === 'banned') throw fail.unauthenticated('This account is banned', 'account_banned');
  // An account without any role is an app user: the access check lets it make app calls only.
  const roles = rows.flatMap((r) => (r.role === null ? [] : [r.role]));
  if (idle) {
    const minutes = roles.some((role) => IDLE_PRIVILEGED_ROLES.includes(role)) ? idle.privilegedMinutes : idle.otherMinutes;
    const lastUsed = Date.parse(row.last_used_at ?? row.created_at);
    if (now - lastUsed > minutes * 60_000) {
      throw fail.unauthenticated('Your session ended after a time without use; sign in again', 'session_idle');
    }
    if (now - lastUsed >= SESSION_TOUCH_MS) {
      await db.updateTable('sessions').set({ last_used_at: isoTime(now) }).where('token_hash', '=', tokenHash).execute();
    }
  }
  return { tokenHash, user: toAuthUser(row, roles), mfaStage: row.mfa_stage };
}

export async function revokeSession(db: Kysely<DB>, tokenHash: string, now: number = Date.now()): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: isoTime(now) })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of a user, except the one whose hash is given. */
export async function revokeUserSessions(db: Kysely<DB>, userId: number, keepTokenHash?: string, now: number = Date.now()): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: isoTime(now) })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
