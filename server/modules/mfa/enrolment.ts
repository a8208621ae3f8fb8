/**
 * Enrolment (docs/auth-protocol.md, "Two-step verification"): a new secret kept pending (sealed)
 * until a first code shows the authenticator holds it; then it is enabled, its step recorded as
 * used, ten recovery codes handed out and an 'enrol' session completed, in one transaction.
 */
import type { MfaEnrolStart, RecoveryCodes } from '../../../contracts/mfa.js';
import { userRecordName } from '../../../contracts/recordNames.js';
import type { ServerContext } from '../../context.js';
import { appendAudit } from '../../db/audit.js';
import { isoTime } from '../../db/values.js';
import type { AuthContext } from '../../http/access.js';
import { fail } from '../../http/envelope.js';
import { checkCodeUnderLock } from './attempts.js';
import { completeSession, mfaRowOf, openSecret, sealSecret } from './records.js';
import { replaceRecoveryCodes } from './recoveryCodes.js';
import { codeStep, newTotpSecret, otpauthUri, qrSvgOf } from './totp.js';

const alreadyEnabled = () => fail.conflict('Two-step verification is already on for this account', 'mfa_already_enabled');

export async function startEnrolment(ctx: ServerContext, auth: AuthContext, now: number = Date.now()): Promise<MfaEnrolStart> {
  const userId = auth.user.id;
  if ((await mfaRowOf(ctx.db, userId))?.enabled_at) throw alreadyEnabled();
  const secret = newTotpSecret();
  const sealed = sealSecret(ctx.cardKeys.mfaSecrets, userId, secret);
  const at = isoTime(now);
  // A new start replaces the previous pending secret; an enabled one is never touched.
  const result = await ctx.db
    .insertInto('user_mfa')
    .values({ user_id: userId, secret_sealed: null, enabled_at: null, last_step: null, pending_secret_sealed: sealed, pending_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ pending_secret_sealed: sealed, pending_at: at }).where('user_mfa.enabled_at', 'is', null))
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 1) === 0) throw alreadyEnabled();
  const otpauthUriText = otpauthUri(secret, auth.user.username);
  return { secret, otpauthUri: otpauthUriText, qrSvg: await qrSvgOf(otpauthUriText) };
}

export async function confirmEnrolment(ctx: ServerContext, auth: AuthContext, code: string, now: number = Date.now()): Promise<RecoveryCodes> {
  const userId = auth.user.id;
  const row = await mfaRowOf(ctx.db, userId);
  if (row?.enabled_at) throw alreadyEnabled();
  const fresh = row?.pending_at && Date.parse(row.pending_at) > now - ctx.config.mfa.pendingMinutes * 60_000;
  if (!row?.pending_secret_sealed || !fresh) throw fail.conflict('Start the enrolment first (or again: it expired)', 'mfa_enrolment_missing');
  const pending = row.pending_secret_sealed;
  const secret = openSecret(ctx.cardKeys.mfaSecrets, userId, pending);
  const found: { step: number | null } = { step: null };
  await checkCodeUnderLock(ctx, userId, async () => {
    found.step = codeStep(secret, code, now);
    return found.step === null ? 'wrong' : 'right';
  });
  return ctx.db.transaction().execute(async (trx) => {
    const at = isoTime(now);
    // Only the enrolment that was checked: a parallel confirmation or a new start wins otherwise.
    const enabled = await trx
      .updateTable('user_mfa')
      .set({ secret_sealed: pending, enabled_at: at, last_step: found.step, pending_secret_sealed: null, pending_at: null })
      .where('user_id', '=', userId)
      .where('pending_secret_sealed', '=', pending)
      .where('enabled_at', 'is', null)
      .executeTakeFirst();
    if (Number(enabled.numUpdatedRows) !== 1) throw fail.conflict('This enrolment was confirmed or replaced meanwhile', 'mfa_enrolment_missing');
    const recoveryCodes = await replaceRecoveryCodes(trx, ctx.secret, userId, now);
    if (auth.mfaStage === 'enrol') await completeSession(trx, auth.tokenHash, 'enrol', ctx.config.sessionTtlHours, now);
    await appendAudit(trx, { actorId: userId, entity: 'user', entityId: userId, recordName: userRecordName(auth.user.username, auth.user.nickname), event: 'MFA_ENABLED' }, now);
    return { recoveryCodes };
  });
}
