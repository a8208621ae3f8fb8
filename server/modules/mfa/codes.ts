/**
 * Checking a code of an enabled account: an authenticator code is accepted once (the replay
 * guard, records.ts), a recovery code once (recoveryCodes.ts). Both are single conditional
 * updates, so of many requests carrying one code, on any instance, exactly one succeeds.
 */
import { RECOVERY_CODE_PATTERN } from '../../../contracts/mfa.js';
import type { ServerContext } from '../../context.js';
import { fail } from '../../http/envelope.js';
import { claimStep, mfaRowOf, openSecret } from './records.js';
import { spendRecoveryCode } from './recoveryCodes.js';
import { codeStep } from './totp.js';

const notEnabled = () => fail.conflict('Two-step verification is off for this account', 'mfa_not_enabled');

/** The account's enabled secret in clear, or 409 mfa_not_enabled. */
export async function enabledSecret(ctx: ServerContext, userId: number): Promise<string> {
  const row = await mfaRowOf(ctx.db, userId);
  if (!row?.enabled_at || !row.secret_sealed) throw notEnabled();
  return openSecret(ctx.cardKeys.mfaSecrets, userId, row.secret_sealed);
}

/** True when `code` is right for the secret and its step was not used yet (it is then used). */
export async function acceptTotpCode(ctx: ServerContext, userId: number, secret: string, code: string, now: number = Date.now()): Promise<boolean> {
  const step = codeStep(secret, code, now);
  return step !== null && (await claimStep(ctx.db, userId, step));
}

/** What a second step's code turned out to be. */
export interface SecondStep {
  usedRecoveryCode: boolean;
}

/** An authenticator code, or a recovery code (its pattern tells which); false when neither is right. */
export async function acceptSecondStep(ctx: ServerContext, userId: number, secret: string, code: string, now: number = Date.now()): Promise<SecondStep | null> {
  if (RECOVERY_CODE_PATTERN.test(code)) return (await spendRecoveryCode(ctx.db, ctx.secret, userId, code, now)) ? { usedRecoveryCode: true } : null;
  return (await acceptTotpCode(ctx, userId, secret, code, now)) ? { usedRecoveryCode: false } : null;
}
