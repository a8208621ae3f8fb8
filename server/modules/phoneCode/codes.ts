/**
 * Phone verification codes: 6 digits, stored as an HMAC, valid for PHONE_CODE_TTL_SECONDS
 * (10 min), dead after PHONE_CODE_MAX_ATTEMPTS (5) wrong tries, used once. A new code for the
 * same phone and purpose replaces the previous one. Sending is rate limited per phone (resend
 * interval and hourly) and per client address, all in the database.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { PhoneCodePurpose, SendPhoneCodeAnswer } from '../../../contracts/auth.js';
import type { ServerContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { isoAfterSeconds, isoTime } from '../../db/values.js';
import { fail } from '../../http/envelope.js';
import { phoneRegistered } from '../user/accounts.js';

function codeHash(secret: string, phone: string, purpose: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}:${purpose}:${code}`).digest('hex');
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Counts the request against the limits, then (when the phone may receive one) stores and sends
 * a new code. For 'retrieve' the answer is the same whether or not the phone is registered;
 * only a registered phone actually gets a code.
 */
export async function issuePhoneCode(
  ctx: ServerContext,
  phone: string,
  purpose: PhoneCodePurpose,
  clientAddress: string,
  now: number = Date.now(),
): Promise<SendPhoneCodeAnswer> {
  const { limits, phoneCode } = ctx.config;
  await ctx.throttle.enforce(`phone-addr:${clientAddress}`, limits.phonePerAddress, now);
  await ctx.throttle.enforce(`phone-resend:${phone}`, limits.phoneResend, now);
  await ctx.throttle.enforce(`phone-hour:${phone}`, limits.phonePerHour, now);

  const deliver = purpose === 'register' || (await phoneRegistered(ctx.db, phone));
  if (deliver) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('phone_codes')
        .set({ consumed_at: isoTime(now) })
        .where('phone', '=', phone)
        .where('purpose', '=', purpose)
        .where('consumed_at', 'is', null)
        .execute();
      await trx
        .insertInto('phone_codes')
        .values({
          phone,
          purpose,
          code_hash: codeHash(ctx.secret, phone, purpose, code),
          created_at: isoTime(now),
          expires_at: isoAfterSeconds(phoneCode.ttlSeconds, now),
          attempts: 0,
          consumed_at: null,
          sender_address: clientAddress.slice(0, 64),
        })
        .execute();
    });
    await ctx.phoneSender.send(phone, code, purpose);
  }
  return { resendAfter: limits.phoneResend.windowSeconds, expiresIn: phoneCode.ttlSeconds };
}

const invalidCode = (message: string) =>
  fail.invalid(message, [{ field: 'phoneCode', reason: 'invalid_value', message }], 'phone_code_invalid');

/**
 * Checks a code without using it up; a wrong code costs one try. Answers the code's id, to be
 * consumed with consumePhoneCode in the transaction that acts on it.
 */
export async function checkPhoneCode(
  ctx: ServerContext,
  phone: string,
  purpose: PhoneCodePurpose,
  code: string,
  now: number = Date.now(),
): Promise<number> {
  const row = await ctx.db
    .selectFrom('phone_codes')
    .select(['id', 'code_hash', 'expires_at'])
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || Date.parse(row.expires_at) <= now) throw invalidCode('The code is wrong or has expired; request a new one');
  // Claim one try atomically first, so parallel guesses cannot exceed the allowance.
  const claimed = await ctx.db
    .updateTable('phone_codes')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', row.id)
    .where('attempts', '<', ctx.config.phoneCode.maxAttempts)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw invalidCode('The code was tried too many times; request a new one');
  if (!sameHex(row.code_hash, codeHash(ctx.secret, phone, purpose, code))) throw invalidCode('The code is wrong');
  // A right code gives its try back: only wrong tries count.
  await ctx.db
    .updateTable('phone_codes')
    .set({ attempts: sql<number>`attempts - 1` })
    .where('id', '=', row.id)
    .execute();
  return row.id;
}

/** Uses a checked code up; throws when another request used it first. */
export async function consumePhoneCode(db: Kysely<DB>, id: number, now: number = Date.now()): Promise<void> {
  const result = await db
    .updateTable('phone_codes')
    .set({ consumed_at: isoTime(now) })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw invalidCode('The code was already used; request a new one');
}
