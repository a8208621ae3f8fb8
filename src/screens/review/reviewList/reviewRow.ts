/**
 * Which review events a row offers the signed-in user: the review machine's answer
 * (machines/review.machine.ts) for the row's status and owner, never a copy of its rules,
 * intersected with the roles each event's call takes (contracts/permissions.ts), so an ADMIN who
 * happens to own a rejected config is not offered a Resubmit the server would refuse (CREATOR).
 * The server asks the same machine again.
 */
import { REVIEW_ACTION_ROLES } from '@contracts/permissions.js';
import { hasAnyRole } from '@contracts/roles.js';
import type { ReviewActor, ReviewEventType, ReviewStatus } from '@contracts/review.js';
import { reviewSnapshot, type ReviewEvent } from '@machines/review.machine.js';

/** What every reviewed row has (configs, shared configs). */
export interface ReviewRow {
  id: number;
  ownerId: number;
  status: ReviewStatus;
  rejectReason: string | null;
}

/** The call (and its roles) that sends each event. */
const CALL: Record<ReviewEventType, keyof typeof REVIEW_ACTION_ROLES> = {
  APPROVE: 'approve',
  REJECT: 'reject',
  LIST: 'list',
  DELIST: 'delist',
  RESUBMIT: 'resubmit',
};

/** The events with sample data: `can` checks the flow (status, role, owner), not the reason. */
const probes = (actor: ReviewActor): ReviewEvent[] => [
  { type: 'APPROVE', actor },
  { type: 'REJECT', actor, reason: 'probe' },
  { type: 'LIST', actor },
  { type: 'DELIST', actor },
  { type: 'RESUBMIT', actor },
];

export function reviewEvents(row: ReviewRow, actor: ReviewActor): ReviewEventType[] {
  const snapshot = reviewSnapshot(row.status, {
    ownerId: row.ownerId,
    rejectReason: row.rejectReason,
  });
  return probes(actor)
    .filter((event) => snapshot.can(event))
    .filter((event) => hasAnyRole(actor.roles, REVIEW_ACTION_ROLES[CALL[event.type]]))
    .map((event) => event.type);
}

/** Whether this user may approve a selection at all (decided once per screen). */
export const canApproveBatch = (actor: ReviewActor) =>
  hasAnyRole(actor.roles, REVIEW_ACTION_ROLES.approveBatch);
