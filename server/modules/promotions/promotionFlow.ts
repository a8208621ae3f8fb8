/**
 * A promotion's status changes through its machine (machines/promotion.machine.ts) by the
 * transition step every flow uses (server/flow/recordTransition.ts): the stored promotion
 * rebuilt as a snapshot, `can(event)` asked (409 `illegal_transition`), compare-and-set on the
 * stored status (409 `conflict` when a concurrent change won) and the audit row in the same
 * transaction.
 *
 * A start or an end that is due is recorded first, by the server, in the same transaction as a
 * person's event: what a person acts on is the promotion as the list shows it (a promotion whose
 * start has come is live, and can no longer be withdrawn).
 */
import type { Kysely } from 'kysely';
import type { PromotionChange } from '../../../contracts/promotion.js';
import { type PromotionActor, type PromotionStatus, isPromotionStatus } from '../../../contracts/promotionKinds.js';
import { hasAnyRole } from '../../../contracts/roles.js';
import { promotionMachine, type PromotionContext, type PromotionEvent } from '../../../machines/promotion.machine.js';
import type { DB } from '../../db/schema.js';
import { isoTime } from '../../db/values.js';
import { runTransition } from '../../flow/recordTransition.js';
import type { AuthUser } from '../../http/access.js';
import { fail } from '../../http/envelope.js';
import { PROMOTION_UNSCOPED_ROLES } from './promotionResource.js';

export interface StoredPromotion {
  id: number;
  title: string;
  status: PromotionStatus;
  partnerId: number;
  startsAt: string;
  endsAt: string;
  rejectReason: string | null;
}

type Reader = Pick<AuthUser, 'roles' | 'cooperateId'>;

/** Promotion `id` as `user` may reach it (null: no scope, the server's own work), else undefined. */
export async function loadPromotion(db: Kysely<DB>, id: number, user: Reader | null): Promise<StoredPromotion | undefined> {
  const row = await db
    .selectFrom('promotions')
    .select(['id', 'title', 'status', 'cooperate_id', 'starts_at', 'ends_at', 'reject_reason'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  if (user && !hasAnyRole(user.roles, PROMOTION_UNSCOPED_ROLES) && (user.cooperateId === null || row.cooperate_id !== user.cooperateId)) {
    return undefined;
  }
  if (!isPromotionStatus(row.status)) throw new Error(`promotion ${id} has a corrupt status`);
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    partnerId: row.cooperate_id,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    rejectReason: row.reject_reason,
  };
}

export const promotionActorOf = (user: Pick<AuthUser, 'id' | 'roles' | 'cooperateId'>): PromotionActor => ({
  id: user.id,
  roles: user.roles,
  cooperateId: user.cooperateId,
});

const contextOf = (promotion: StoredPromotion): PromotionContext => ({
  partnerId: promotion.partnerId,
  startsAt: promotion.startsAt,
  endsAt: promotion.endsAt,
  rejectReason: promotion.rejectReason,
});

/** What the audit row keeps of an event: the reason of a rejection, the period of a start or an end. */
function payloadOf(event: PromotionEvent, promotion: StoredPromotion): Record<string, unknown> {
  switch (event.type) {
    case 'REJECT':
      return { reason: event.reason.trim() };
    case 'START':
      return { startsAt: promotion.startsAt };
    case 'END':
      return event.actor === null ? { endsAt: promotion.endsAt } : {};
    default:
      return {};
  }
}

/** One event on a loaded promotion, inside the caller's transaction; answers the promotion after it. */
export async function stepPromotion(
  trx: Kysely<DB>,
  promotion: StoredPromotion,
  actorId: number | null,
  event: PromotionEvent,
  now: number,
): Promise<StoredPromotion> {
  // Approved after its start, a promotion begins at its approval: before it no one had approved
  // it, so days before are not its days (a backdated start counts nothing).
  const startsLate = event.type === 'APPROVE' && Date.parse(promotion.startsAt) < now;
  const startsAt = startsLate ? isoTime(now) : promotion.startsAt;
  const change = await runTransition(trx, {
    machine: promotionMachine,
    entity: 'promotion',
    id: promotion.id,
    actorId,
    event,
    now,
    load: async () => ({ value: promotion.status, name: promotion.title, context: contextOf(promotion) }),
    async write(next, from) {
      const result = await trx
        .updateTable('promotions')
        .set({
          status: next.value as PromotionStatus,
          reject_reason: next.context.rejectReason,
          ...(startsLate && { starts_at: startsAt }),
          ...(next.value === 'ended' && { ended_at: isoTime(now) }),
          updated_at: isoTime(now),
        })
        .where('id', '=', promotion.id)
        .where('status', '=', from as PromotionStatus)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    auditPayload: (sent) => ({ ...payloadOf(sent, promotion), ...(startsLate && { startsAt }) }),
  });
  return { ...promotion, startsAt, status: change.to as PromotionStatus, rejectReason: change.context.rejectReason };
}

/** Records the START and the END whose time has come (actor: the system); answers the promotion after them. */
export async function catchUpPromotion(trx: Kysely<DB>, promotion: StoredPromotion, now: number): Promise<StoredPromotion> {
  let current = promotion;
  if (current.status === 'scheduled' && Date.parse(current.startsAt) <= now) {
    current = await stepPromotion(trx, current, null, { type: 'START', now }, now);
  }
  if (current.status === 'live' && Date.parse(current.endsAt) <= now) {
    current = await stepPromotion(trx, current, null, { type: 'END', now, actor: null }, now);
  }
  return current;
}

/** A person's event on promotion `id`, in its own transaction (404 out of reach, 409 refused or lost). */
export async function changePromotion(db: Kysely<DB>, id: number, user: AuthUser, event: PromotionEvent, now: number = Date.now()): Promise<PromotionChange> {
  return db.transaction().execute(async (trx) => {
    const stored = await loadPromotion(trx, id, user);
    if (!stored) throw fail.notFound(`No promotion ${id}`);
    const current = await catchUpPromotion(trx, stored, now);
    const after = await stepPromotion(trx, current, user.id, event, now);
    return { id, from: current.status, to: after.status };
  });
}
