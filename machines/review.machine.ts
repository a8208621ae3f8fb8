/**
 * The review machine (docs/review.md), the one copy of the review flow of clicker configs and shared
 * clicker configs:
 *
 *   pending  --APPROVE (ADMIN)--> approved        pending --REJECT (ADMIN, reason)--> rejected
 *   approved | delisted --LIST (ADMIN)--> listed  listed  --DELIST (ADMIN)--> delisted
 *   rejected --RESUBMIT (owner)--> pending
 *
 * Used exactly as the settlement machine: the browser asks `reviewSnapshot(record).can(event)` to
 * offer only possible actions; the server rebuilds the stored record the same way, refuses what
 * `can` refuses (409) and persists the next value and context (server/flow/recordTransition.ts).
 */
import { assign, setup } from 'xstate';
import type { ReviewActor, ReviewStatus } from '../contracts/review.js';

export interface ReviewContext {
  /** The user who submitted the record. */
  ownerId: number;
  /** Set by REJECT, cleared by RESUBMIT. */
  rejectReason: string | null;
}

export type ReviewEvent =
  | { type: 'APPROVE'; actor: ReviewActor }
  | { type: 'REJECT'; actor: ReviewActor; reason: string }
  | { type: 'LIST'; actor: ReviewActor }
  | { type: 'DELIST'; actor: ReviewActor }
  /** `content`: the corrected content, when the owner changed it. */
  | { type: 'RESUBMIT'; actor: ReviewActor; content?: string };

export const reviewMachine = setup({
  types: {
    context: {} as ReviewContext,
    events: {} as ReviewEvent,
    input: {} as ReviewContext,
  },
  guards: {
    isAdmin: ({ event }) => event.actor.roles.includes('ADMIN'),
    isOwner: ({ context, event }) => event.actor.id === context.ownerId,
  },
}).createMachine({
  id: 'review',
  context: ({ input }) => input,
  initial: 'pending',
  states: {
    pending: {
      on: {
        APPROVE: { guard: 'isAdmin', target: 'approved' },
        REJECT: {
          guard: 'isAdmin',
          target: 'rejected',
          actions: assign(({ event }) => ({ rejectReason: event.reason })),
        },
      },
    },
    approved: { on: { LIST: { guard: 'isAdmin', target: 'listed' } } },
    rejected: {
      on: {
        RESUBMIT: { guard: 'isOwner', target: 'pending', actions: assign({ rejectReason: null }) },
      },
    },
    listed: { on: { DELIST: { guard: 'isAdmin', target: 'delisted' } } },
    delisted: { on: { LIST: { guard: 'isAdmin', target: 'listed' } } },
  },
});

/** The states of the machine: the stored statuses. */
export const REVIEW_MACHINE_STATES = Object.keys(reviewMachine.root.states) as ReviewStatus[];

/** The snapshot of a stored record under review. */
export function reviewSnapshot(status: ReviewStatus, context: ReviewContext) {
  return reviewMachine.resolveState({ value: status, context });
}
