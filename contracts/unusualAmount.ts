/** The unusual-amount rule of examinations, without zod so the first page can read its default. */

/** How far from the suggestion an examined amount may be before it needs a second yes. */
export const EXAMINE_UNUSUAL_FACTOR_DEFAULT = 3;

/**
 * True when examined money is unusual against the suggestion for the same final count: more than
 * `factor` times it, or less than a `factor`-th of it. With nothing suggested (no activity), any
 * amount above zero is unusual. docs/settlement.md, "Unusual amounts".
 */
export function isUnusualAmount(moneyCents: number, suggestedCents: number, factor: number): boolean {
  if (suggestedCents <= 0) return moneyCents > 0;
  return moneyCents > suggestedCents * factor || moneyCents * factor < suggestedCents;
}
