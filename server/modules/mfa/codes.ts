/**
 * Checking a code of an enabled account: an authenticator code is accepted once (the replay
 * guard, records.ts), a recovery code once (recoveryCodes.ts). Both are single conditional
 * updates, so of many requests carrying one code, on any instance, exactly one succeeds.
 */
import { RECOVERY_CODE_PATTERN } from '../../../contracts/mfa.js';
import type { ServerContext } from '../../context.js';
import { fail } from '../../http/envelope.js';
import { claimStep, mfaRowOf, openSecret } from './records.js';
import { recoveryCodeUsed, spendRecoveryCode } from './recoveryCodes.js';
import type { CodeVerdict } from './attempts.js';
import { codeStep } from './totp.js';

const notEnabled = () => fail.conflict('Two-step verification is off for this account', 'mfa_not_enabled');

/** The account's enabled secret in clear, or 409 mfa_not_enabled. */
export async function enabledSecret(ctx: ServerContext, userId: number): Promise<string> {
  const row = await mfaRowOf(ctx.db, userId);
  if (!row?.enabled_at || !row.secret_sealed) throw notEnabled();
  return openSecret(ctx.cardKeys.mfaSecrets, userId, row.secret_sealed);
}

/** 'right' when `code` is right for the secret and its step was not used yet (it is then used). */
export async function acceptTotpCode(ctx: ServerContext, userId: number, secret: string, code: string, now: number = Date.now()): Promise<CodeVerdict> {
  const step = codeStep(secret, code, now);
  if (step === null) return 'wrong';
  return (await claimStep(ctx.db, userId, step)) ? 'right' : 'replayed';
}

/** What a second step's code turned out to be. */
export interface SecondStep {
  usedRecoveryCode: boolean;
}

/** An authenticator code, or a recovery code (its pattern tells which), and whether it was either. */
export async function acceptSecondStep(ctx: ServerContext, userId: number, secret: string, code: string, now: number = Date.now()): Promise<{ verdict: CodeVerdict; step: SecondStep }> {
  if (!RECOVERY_CODE_PATTERN.test(code)) return { verdict: await acceptTotpCode(ctx, userId, secret, code, now), step: { usedRecoveryCode: false } };
  if (await spendRecoveryCode(ctx.db, ctx.secret, userId, code, now)) return { verdict: 'right', step: { usedRecoveryCode: true } };
  const used = await recoveryCodeUsed(ctx.db, ctx.secret, userId, code);
  return { verdict: used ? 'replayed' : 'wrong', step: { usedRecoveryCode: true } };
}
