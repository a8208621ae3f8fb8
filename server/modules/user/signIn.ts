/**
 * getSalt and userLogin (docs/auth-protocol.md). Every attempt counts against the client
 * address; wrong passwords count against the account name (known or not), and after
 * RATE_LOGIN_FAILURES in a row the name is locked for RATE_ACCOUNT_LOCK_SECONDS (429). Unknown
 * names cost the same argon2 time and get a stable fake salt, so neither call lists accounts.
 * Account status is told only after the password is right.
 */
import type { LoginAnswer, LoginForm, SaltAnswer } from '../../../contracts/auth.js';
import type { ServerContext } from '../../context.js';
import type { UserRow } from '../../db/schema.js';
import { fail } from '../../http/envelope.js';
import type { LockPolicy } from '../../http/throttle.js';
import { findAccountByUsername, usernameKey } from './accounts.js';
import { digestMatches, fakeSalt, spendVerification } from './passwords.js';
import { createSession, type SessionOrigin } from './sessions.js';

export function lockKeyFor(username: string): string {
  return `login-fail:${usernameKey(username)}`;
}

export function lockPolicy(ctx: ServerContext): LockPolicy {
  const { limits } = ctx.config;
  return {
    maxFailures: limits.loginFailuresPerAccount,
    lockSeconds: limits.accountLockSeconds,
    memorySeconds: limits.loginFailureMemorySeconds,
  };
}

/**
 * Runs a password check under the account lock: refuses while locked, counts a failure (and
 * answers 429 when it locks the account, else `wrong()`), clears the count on success.
 */
export async function checkPasswordUnderLock(
  ctx: ServerContext,
  username: string,
  check: () => Promise<boolean>,
  wrong: () => Error,
): Promise<void> {
  const key = lockKeyFor(username);
  await ctx.throttle.enforceUnlocked(key);
  if (await check()) {
    await ctx.throttle.clear(key);
    return;
  }
  const { locked, retryAfter } = await ctx.throttle.recordFailure(key, lockPolicy(ctx));
  if (locked) throw fail.rateLimited(retryAfter, 'Too many wrong passwords; this account is locked for a while');
  throw wrong();
}

export async function saltFor(ctx: ServerContext, username: string, clientAddress: string): Promise<SaltAnswer> {
  await ctx.throttle.enforce(`salt-addr:${clientAddress}`, ctx.config.limits.saltPerAddress);
  const account = await findAccountByUsername(ctx.db, username);
  return { salt: account ? account.password_salt : fakeSalt(ctx.secret, username) };
}

export async function signIn(ctx: ServerContext, form: LoginForm, origin: SessionOrigin): Promise<LoginAnswer> {
  await ctx.throttle.enforce(`login-addr:${origin.clientAddress}`, ctx.config.limits.loginPerAddress);
  const found: { account?: UserRow } = {};
  await checkPasswordUnderLock(
    ctx,
    form.username,
    async () => {
      const candidate = await findAccountByUsername(ctx.db, form.username);
      if (!candidate || candidate.password_salt !== form.salt) return spendVerification(form.password);
      found.account = candidate;
      return digestMatches(candidate.password_hash, form.password);
    },
    () => fail.unauthenticated('Wrong username or password', 'invalid_credentials'),
  );
  const account = found.account;
  if (!account) throw fail.unauthenticated('Wrong username or password', 'invalid_credentials');
  if (account.status === 'frozen') throw fail.forbidden('This account is frozen', 'account_frozen');
  if (account.status === 'banned') throw fail.forbidden('This account is banned', 'account_banned');
  return createSession(ctx.db, account.id, ctx.config.sessionTtlHours, origin);
}
