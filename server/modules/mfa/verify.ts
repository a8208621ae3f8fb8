/**
 * The second step of a sign-in (docs/auth-protocol.md, "Two-step verification"): a pending
 * 'verify' session sends a code; the first right one completes the session (a conditional update
 * on its stage, so a session completes once). A recovery code used is audited.
 */
import type { MfaVerifyAnswer } from '../../../contracts/mfa.js';
import { userRecordName } from '../../../contracts/recordNames.js';
import type { ServerContext } from '../../context.js';
import { appendAudit } from '../../db/audit.js';
import type { AuthContext } from '../../http/access.js';
import { fail } from '../../http/envelope.js';
import { checkCodeUnderLock } from './attempts.js';
import { acceptSecondStep, enabledSecret, type SecondStep } from './codes.js';
import { completeSession } from './records.js';
import { recoveryCodesLeft } from './recoveryCodes.js';

export async function verifySecondStep(ctx: ServerContext, auth: AuthContext, code: string, now: number = Date.now()): Promise<MfaVerifyAnswer> {
  if (auth.mfaStage !== 'verify') throw fail.conflict('This session does not wait for a code');
  const userId = auth.user.id;
  const secret = await enabledSecret(ctx, userId);
  const accepted: { step: SecondStep | null } = { step: null };
  await checkCodeUnderLock(ctx, userId, async () => {
    const { verdict, step } = await acceptSecondStep(ctx, userId, secret, code, now);
    accepted.step = step;
    return verdict;
  });
  const usedRecoveryCode = accepted.step?.usedRecoveryCode ?? false;
  const expiresAt = await ctx.db.transaction().execute(async (trx) => {
    const completed = await completeSession(trx, auth.tokenHash, 'verify', ctx.config.sessionTtlHours, now);
    if (completed === null) throw fail.conflict('This session was completed or ended meanwhile');
    if (usedRecoveryCode) {
      const recordName = userRecordName(auth.user.username, auth.user.nickname);
      await appendAudit(trx, { actorId: userId, entity: 'user', entityId: userId, recordName, event: 'MFA_RECOVERY_USED' }, now);
    }
    return completed;
  });
  return { expiresAt, usedRecoveryCode, recoveryCodesLeft: await recoveryCodesLeft(ctx.db, userId) };
}
