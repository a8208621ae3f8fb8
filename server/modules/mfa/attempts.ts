/**
 * Wrong two-step codes are bounded per account the way wrong passwords are (docs/auth-protocol.md,
 * "Two-step verification"): every check first claims an attempt, atomically, so however many
 * requests arrive at once (on any instance) at most RATE_MFA_FAILURES are checked. The attempt
 * that reaches the limit with a wrong code locks the account out of the second step for
 * RATE_MFA_LOCK_SECONDS; a right code forgets the earlier wrong ones.
 */
import type { ServerContext } from '../../context.js';
import { fail, HttpError } from '../../http/envelope.js';
import type { LockPolicy } from '../../http/throttle.js';

const MEMORY_SECONDS = 24 * 60 * 60;

export const mfaAttemptKey = (userId: number) => `mfa-fail:${userId}`;

export function mfaLocked(retryAfter: number): HttpError {
  return new HttpError(429, 'mfa_rate_limited', 'Too many wrong codes; try again later', undefined, Math.max(1, Math.ceil(retryAfter)));
}

export function codeInvalid(): HttpError {
  const message = 'The code is wrong, was used already or has expired';
  return fail.invalid(message, [{ field: 'code', reason: 'invalid_value', message }], 'mfa_code_invalid');
}

/**
 * What a code turned out to be: right (and now used), wrong, or right but used already. A code
 * used already is refused without counting as a guess: only whoever holds the authenticator
 * (or the recovery codes) can send one, and a double submit or a retried request of a code just
 * accepted must not lock its owner out.
 */
export type CodeVerdict = 'right' | 'wrong' | 'replayed';

/** Runs `check` under the account's claim; throws 400 mfa_code_invalid (or 429) unless it answers 'right'. */
export async function checkCodeUnderLock(ctx: ServerContext, userId: number, check: () => Promise<CodeVerdict>): Promise<void> {
  const { throttle } = ctx;
  const { limits } = ctx.config;
  const key = mfaAttemptKey(userId);
  const policy: LockPolicy = { max: limits.mfaFailuresPerAccount, lockSeconds: limits.mfaLockSeconds, memorySeconds: MEMORY_SECONDS };
  const claim = await throttle.claim(key, policy);
  if (!claim.granted) throw mfaLocked(claim.retryAfter);
  let verdict: CodeVerdict;
  try {
    verdict = await check();
  } catch (error) {
    await throttle.giveBack(key);
    throw error;
  }
  if (verdict === 'right') {
    // Attempts claimed since stay counted, but a right code itself is never one of the wrong ones.
    if (!(await throttle.forgetUpTo(key, claim.number))) await throttle.giveBack(key);
    return;
  }
  if (verdict === 'replayed') {
    await throttle.giveBack(key);
    throw codeInvalid();
  }
  // The last allowed wrong code is still told as wrong; the next attempt meets the lock.
  if (claim.number >= policy.max) await throttle.lock(key, policy.lockSeconds);
  throw codeInvalid();
}
