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
import { hasAnyRole } from './roles.js';

export const SETTLEMENT_STATUSES = ['unapplied', 'submitted', 'examined', 'settled'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

export const SETTLEMENT_EVENTS = ['APPLY', 'EXAMINE', 'RETURN', 'CONFIRM'] as const;
export type SettlementEventType = (typeof SETTLEMENT_EVENTS)[number];

export function isSettlementStatus(value: unknown): value is SettlementStatus {
  return typeof value === 'string' && (SETTLEMENT_STATUSES as readonly string[]).includes(value);
}

/** A script's month (settled with its author or company) or a partner's month. */
export const SETTLEMENT_KINDS = ['script', 'cooperate'] as const;
export type SettlementKind = (typeof SETTLEMENT_KINDS)[number];

/** Who owns a settlement: a script's author and its company, or a partner. */
export type SettlementOwner =
  | { kind: 'script'; creatorId: number | null; companyId: number | null }
  | { kind: 'cooperate'; cooperateId: number };

/** The user sending an event, as much of them as the guards read. */
export interface SettlementActor {
  id: number;
  roles: readonly string[];
  companyId: number | null;
  cooperateId: number | null;
}

/**
 * True when the actor owns the settlement: the script's author (CREATOR), a BUSINESS_COMPANY
 * user of the script's company, or a COOPERATE user of the partner. ADMIN is not an owner.
 */
export function ownsSettlement(actor: SettlementActor, owner: SettlementOwner): boolean {
  if (owner.kind === 'cooperate') {
    return hasAnyRole(actor.roles, ['COOPERATE']) && actor.cooperateId === owner.cooperateId;
  }
  const author =
    owner.creatorId !== null &&
    hasAnyRole(actor.roles, ['CREATOR']) &&
    actor.id === owner.creatorId;
  const company =
    owner.companyId !== null &&
    hasAnyRole(actor.roles, ['BUSINESS_COMPANY']) &&
    actor.companyId === owner.companyId;
  return author || company;
}

// ---- months ------------------------------------------------------------------------------------

/** A calendar month, `YYYY-MM` (the API's countTime). */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const monthField = z
  .string()
  .regex(MONTH_PATTERN, { message: 'must be a month as YYYY-MM' });

/** The UTC month of an instant, `YYYY-MM`. Months close at 00:00 UTC on the first day of the next. */
export function monthOf(instant: number | string | Date): string {
  return new Date(instant).toISOString().slice(0, 7);
}

/** True once the month is over (its last day has ended, in UTC) at `now`. */
export function isMonthClosed(month: string, now: number | string | Date): boolean {
  return month < monthOf(now);
}

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
