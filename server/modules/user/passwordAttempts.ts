/**
 * Bounded password checks (login and change-password; figures in docs/auth-protocol.md).
 *
 * Every check first claims an attempt, atomically, before argon2 runs, so however many requests
 * arrive at once only the claimed ones are verified:
 * - per account and client address: RATE_LOGIN_FAILURES attempts, then that address is locked
 *   out of that account for RATE_ACCOUNT_LOCK_SECONDS. A stranger elsewhere cannot lock the
 *   owner out this way;
 * - per account across all addresses (not for an address the account has signed in from): the
 *   first RATE_ACCOUNT_FREE_FAILURES go at once, then each attempt waits a delay that doubles up
 *   to RATE_ACCOUNT_BACKOFF_MAX_SECONDS, which slows a guess spread over many addresses.
 * A success forgets that address's earlier failures (unless a burst is running alongside) and
 * does not count towards the account's pace.
 */
import type { Kysely } from 'kysely';
import type { ServerContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { addressBucket } from '../../http/clientAddress.js';
import { fail } from '../../http/envelope.js';
import type { LockPolicy, PacePolicy } from '../../http/throttle.js';
import { usernameKey } from './accounts.js';

const LOCKED_MESSAGE = 'Too many wrong passwords; try again later';

/** The per account-and-address counter. */
export function addressLockKey(username: string, clientAddress: string): string {
  return `login-fail:${usernameKey(username)}@${addressBucket(clientAddress)}`;
}

/** The per-account counter across addresses. */
export function accountPaceKey(username: string): string {
  return `login-pace:${usernameKey(username)}`;
}

export function lockPolicy(ctx: ServerContext): LockPolicy {
  const { limits } = ctx.config;
  return { max: limits.loginFailuresPerAccount, lockSeconds: limits.accountLockSeconds, memorySeconds: limits.loginFailureMemorySeconds };
}

export function pacePolicy(ctx: ServerContext): PacePolicy {
  const { limits } = ctx.config;
  return { free: limits.accountFreeFailures, maxDelaySeconds: limits.accountBackoffMaxSeconds, memorySeconds: limits.loginFailureMemorySeconds };
}

/** True when the account has a session (live or not yet pruned) started from this address. */
async function addressKnown(db: Kysely<DB>, userId: number | undefined, clientAddress: string): Promise<boolean> {
  if (userId === undefined || clientAddress === '') return false;
  const row = await db
    .selectFrom('sessions')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('client_address', '=', clientAddress.slice(0, 64))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface PasswordAttempt {
  /** The name typed (an unknown name is limited like a known one). */
  username: string;
  /** The account behind it, when there is one. */
  userId?: number;
  clientAddress: string;
  /** Verifies the password; runs only once an attempt is claimed. */
  check: () => Promise<boolean>;
  /** The error of a wrong password. */
  wrong: () => Error;
}

/** Runs a password check under both limits; throws `wrong()` or 429, returns on success. */
export async function checkPasswordUnderLock(ctx: ServerContext, attempt: PasswordAttempt): Promise<void> {
  const { throttle } = ctx;
  const lockKey = addressLockKey(attempt.username, attempt.clientAddress);
  const policy = lockPolicy(ctx);
  const claim = await throttle.claim(lockKey, policy);
  if (!claim.granted) throw fail.rateLimited(claim.retryAfter, LOCKED_MESSAGE);

  const paceKey = (await addressKnown(ctx.db, attempt.userId, attempt.clientAddress)) ? null : accountPaceKey(attempt.username);
  if (paceKey) {
    const paced = await throttle.claimPaced(paceKey, pacePolicy(ctx));
    if (!paced.granted) {
      await throttle.giveBack(lockKey);
      throw fail.rateLimited(paced.retryAfter, LOCKED_MESSAGE);
    }
  }

  let right: boolean;
  try {
    right = await attempt.check();
  } catch (error) {
    await throttle.giveBack(lockKey);
    if (paceKey) await throttle.giveBack(paceKey);
    throw error;
  }
  if (right) {
    await throttle.forgetUpTo(lockKey, claim.number);
    if (paceKey) await throttle.giveBack(paceKey);
    return;
  }
  if (claim.number >= policy.max) {
    await throttle.lock(lockKey, policy.lockSeconds);
    throw fail.rateLimited(policy.lockSeconds, LOCKED_MESSAGE);
  }
  throw attempt.wrong();
}

/** After a password reset: every address's lock and the account's pace start over. */
export async function clearPasswordLimits(ctx: ServerContext, username: string): Promise<void> {
  await ctx.throttle.clearPrefix(`login-fail:${usernameKey(username)}@`);
  await ctx.throttle.clear(accountPaceKey(username));
}
