/**
 * Redeeming a card key (docs/cardKeys.md, "Redemption"), the app's call: the typed key is
 * normalised (not a key: 400 `card_key_invalid`, nothing counted), an attempt is claimed
 * (./redeemAttempts.ts), the key found by its keyed hash (none: the same 400, and the attempt
 * counts), then REDEEM runs through the key's machine in one transaction with the goods it gives
 * (./grants.ts). A key redeems once however many requests race: the status is compare-and-set,
 * and the losers answer 409 `card_key_used`.
 */
import { normalizeCardKey, type RedeemAnswer } from '../../../contracts/cardKeys.js';
import type { ServerContext } from '../../context.js';
import { isoTime } from '../../db/values.js';
import type { AuthUser } from '../../http/access.js';
import { fail, HttpError } from '../../http/envelope.js';
import { cardKeyDeps, type CardKeyDeps } from './deps.js';
import { grantGoods } from './grants.js';
import { loadKey, stepCardKey, type StoredKey } from './keyFlow.js';
import { claimRedeemAttempt } from './redeemAttempts.js';

/** The one answer for a key that is not one and a key no group holds: it tells nothing more. */
export const invalidCardKey = () =>
  fail.invalid('This is not a valid card key', [{ field: 'cardKey', reason: 'invalid_value', message: 'cardKey is not a valid card key' }], 'card_key_invalid');

/** Why a found key cannot be redeemed, or null when it can. */
function refusalOf(key: Pick<StoredKey, 'status' | 'groupStatus'>): HttpError | null {
  if (key.groupStatus === 'disabled') return fail.conflict('The keys of this card group are disabled', 'card_group_disabled');
  if (key.status === 'disabled') return fail.conflict('This card key is disabled', 'card_key_disabled');
  if (key.status !== 'unused') return fail.conflict('This card key has been redeemed already', 'card_key_used');
  return null;
}

async function keyIdOf(deps: CardKeyDeps, raw: string): Promise<number | undefined> {
  const row = await deps.db.selectFrom('card_keys').select('id').where('key_hash', '=', deps.vault.hash(raw)).executeTakeFirst();
  return row?.id;
}

/** REDEEM of key `keyId` by `user`, with its goods, in one transaction. */
export async function redeemKeyById(deps: CardKeyDeps, user: Pick<AuthUser, 'id' | 'roles'>, keyId: number, now: number = Date.now()): Promise<RedeemAnswer> {
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const key = await loadKey(trx, keyId, null);
      if (!key) throw new Error(`card key ${keyId} vanished`);
      const refusal = refusalOf(key);
      if (refusal) throw refusal;
      let grantedUntil = '';
      const change = await stepCardKey(trx, key, user.id, { type: 'REDEEM', actor: { id: user.id, roles: user.roles }, now }, now, {
        async afterWrite() {
          grantedUntil = await grantGoods(trx, user.id, { kind: key.goodsKind, scriptId: key.scriptId }, key.validDay, now);
        },
        payload: (next) => ({
          groupId: key.groupId,
          goodsCard: key.goodsKind,
          goodsId: key.scriptId,
          validDay: key.validDay,
          expiresAt: isoTime(Number(next.context.expiresAt)),
          grantedUntil,
        }),
      });
      return {
        cardId: key.id,
        groupId: key.groupId,
        goodsCard: key.goodsKind,
        goodsId: key.scriptId,
        goodsName: key.scriptName,
        validDay: key.validDay,
        redeemedAt: isoTime(now),
        expiresAt: isoTime(Number(change.context.expiresAt)),
        grantedUntil,
      };
    });
  } catch (error) {
    // A concurrent change won the compare-and-set: say which, as the key is now.
    if (error instanceof HttpError && (error.reason === 'conflict' || error.reason === 'illegal_transition')) {
      const current = await loadKey(deps.db, keyId, null);
      throw (current && refusalOf(current)) ?? fail.conflict('This card key has been redeemed already', 'card_key_used');
    }
    throw error;
  }
}

/** A key typed by `user` (no throttle: the demo seed and tests); 400 when it is no key or unknown. */
export async function redeemTypedKey(deps: CardKeyDeps, user: Pick<AuthUser, 'id' | 'roles'>, typed: string, now: number = Date.now()): Promise<RedeemAnswer> {
  const raw = normalizeCardKey(typed);
  const id = raw === null ? undefined : await keyIdOf(deps, raw);
  if (id === undefined) throw invalidCardKey();
  return redeemKeyById(deps, user, id, now);
}

/** POST /api/card/redeemCardKey: as above, under the wrong-key limits. */
export async function redeemCardKey(ctx: ServerContext, user: AuthUser, typed: string, clientAddress: string): Promise<RedeemAnswer> {
  const raw = normalizeCardKey(typed);
  if (raw === null) throw invalidCardKey();
  const deps = cardKeyDeps(ctx);
  const attempt = await claimRedeemAttempt(ctx, user.id, clientAddress);
  let id: number | undefined;
  try {
    id = await keyIdOf(deps, raw);
  } catch (error) {
    await attempt.giveBack();
    throw error;
  }
  if (id === undefined) {
    await attempt.wrong();
    throw invalidCardKey();
  }
  await attempt.giveBack();
  return redeemKeyById(deps, user, id);
}
