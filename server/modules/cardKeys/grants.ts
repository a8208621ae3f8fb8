/**
 * What a redeemed key gives (docs/cardKeys.md, "Redemption"): VIP or SVIP time on the user
 * (`users.vip_time` / `svip_time`, the moment it ends), or a script until a moment
 * (`card_grants`). Each extends from the later of now and the current end, so time left is never
 * lost and time past is never given back. Every write is compare-and-set on the end it read, so
 * two keys redeemed at once by one user both count.
 */
import type { Kysely } from 'kysely';
import type { CardGoodsKind } from '../../../contracts/cardKeys.js';
import type { DB } from '../../db/schema.js';
import { isoTime } from '../../db/values.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Tries of one compare-and-set before giving up (each lost try means another key landed first). */
const TRIES = 8;

/** The new end: `validDay` whole days after the later of `now` and the current end (ms). */
export function extendedUntil(currentEnd: string | null, now: number, validDay: number): number {
  const current = currentEnd === null ? Number.NaN : Date.parse(currentEnd);
  return Math.max(now, Number.isNaN(current) ? now : current) + validDay * DAY_MS;
}

async function extendUserTime(trx: Kysely<DB>, userId: number, column: 'vip_time' | 'svip_time', validDay: number, now: number): Promise<string> {
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const row = await trx.selectFrom('users').select(column).where('id', '=', userId).executeTakeFirstOrThrow();
    const current = row[column];
    const next = isoTime(extendedUntil(current, now, validDay));
    const result = await trx
      .updateTable('users')
      .set({ [column]: next, updated_at: isoTime(now) })
      .where('id', '=', userId)
      .where(column, current === null ? 'is' : '=', current)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return next;
  }
  throw new Error(`user ${userId}: ${column} kept changing`);
}

async function extendScript(trx: Kysely<DB>, userId: number, scriptId: number, validDay: number, now: number): Promise<string> {
  const at = isoTime(now);
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const grant = await trx
      .selectFrom('card_grants')
      .select('expires_at')
      .where('user_id', '=', userId)
      .where('script_id', '=', scriptId)
      .executeTakeFirst();
    const next = isoTime(extendedUntil(grant?.expires_at ?? null, now, validDay));
    if (!grant) {
      const inserted = await trx
        .insertInto('card_grants')
        .values({ user_id: userId, script_id: scriptId, expires_at: next, created_at: at, updated_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'script_id']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1) return next;
      continue;
    }
    const result = await trx
      .updateTable('card_grants')
      .set({ expires_at: next, updated_at: at })
      .where('user_id', '=', userId)
      .where('script_id', '=', scriptId)
      .where('expires_at', '=', grant.expires_at)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return next;
  }
  throw new Error(`user ${userId}: the grant of script ${scriptId} kept changing`);
}

/** Gives the goods of a redeemed key; answers the user's new end for them (ISO). */
export async function grantGoods(
  trx: Kysely<DB>,
  userId: number,
  goods: { kind: CardGoodsKind; scriptId: number | null },
  validDay: number,
  now: number,
): Promise<string> {
  if (goods.kind === 'vip') return extendUserTime(trx, userId, 'vip_time', validDay, now);
  if (goods.kind === 'svip') return extendUserTime(trx, userId, 'svip_time', validDay, now);
  if (goods.scriptId === null) throw new Error('a script group without its script');
  return extendScript(trx, userId, goods.scriptId, validDay, now);
}
