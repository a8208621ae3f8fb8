/**
 * Demo card keys (docs/cardKeys.md), so the card screens have data: creator1's script groups (one
 * with keys redeemed by the demo app users, one key of it expired since and one disabled, its keys
 * downloaded once; one untouched; one disabled as a whole), a small group of creator2's, and
 * ADMIN's VIP and SVIP groups with redeemed keys. Everything goes through the real calls' code,
 * so the audit trail and each key's History read as they happened. Once: a database with any
 * card group is left alone.
 */
import type { Kysely } from 'kysely';
import type { AddCardGroupForm } from '../../contracts/cardKeys.js';
import type { DB, Dialect } from '../db/schema.js';
import type { AuthUser } from '../http/access.js';
import type { CardKeyDeps } from '../modules/cardKeys/deps.js';
import { downloadCardKeys } from '../modules/cardKeys/downloads.js';
import { disableCardGroup } from '../modules/cardKeys/groupDisable.js';
import { generateCardGroup } from '../modules/cardKeys/groups.js';
import { disableCardKey, expireDueCardKeys } from '../modules/cardKeys/keyFlow.js';
import { redeemTypedKey } from '../modules/cardKeys/redeem.js';
import type { CardKeyVault } from '../modules/cardKeys/secrets.js';
import { authUserOf } from '../modules/user/accounts.js';

const DAY_MS = 24 * 60 * 60 * 1000;

async function scriptId(db: Kysely<DB>, name: string): Promise<number | null> {
  const row = await db.selectFrom('scripts').select('id').where('script_name', '=', name).executeTakeFirst();
  return row?.id ?? null;
}

export async function seedDemoCardKeys(
  db: Kysely<DB>,
  dialect: Dialect,
  vault: CardKeyVault,
  currency: string,
  now: number = Date.now(),
): Promise<void> {
  if (await db.selectFrom('card_groups').select('id').limit(1).executeTakeFirst()) return;
  const puzzle = await scriptId(db, 'Puzzle Kingdom Auto');
  const clicker = await scriptId(db, 'Quick Clicker Pro');
  const cards = await scriptId(db, 'Card Legends Bot');
  if (puzzle === null || clicker === null || cards === null) return; // no demo activity: no scripts to sell
  const deps: CardKeyDeps = { db, dialect, vault, currency };
  const [admin, creator1, creator2, player1, player2] = await Promise.all(
    ['admin', 'creator1', 'creator2', 'player1', 'player2'].map((name) => authUserOf(db, name)),
  ) as [AuthUser, AuthUser, AuthUser, AuthUser, AuthUser];
  const make = (user: AuthUser, form: AddCardGroupForm, daysAgo: number) => generateCardGroup(deps, user, form, { now: now - daysAgo * DAY_MS });
  const formatted = (raw: string) => raw.match(/.{4}/g)!.join('-');

  const sold = await make(creator1, { goodsCard: 'script', goodsId: puzzle, cardNum: 20, validDay: 30, price: '9.90' }, 45);
  await redeemTypedKey(deps, player2, formatted(sold.keys[0]!), now - 40 * DAY_MS);
  await redeemTypedKey(deps, player1, formatted(sold.keys[1]!), now - 3 * DAY_MS);
  await redeemTypedKey(deps, player1, sold.keys[2]!.toLowerCase(), now - DAY_MS);
  const [disabled] = await db.selectFrom('card_keys').select('id').where('group_id', '=', sold.id).where('status', '=', 'unused').orderBy('id').limit(1).execute();
  if (disabled) await disableCardKey(db, disabled.id, creator1, now - 2 * DAY_MS);
  await downloadCardKeys(deps, creator1, { id: sold.id }, now - 44 * DAY_MS);

  await make(creator1, { goodsCard: 'script', goodsId: clicker, cardNum: 10, validDay: 7, price: '4.50' }, 2);
  const withdrawn = await make(creator1, { goodsCard: 'script', goodsId: puzzle, cardNum: 5, validDay: 90, price: '19.90' }, 20);
  await disableCardGroup(db, dialect, withdrawn.id, creator1, now - 10 * DAY_MS);
  await make(creator2, { goodsCard: 'script', goodsId: cards, cardNum: 5, validDay: 14, price: '6.00' }, 5);

  const vip = await make(admin, { goodsCard: 'vip', cardNum: 50, validDay: 31, price: '30.00' }, 30);
  await redeemTypedKey(deps, player1, formatted(vip.keys[0]!), now - 20 * DAY_MS);
  await redeemTypedKey(deps, player1, formatted(vip.keys[1]!), now - 5 * DAY_MS);
  await redeemTypedKey(deps, player2, formatted(vip.keys[2]!), now - 2 * DAY_MS);
  const svip = await make(admin, { goodsCard: 'svip', cardNum: 10, validDay: 31, price: '68.00' }, 7);
  await redeemTypedKey(deps, player2, formatted(svip.keys[0]!), now - 6 * DAY_MS);

  await expireDueCardKeys(db, now);
}
