/**
 * Recovery codes: ten per enrolment or renewal, two groups of five base32 letters (50 random
 * bits), each usable once. Only their HMAC-SHA-256 under the server secret is stored, bound to
 * the account, as phone codes are; using one is a single conditional update, so a code works
 * once however many requests send it.
 */
import { createHmac, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { RECOVERY_CODE_COUNT } from '../../../contracts/mfa.js';
import type { DB } from '../../db/schema.js';
import { isoTime } from '../../db/values.js';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

function group(): string {
  let text = '';
  for (let i = 0; i < 5; i++) text += ALPHABET[randomInt(ALPHABET.length)];
  return text;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);
}

export function recoveryCodeHash(secret: string, userId: number, code: string): string {
  return createHmac('sha256', secret).update(`mfa-recovery:${userId}:${code.toLowerCase()}`).digest('hex');
}

/** Ten new codes in place of the account's old ones; answers them in clear, once. */
export async function replaceRecoveryCodes(db: Kysely<DB>, secret: string, userId: number, now: number = Date.now()): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('mfa_recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: recoveryCodeHash(secret, userId, code), created_at: isoTime(now), used_at: null })))
    .execute();
  return codes;
}

/** Marks the code used when it is one of the account's unused codes: true for exactly one caller. */
export async function spendRecoveryCode(db: Kysely<DB>, secret: string, userId: number, code: string, now: number = Date.now()): Promise<boolean> {
  const result = await db
    .updateTable('mfa_recovery_codes')
    .set({ used_at: isoTime(now) })
    .where('user_id', '=', userId)
    .where('code_hash', '=', recoveryCodeHash(secret, userId, code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** True when `code` is one of the account's recovery codes, used already. */
export async function recoveryCodeUsed(db: Kysely<DB>, secret: string, userId: number, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('mfa_recovery_codes')
    .select('id')
    .where('user_id', '=', userId)
    .where('code_hash', '=', recoveryCodeHash(secret, userId, code))
    .where('used_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function recoveryCodesLeft(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('mfa_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
