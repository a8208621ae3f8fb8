/**
 * Partner prices effective from a month (docs/settlement.md, "Partner prices"): the history
 * table `cooperate_prices`, the price of a month (the latest row from that month or before),
 * a change (replaces the prices from its month on), and its impact on the partner's months.
 * A month examined or settled has its price stored with the settlement and never re-priced.
 */
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { formatMoney } from '../../../contracts/money.js';
import { PRICED_STATUSES, PRICES_FROM_START, type PriceImpact } from '../../../contracts/partnerPrice.js';
import type { SettlementStatus } from '../../../contracts/settlement.js';
import type { DB } from '../../db/schema.js';
import { isoTime } from '../../db/values.js';

export interface UnitPrice {
  platformCents: number;
  authorCents: number;
}

/** The current calendar month, YYYY-MM (UTC, as settlement months are). */
export const monthOf = (now: number) => isoTime(now).slice(0, 7);

/**
 * The unit price (platform + author cents) of the settlement row aliased `s`: the one stored with
 * it once examined, else the partner's price for that month. For views over `settlements as s`.
 */
export function unitCentsOfSettlement(eb: ExpressionBuilder<DB & { s: DB['settlements'] }, 's'>) {
  const effective = eb
    .selectFrom('cooperate_prices as p')
    .select((p) => p(p.ref('p.platform_money'), '+', p.ref('p.author_money')).as('unit'))
    .whereRef('p.cooperate_id', '=', 's.subject_id')
    .whereRef('p.price_from', '<=', 's.month')
    .orderBy('p.price_from', 'desc')
    .limit(1);
  return eb.fn.coalesce(eb(eb.ref('s.unit_platform_money'), '+', eb.ref('s.unit_author_money')), effective, sql.lit(0));
}

/** The partner's price for `month`. */
export async function priceFor(db: Kysely<DB>, cooperateId: number, month: string): Promise<UnitPrice> {
  const row = await db
    .selectFrom('cooperate_prices')
    .select(['platform_money', 'author_money'])
    .where('cooperate_id', '=', cooperateId)
    .where('price_from', '<=', month)
    .orderBy('price_from', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { platformCents: Number(row?.platform_money ?? 0), authorCents: Number(row?.author_money ?? 0) };
}

/** The month the partner's latest price applies from. */
export async function latestPriceFrom(db: Kysely<DB>, cooperateIds: readonly number[]): Promise<Map<number, string>> {
  if (cooperateIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('cooperate_prices')
    .select(['cooperate_id', (eb) => eb.fn.max('price_from').as('price_from')])
    .where('cooperate_id', 'in', cooperateIds)
    .groupBy('cooperate_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.cooperate_id), String(r.price_from)]));
}

/** The first price of a new partner: from the start. */
export async function addFirstPrice(db: Kysely<DB>, cooperateId: number, price: UnitPrice, now: number): Promise<void> {
  await db
    .insertInto('cooperate_prices')
    .values({
      cooperate_id: cooperateId,
      price_from: PRICES_FROM_START,
      platform_money: price.platformCents,
      author_money: price.authorCents,
      created_at: isoTime(now),
    })
    .execute();
}

/**
 * Sets the price from `priceFrom` on: the prices from that month on are replaced (answered, for
 * the audit row). Call inside the transaction that changes the partner.
 */
export async function changePrice(
  db: Kysely<DB>,
  cooperateId: number,
  priceFrom: string,
  price: UnitPrice,
  now: number,
): Promise<{ month: string; platformMoney: string; authorMoney: string }[]> {
  const replaced = await db
    .selectFrom('cooperate_prices')
    .select(['price_from', 'platform_money', 'author_money'])
    .where('cooperate_id', '=', cooperateId)
    .where('price_from', '>=', priceFrom)
    .orderBy('price_from')
    .execute();
  await db.deleteFrom('cooperate_prices').where('cooperate_id', '=', cooperateId).where('price_from', '>=', priceFrom).execute();
  await db
    .insertInto('cooperate_prices')
    .values({
      cooperate_id: cooperateId,
      price_from: priceFrom,
      platform_money: price.platformCents,
      author_money: price.authorCents,
      created_at: isoTime(now),
    })
    .execute();
  return replaced.map((r) => ({
    month: r.price_from,
    platformMoney: formatMoney(Number(r.platform_money)),
    authorMoney: formatMoney(Number(r.author_money)),
  }));
}

/** Which of the partner's months a price change from `priceFrom` re-prices, and which keep theirs. */
export async function priceImpactOf(db: Kysely<DB>, cooperateId: number, priceFrom: string): Promise<PriceImpact> {
  const rows = await db
    .selectFrom('settlements as s')
    .select((eb) => ['s.month', 's.status', unitCentsOfSettlement(eb).as('unit_cents')])
    .where('s.kind', '=', 'cooperate')
    .where('s.subject_id', '=', cooperateId)
    .where('s.month', '>=', priceFrom)
    .orderBy('s.month')
    .execute();
  const impact: PriceImpact = { affected: [], kept: [] };
  for (const row of rows) {
    const month = { month: row.month, status: row.status as SettlementStatus, unitMoney: formatMoney(Number(row.unit_cents)) };
    if ((PRICED_STATUSES as readonly string[]).includes(row.status)) impact.kept.push(month);
    else impact.affected.push(month);
  }
  return impact;
}

/** The price a partner month is examined at: stored with it (inside the EXAMINE transaction). */
export async function freezeSettlementPrice(db: Kysely<DB>, settlementId: number): Promise<void> {
  const row = await db
    .selectFrom('settlements')
    .select(['kind', 'subject_id', 'month'])
    .where('id', '=', settlementId)
    .executeTakeFirst();
  if (!row || row.kind !== 'cooperate') return;
  const price = await priceFor(db, row.subject_id, row.month);
  await db
    .updateTable('settlements')
    .set({ unit_platform_money: price.platformCents, unit_author_money: price.authorCents })
    .where('id', '=', settlementId)
    .execute();
}
