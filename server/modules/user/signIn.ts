/**
 * getSalt and userLogin (docs/auth-protocol.md). Every attempt counts against the client
 * address; password checks are bounded per account (passwordAttempts.ts). Unknown names cost
 * the same argon2 time and get a stable fake salt, so neither call lists accounts. Account
 * status is told only after the password is right; so is whether a second step is asked.
 */
import type { LoginAnswer, LoginForm, SaltAnswer } from '../../../contracts/auth.js';
import type { ServerContext } from '../../context.js';
import { fail } from '../../http/envelope.js';
import { signInStage } from '../mfa/records.js';
import { findAccountByUsername, rolesOf } from './accounts.js';
import { checkPasswordUnderLock } from './passwordAttempts.js';
import { digestMatches, fakeSalt, spendVerification } from './passwords.js';
import { createSession, type SessionOrigin } from './sessions.js';

export async function saltFor(ctx: ServerContext, username: string, clientAddress: string): Promise<SaltAnswer> {
  await ctx.throttle.enforce(`salt-addr:${clientAddress}`, ctx.config.limits.saltPerAddress);
  const account = await findAccountByUsername(ctx.db, username);
  return { salt: account ? account.password_salt : fakeSalt(ctx.secret, username) };
}

export async function signIn(ctx: ServerContext, form: LoginForm, origin: SessionOrigin): Promise<LoginAnswer> {
  await ctx.throttle.enforce(`login-addr:${origin.clientAddress}`, ctx.config.limits.loginPerAddress);
  const account = await findAccountByUsername(ctx.db, form.username);
  const invalid = () => fail.unauthenticated('Wrong username or password', 'invalid_credentials');
  await checkPasswordUnderLock(ctx, {
    username: form.username,
    userId: account?.id,
    clientAddress: origin.clientAddress,
    // Unknown names and wrong salts cost one argon2 verification too.
    check: () => (account && account.password_salt === form.salt ? digestMatches(account.password_hash, form.password) : spendVerification(form.password)),
    wrong: invalid,
  });
  if (!account) throw invalid();
  if (account.status === 'frozen') throw fail.forbidden('This account is frozen', 'account_frozen');
  if (account.status === 'banned') throw fail.forbidden('This account is banned', 'account_banned');
  // The second step (docs/auth-protocol.md, "Two-step verification"): a pending session for minutes.
  const stage = await signInStage(ctx.db, ctx.config, account.id, await rolesOf(ctx.db, account.id));
  if (stage === null) return createSession(ctx.db, account.id, ctx.config.sessionTtlHours, origin);
  const session = await createSession(ctx.db, account.id, ctx.config.sessionTtlHours, origin, Date.now(), { stage, minutes: ctx.config.mfa.pendingMinutes });
  return { ...session, mfa: stage };
}
