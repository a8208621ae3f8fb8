/**
 * A partner's prices are effective from a month (docs/settlement.md, "Partner prices"). A price
 * change names the month it applies from (`priceFrom`) and replaces any price from that month on;
 * months already examined or settled keep the price stored with their settlement. Before saving,
 * the form asks the impact call which months the change would re-price and which it leaves alone.
 */
import { z } from 'zod';
import { queryIdField } from './fields.js';
import { MONTH_PATTERN, monthField, SETTLEMENT_STATUSES } from './settlement.js';

/** The month of a partner's first price: it applies to every month before any change. */
export const PRICES_FROM_START = '1970-01';

/** The last month a price change may name: far enough for any plan, short of nonsense. */
export const PRICES_FROM_LAST = '2099-12';

/** The month a price change applies from: not before the first price, not past the last month. */
export const priceFromField = monthField
  .refine((month) => !MONTH_PATTERN.test(month) || month >= PRICES_FROM_START, { message: `must be ${PRICES_FROM_START} or later`, params: { reason: 'too_small' } })
  .refine((month) => !MONTH_PATTERN.test(month) || month <= PRICES_FROM_LAST, { message: `must be ${PRICES_FROM_LAST} or earlier`, params: { reason: 'too_big' } });

/** Statuses whose month has its price stored with it: a later change leaves them alone. */
export const PRICED_STATUSES = ['examined', 'settled'] as const;

/** GET /rocketScript/api/cooperate/cooperatePriceImpact?id&priceFrom */
export const priceImpactQuery = z.strictObject({
  id: queryIdField,
  priceFrom: priceFromField,
});
export type PriceImpactQuery = z.infer<typeof priceImpactQuery>;

export const priceImpactMonth = z.object({
  month: z.string(),
  status: z.enum(SETTLEMENT_STATUSES),
  /** The month's unit price (platform + author) now: frozen for kept months. */
  unitMoney: z.string(),
});
export type PriceImpactMonth = z.infer<typeof priceImpactMonth>;

export const priceImpact = z.object({
  /** Months from priceFrom on, not yet examined: they will take the new price. */
  affected: z.array(priceImpactMonth),
  /** Months from priceFrom on already examined or settled: they keep their price. */
  kept: z.array(priceImpactMonth),
});
export type PriceImpact = z.infer<typeof priceImpact>;
