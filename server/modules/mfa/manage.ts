/**
 * Managing an enabled second step (docs/auth-protocol.md, "Two-step verification"): new recovery
 * codes for a current code; turning it off with the password and a current code (not while the
 * roles require it); an administrator's reset, which also ends every session of the user. Each
 * change is audited in its own transaction.
 */
import type { MfaDisableForm, RecoveryCodes } from '../../../contracts/mfa.js';
import { userRecordName } from '../../../contracts/recordNames.js';
import type { ServerContext } from '../../context.js';
import { appendAudit } from '../../db/audit.js';
import type { DB } from '../../db/schema.js';
import type { AuthContext } from '../../http/access.js';
import { fail } from '../../http/envelope.js';
import type { Kysely } from 'kysely';
import { findAccountById, rolesOf } from '../user/accounts.js';
import { checkPasswordUnderLock } from '../user/passwordAttempts.js';
import { digestMatches } from '../user/passwords.js';
import { endSessions } from '../user/sessionList.js';
import { checkCodeUnderLock, mfaAttemptKey } from './attempts.js';
import { acceptTotpCode, enabledSecret } from './codes.js';
import { mfaRowOf, requiredByRole } from './records.js';
import { replaceRecoveryCodes } from './recoveryCodes.js';

async function removeMfa(db: Kysely<DB>, userId: number): Promise<void> {
  await db.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_mfa').where('user_id', '=', userId).execute();
}

export async function renewRecoveryCodes(ctx: ServerContext, auth: AuthContext, code: string, now: number = Date.now()): Promise<RecoveryCodes> {
  const userId = auth.user.id;
  const secret = await enabledSecret(ctx, userId);
  await checkCodeUnderLock(ctx, userId, () => acceptTotpCode(ctx, userId, secret, code, now));
  return ctx.db.transaction().execute(async (trx) => {
    const recoveryCodes = await replaceRecoveryCodes(trx, ctx.secret, userId, now);
    await appendAudit(trx, { actorId: userId, entity: 'user', entityId: userId, recordName: userRecordName(auth.user.username, auth.user.nickname), event: 'MFA_RECOVERY_CODES' }, now);
    return { recoveryCodes };
  });
}

/** The cheap refusals (409) come before the password and the code, so they spend no attempt. */
export async function disableMfa(ctx: ServerContext, auth: AuthContext, form: MfaDisableForm, clientAddress: string, now: number = Date.now()): Promise<void> {
  const userId = auth.user.id;
  const secret = await enabledSecret(ctx, userId);
  if (requiredByRole(ctx.config, auth.user.roles)) {
    throw fail.conflict('Your role requires two-step verification: an administrator can reset it', 'mfa_required_by_role');
  }
  const account = await findAccountById(ctx.db, userId);
  if (!account) throw fail.unauthenticated();
  await checkPasswordUnderLock(ctx, {
    username: account.username,
    userId,
    clientAddress,
    check: async () => account.password_salt === form.salt && digestMatches(account.password_hash, form.password),
    wrong: () => {
      const message = 'The password is wrong';
      return fail.invalid(message, [{ field: 'password', reason: 'invalid_value', message }], 'old_password_wrong');
    },
  });
  await checkCodeUnderLock(ctx, userId, () => acceptTotpCode(ctx, userId, secret, form.code, now));
  await ctx.db.transaction().execute(async (trx) => {
    await removeMfa(trx, userId);
    await appendAudit(trx, { actorId: userId, entity: 'user', entityId: userId, recordName: userRecordName(auth.user.username, auth.user.nickname), event: 'MFA_DISABLED' }, now);
  });
}

/**
 * An administrator removes a user's second step and ends their sessions; answers how many ended.
 * A user locked out of an enrolment by wrong codes (a new administrator at the first sign-in) is
 * let go too: the enrolment and the lock are removed, the sessions stay.
 */
export async function resetUserMfa(ctx: ServerContext, actorId: number, userId: number, now: number = Date.now()): Promise<number> {
  if (userId === actorId) throw fail.conflict('You manage your own two-step verification from your profile');
  const user = await ctx.db.selectFrom('users').select(['id', 'username', 'nickname']).where('id', '=', userId).where('is_del', '=', 0).executeTakeFirst();
  if (!user) throw fail.notFound(`No user ${userId}`);
  const enabled = Boolean((await mfaRowOf(ctx.db, userId))?.enabled_at);
  // An enrolment started and never confirmed protects nothing yet and expires by itself: only a
  // lock on it is worth an administrator's reset.
  if (!enabled && (await ctx.throttle.lockedFor(mfaAttemptKey(userId), now)) === 0) {
    throw fail.conflict('This user has no two-step verification', 'mfa_not_enabled');
  }
  const roles = await rolesOf(ctx.db, userId);
  return ctx.db.transaction().execute(async (trx) => {
    await removeMfa(trx, userId);
    const ended = enabled ? await endSessions(trx, { userId, roles, idle: ctx.config.sessionIdle, now }, {}) : 0;
    await appendAudit(trx, { actorId, entity: 'user', entityId: userId, recordName: userRecordName(user.username, user.nickname), event: 'MFA_RESET', payload: { endedSessions: ended } }, now);
    return ended;
  }).then(async (ended) => {
    // The wrong codes counted against the old secret must not hold up the new enrolment.
    await ctx.throttle.clear(mfaAttemptKey(userId));
    return ended;
  });
}
