/**
 * An account's two-step verification as stored (`user_mfa`): secrets sealed under the card key
 * secret (server/sealing.ts), bound to the account; the replay guard; what the roles require.
 */
import type { Kysely } from 'kysely';
import type { MfaStage } from '../../../contracts/mfa.js';
import { hasAnyRole, type Role } from '../../../contracts/roles.js';
import type { Config } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { isoAfterSeconds } from '../../db/values.js';
import type { Sealer } from '../../sealing.js';

const binding = (userId: number) => `user-mfa:${userId}`;

export const sealSecret = (sealer: Sealer, userId: number, secret: string) => sealer.seal(binding(userId), secret);
export const openSecret = (sealer: Sealer, userId: number, sealed: string) => sealer.unseal(binding(userId), sealed);

export function mfaRowOf(db: Kysely<DB>, userId: number) {
  return db.selectFrom('user_mfa').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The account's roles oblige it to two-step verification (MFA_REQUIRED_ROLES). */
export function requiredByRole(config: Pick<Config, 'mfa'>, roles: readonly Role[]): boolean {
  return config.mfa.requiredRoles.length > 0 && hasAnyRole(roles, config.mfa.requiredRoles);
}

/** What a sign-in with the right password still asks for (null: nothing). */
export async function signInStage(db: Kysely<DB>, config: Pick<Config, 'mfa'>, userId: number, roles: readonly Role[]): Promise<MfaStage | null> {
  const row = await db.selectFrom('user_mfa').select('enabled_at').where('user_id', '=', userId).executeTakeFirst();
  if (row?.enabled_at) return 'verify';
  return requiredByRole(config, roles) ? 'enrol' : null;
}

/**
 * The replay guard: records `step` as the last one used, only when it is later than the last one.
 * One conditional update, so of many requests with one code (on any instance) one wins.
 */
export async function claimStep(db: Kysely<DB>, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('user_mfa')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Completes a pending session that is still at `stage`: it then lives SESSION_TTL_HOURS from now.
 * Answers the new expiry, or null when another request completed (or ended) it first.
 */
export async function completeSession(db: Kysely<DB>, tokenHash: string, stage: MfaStage, ttlHours: number, now: number = Date.now()): Promise<string | null> {
  const expiresAt = isoAfterSeconds(ttlHours * 3600, now);
  const result = await db
    .updateTable('sessions')
    .set({ mfa_stage: null, expires_at: expiresAt })
    .where('token_hash', '=', tokenHash)
    .where('mfa_stage', '=', stage)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? expiresAt : null;
}
