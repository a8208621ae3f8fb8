/**
 * Settlement (docs/settlement.md): one record per script per month and per partner per month.
 *
 *   unapplied --APPLY (owner, month closed)--> submitted
 *   submitted --EXAMINE (ADMIN, activeFinalNum + activeMoney)--> examined
 *   submitted --RETURN (ADMIN, reason)--> unapplied
 *   examined  --CONFIRM (owner)--> settled (final)
 *
 * Stored as these lower-case strings; labels come from the locales. The machine that decides
 * is machines/settlement.machine.ts; this file holds the names, who an owner is, and the
 * suggested-money formula (docs/settlement.md), shared by the browser and the server.
 */
import { z } from 'zod';
import { idField, plainText } from './fields.js';
import { formatMoney, moneyField } from './money.js';
import { MONTH_PATTERN } from './settlementKinds.js';
export * from './settlementKinds.js';

// ---- months ------------------------------------------------------------------------------------

export const monthField = z
  .string()
  .regex(MONTH_PATTERN, { message: 'must be a month as YYYY-MM' });

// ---- suggested money (docs/settlement.md) ------------------------------------------------------

/** Suggested amounts are per 1,000 active user-days (like an eCPM). */
export const SETTLEMENT_UNIT = 1000;

function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/**
 * A script month: the final count at the month's active-weighted eCPM,
 * `round(activeFinalNum × ecpmWeight / (1000 × activeNum))` cents, half up, where
 * `ecpmWeight = Σ activeNum(day) × ecpmCents(day)`. Zero when nothing was active.
 */
export function suggestedScriptCents(
  activeFinalNum: number,
  activeNum: number,
  ecpmWeight: number,
): number {
  if (activeNum <= 0 || activeFinalNum <= 0) return 0;
  return Number(
    divideHalfUp(
      BigInt(activeFinalNum) * BigInt(ecpmWeight),
      BigInt(SETTLEMENT_UNIT) * BigInt(activeNum),
    ),
  );
}

/** A partner month: `round(activeFinalNum × (platformMoney + authorMoney) / 1000)` cents, half up. */
export function suggestedCooperateCents(activeFinalNum: number, unitCents: number): number {
  if (activeFinalNum <= 0) return 0;
  return Number(divideHalfUp(BigInt(activeFinalNum) * BigInt(unitCents), BigInt(SETTLEMENT_UNIT)));
}

/** The month's active-weighted eCPM in cents (rounded half up), for display. */
export function averageEcpmCents(activeNum: number, ecpmWeight: number): number {
  if (activeNum <= 0) return 0;
  return Number(divideHalfUp(BigInt(ecpmWeight), BigInt(activeNum)));
}

export const suggestedMoney = (cents: number) => formatMoney(cents);

export { EXAMINE_UNUSUAL_FACTOR_DEFAULT, isUnusualAmount } from './unusualAmount.js';

// ---- transition payloads -----------------------------------------------------------------------

export const RETURN_REASON_MAX = 200;

/** POST /api/active/applyActive and confirmActive. */
export const settlementIdForm = z.strictObject({ id: idField });
export type SettlementIdForm = z.infer<typeof settlementIdForm>;

/** POST /api/active/examineActive: the final count (at most the counted activeNum) and the money. */
export const examineActiveForm = z.strictObject({
  id: idField,
  activeFinalNum: z.number().int().min(0).max(2_000_000_000),
  activeMoney: moneyField,
  /** The examiner saw that the money is far from the suggestion and keeps it (see unusualAmount). */
  confirmUnusual: z.boolean().optional(),
});
export type ExamineActiveForm = z.infer<typeof examineActiveForm>;

/** POST /api/active/returnActive: why the submission goes back to its owner. */
export const returnActiveForm = z.strictObject({
  id: idField,
  reason: plainText(RETURN_REASON_MAX),
});
export type ReturnActiveForm = z.infer<typeof returnActiveForm>;

/**
 * Rules of an examination against the record: the final count cannot exceed what was counted
 * (examining only removes invalid activity). Field problems, empty when fine.
 */
export function examineProblems(
  activeNum: number,
  form: Pick<ExamineActiveForm, 'activeFinalNum'>,
): { field: string; message: string }[] {
  return form.activeFinalNum > activeNum
    ? [
        {
          field: 'activeFinalNum',
          message: `activeFinalNum must be at most the counted ${activeNum}`,
        },
      ]
    : [];
}
