/**
 * Wrong card keys are bounded the way wrong passwords are (docs/auth-protocol.md, "Throttling";
 * figures in docs/cardKeys.md): every lookup first claims an attempt, atomically, per app user and
 * per client address (an IPv6 client by its /64), so however many requests arrive at once only
 * the claimed ones are looked up. A key that exists gives its attempt back (it was no guess); a
 * wrong one keeps it, and the attempt that reaches the limit locks that user, or that address,
 * out of redeeming for RATE_CARD_KEY_LOCK_SECONDS. A right key does not wipe earlier wrong ones.
 */
import type { ServerContext } from '../../context.js';
import { addressBucket } from '../../http/clientAddress.js';
import { HttpError } from '../../http/envelope.js';
import type { LockPolicy } from '../../http/throttle.js';

const MEMORY_SECONDS = 24 * 60 * 60;
const LOCKED_MESSAGE = 'Too many wrong card keys; try again later';
const BUSY_MESSAGE = 'Other card key attempts are still being checked; try again in a moment';

export const cardKeyUserKey = (userId: number) => `card-fail:user:${userId}`;
export const cardKeyAddressKey = (clientAddress: string) => `card-fail:addr:${addressBucket(clientAddress)}`;

export function cardKeyLocked(retryAfter: number): HttpError {
  return new HttpError(429, 'card_key_rate_limited', LOCKED_MESSAGE, undefined, Math.max(1, Math.ceil(retryAfter)));
}

/**
 * Every attempt of the window is claimed by lookups still running (a burst of parallel requests):
 * nothing is known to be wrong yet, so the answer says "busy", not "too many wrong keys"; the
 * attempts of right keys are given back within moments.
 */
export function cardKeyBusy(): HttpError {
  return new HttpError(429, 'card_key_busy', BUSY_MESSAGE, undefined, 1);
}

const refused = (claim: { retryAfter: number; inFlight?: boolean }) => (claim.inFlight ? cardKeyBusy() : cardKeyLocked(claim.retryAfter));

export interface RedeemAttempt {
  /** The key exists: this attempt does not count. */
  giveBack(): Promise<void>;
  /** The key was wrong: it counts, and locks the user or address that reached the limit (then 429). */
  wrong(): Promise<void>;
}

/** Claims one attempt for the user and one for the address, or throws 429. */
export async function claimRedeemAttempt(ctx: ServerContext, userId: number, clientAddress: string): Promise<RedeemAttempt> {
  const { throttle } = ctx;
  const { limits } = ctx.config;
  const policy = (max: number): LockPolicy => ({ max, lockSeconds: limits.cardKeyLockSeconds, memorySeconds: MEMORY_SECONDS });
  const userKey = cardKeyUserKey(userId);
  const addressKey = cardKeyAddressKey(clientAddress);
  const userPolicy = policy(limits.cardKeyFailuresPerUser);
  const addressPolicy = policy(limits.cardKeyFailuresPerAddress);
  const byUser = await throttle.claim(userKey, userPolicy);
  if (!byUser.granted) throw refused(byUser);
  const byAddress = await throttle.claim(addressKey, addressPolicy);
  if (!byAddress.granted) {
    await throttle.giveBack(userKey);
    throw refused(byAddress);
  }
  return {
    async giveBack() {
      await throttle.giveBack(userKey);
      await throttle.giveBack(addressKey);
    },
    async wrong() {
      let locked = false;
      if (byUser.number >= userPolicy.max) {
        await throttle.lock(userKey, userPolicy.lockSeconds);
        locked = true;
      }
      if (byAddress.number >= addressPolicy.max) {
        await throttle.lock(addressKey, addressPolicy.lockSeconds);
        locked = true;
      }
      if (locked) throw cardKeyLocked(limits.cardKeyLockSeconds);
    },
  };
}
