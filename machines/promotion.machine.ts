/**
 * The promotion machine (docs/flows.md, "Promotion"): a partner's promotion in the app.
 *
 *   draft     --SUBMIT (the owner or ADMIN)--> pending --APPROVE (ADMIN)--> scheduled
 *   scheduled --START (the server, once `now` reaches startsAt)--> live
 *   live      --END (the server once `now` reaches endsAt; the owner or ADMIN at any time)--> ended (final)
 *   pending   --REJECT (ADMIN, with a reason)--> draft
 *   scheduled --WITHDRAW (the owner or ADMIN)--> draft
 *
 * The owner is a COOPERATE user of the promotion's partner. An ADMIN's SUBMIT goes to pending too:
 * approving is a step of its own, in the History, even when the same ADMIN takes both. Times
 * arrive in the events (`now`), so the machine stays pure. The browser asks
 * `promotionSnapshot(...).can(event)`; the server rebuilds a stored promotion the same way,
 * refuses what `can` refuses (409) and persists the next value and context with the transition
 * step every flow uses (server/flow/recordTransition.ts).
 */
import { assign, setup } from 'xstate';
import {
  isPromotionOwnerOrAdmin,
  isPromotionPeriod,
  isPromotionRejectReason,
  promotionReached,
  type PromotionActor,
  type PromotionStatus,
  type PromotionTime,
} from '../contracts/promotionKinds.js';

export interface PromotionContext {
  /** The partner (`cooperates.id`) whose COOPERATE users own the promotion. */
  partnerId: number;
  startsAt: PromotionTime;
  endsAt: PromotionTime;
  /** Set by REJECT, for the owner to read; cleared by the next SUBMIT. */
  rejectReason: string | null;
}

export type PromotionEvent =
  | { type: 'SUBMIT'; actor: PromotionActor }
  | { type: 'APPROVE'; actor: PromotionActor }
  | { type: 'REJECT'; actor: PromotionActor; reason: string }
  | { type: 'WITHDRAW'; actor: PromotionActor }
  | { type: 'START'; now: PromotionTime }
  /** `actor` null: the server, ending a promotion whose endsAt has come. */
  | { type: 'END'; now: PromotionTime; actor: PromotionActor | null };

const isAdmin = (actor: PromotionActor) => actor.roles.includes('ADMIN');

export const promotionMachine = setup({
  types: {
    context: {} as PromotionContext,
    events: {} as PromotionEvent,
    input: {} as PromotionContext,
  },
  guards: {
    // A promotion whose period cannot run would be approved, then never start or never end.
    maySubmit: ({ context, event }) =>
      event.type === 'SUBMIT' &&
      isPromotionOwnerOrAdmin(event.actor, context.partnerId) &&
      isPromotionPeriod(context.startsAt, context.endsAt),
    mayApprove: ({ event }) => event.type === 'APPROVE' && isAdmin(event.actor),
    mayReject: ({ event }) => event.type === 'REJECT' && isAdmin(event.actor) && isPromotionRejectReason(event.reason),
    mayWithdraw: ({ context, event }) => event.type === 'WITHDRAW' && isPromotionOwnerOrAdmin(event.actor, context.partnerId),
    // NaN compares false: a promotion without a readable start never starts by mistake.
    hasStarted: ({ context, event }) => event.type === 'START' && promotionReached(event.now, context.startsAt),
    mayEnd: ({ context, event }) =>
      event.type === 'END' &&
      (event.actor === null
        ? promotionReached(event.now, context.endsAt)
        : isPromotionOwnerOrAdmin(event.actor, context.partnerId)),
  },
}).createMachine({
  id: 'promotion',
  context: ({ input }) => input,
  initial: 'draft',
  states: {
    draft: {
      on: { SUBMIT: { guard: 'maySubmit', target: 'pending', actions: assign({ rejectReason: null }) } },
    },
    pending: {
      on: {
        APPROVE: { guard: 'mayApprove', target: 'scheduled' },
        REJECT: {
          guard: 'mayReject',
          target: 'draft',
          actions: assign(({ event }) => ({ rejectReason: event.reason.trim() })),
        },
      },
    },
    scheduled: {
      on: {
        START: { guard: 'hasStarted', target: 'live' },
        // Back to an editable draft: the owner changes the dates or the content, and submits again.
        WITHDRAW: { guard: 'mayWithdraw', target: 'draft' },
      },
    },
    live: { on: { END: { guard: 'mayEnd', target: 'ended' } } },
    // Kept for the record and its figures; an ended promotion never runs again.
    ended: { type: 'final' },
  },
});

/** The states of the machine: the stored statuses. */
export const PROMOTION_MACHINE_STATES = Object.keys(promotionMachine.root.states) as PromotionStatus[];

/** The snapshot of a stored promotion. */
export function promotionSnapshot(status: PromotionStatus, context: PromotionContext) {
  return promotionMachine.resolveState({ value: status, context });
}
