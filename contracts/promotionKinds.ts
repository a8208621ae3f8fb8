/**
 * Partner promotions (docs/flows.md, "Promotion"): the statuses, the events, who owns a
 * promotion, its period and the reason a rejection gives, without zod, so the browser's first
 * page can read them and zod stays off it (src/app/zodJitless.ts). Moved by
 * machines/promotion.machine.ts.
 */

/** A promotion's status. */
export const PROMOTION_STATUSES = ['draft', 'pending', 'scheduled', 'live', 'ended'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export function isPromotionStatus(value: unknown): value is PromotionStatus {
  return typeof value === 'string' && (PROMOTION_STATUSES as readonly string[]).includes(value);
}

/** Where in the app a promotion shows. A fixed set: the app has a place for each. */
export const PROMOTION_POSITIONS = ['home_banner', 'script_list', 'launch_splash'] as const;
export type PromotionPosition = (typeof PROMOTION_POSITIONS)[number];

export function isPromotionPosition(value: unknown): value is PromotionPosition {
  return typeof value === 'string' && (PROMOTION_POSITIONS as readonly string[]).includes(value);
}

export const PROMOTION_EVENTS = ['SUBMIT', 'APPROVE', 'REJECT', 'WITHDRAW', 'START', 'END'] as const;
export type PromotionEventType = (typeof PROMOTION_EVENTS)[number];

/** Characters in a rejection's reason, at most (after trimming; at least 1). */
export const PROMOTION_REJECT_REASON_MAX = 200;

/**
 * Who acts on a promotion: the signed-in user's id, roles and partner (`users.cooperate_id`;
 * null for a user linked to none).
 */
export interface PromotionActor {
  id: number;
  roles: readonly string[];
  cooperateId: number | null;
}

/** The promotion's owner: a COOPERATE user of the promotion's partner. */
export function isPromotionOwner(actor: PromotionActor, partnerId: number): boolean {
  return actor.roles.includes('COOPERATE') && actor.cooperateId !== null && actor.cooperateId === partnerId;
}

/** The owner or an ADMIN: who submits, withdraws and ends a promotion. */
export function isPromotionOwnerOrAdmin(actor: PromotionActor, partnerId: number): boolean {
  return actor.roles.includes('ADMIN') || isPromotionOwner(actor, partnerId);
}

/** A reason the partner can read: not blank, and at most PROMOTION_REJECT_REASON_MAX once trimmed. */
export function isPromotionRejectReason(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= PROMOTION_REJECT_REASON_MAX;
}

/** A moment as the server holds it: milliseconds since the epoch, or an ISO 8601 string. */
export type PromotionTime = number | string;

/** The moment in milliseconds, or NaN when it is not one. */
export function promotionMillis(time: PromotionTime): number {
  const ms = typeof time === 'number' ? time : Date.parse(time);
  return Number.isFinite(ms) ? ms : Number.NaN;
}

/** A period a promotion can run in: both ends are moments, and it starts before it ends. */
export function isPromotionPeriod(startsAt: PromotionTime, endsAt: PromotionTime): boolean {
  // NaN compares false: an unreadable end is no period.
  return promotionMillis(startsAt) < promotionMillis(endsAt);
}

/** Whether `now` has reached `time` (false when either is not a moment). */
export function promotionReached(now: PromotionTime, time: PromotionTime): boolean {
  return promotionMillis(now) >= promotionMillis(time);
}
