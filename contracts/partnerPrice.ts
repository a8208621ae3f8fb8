/**
 * A partner's prices are effective from a month (docs/settlement.md, "Partner prices"). A price
 * change names the month it applies from (`priceFrom`) and replaces any price from that month on;
 * months already examined or settled keep the price stored with their settlement. Before saving,
 * the form asks the impact call which months the change would re-price and which it leaves alone.
 */
import { z } from 'zod';
import { queryIdField } from './fields.js';
import { monthField, SETTLEMENT_STATUSES } from './settlement.js';

/** The month of a partner's first price: it applies to every month before any change. */
export const PRICES_FROM_START = '1970-01';

/** Statuses whose month has its price stored with it: a later change leaves them alone. */
export const PRICED_STATUSES = ['examined', 'settled'] as const;

/** GET /rocketScript/api/cooperate/cooperatePriceImpact?id&priceFrom */
export const priceImpactQuery = z.strictObject({
  id: queryIdField,
  priceFrom: monthField,
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
