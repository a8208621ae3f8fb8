/**
 * A settlement's statuses, events, owners and months (docs/settlement.md), without the payload
 * schemas: screens that only name a status or a month need not load the schema library.
 */
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

/** The UTC month of an instant, `YYYY-MM`. Months close at 00:00 UTC on the first day of the next. */
export function monthOf(instant: number | string | Date): string {
  return new Date(instant).toISOString().slice(0, 7);
}

/** True once the month is over (its last day has ended, in UTC) at `now`. */
export function isMonthClosed(month: string, now: number | string | Date): boolean {
  return month < monthOf(now);
}
