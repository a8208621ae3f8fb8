/**
 * The feedback machine (docs/flows.md, "Feedback"): what an app user wrote to the platform.
 *
 *   new         --TAKE--> in_progress --REPLY (with the reply)--> replied --CLOSE--> closed (final)
 *   new         --CLOSE--> closed      (spam, or nothing to answer)
 *   in_progress --CLOSE--> closed
 *   replied     --REOPEN--> in_progress (the reply needs a follow-up)
 *
 * ADMIN and OPERATE send every event; AUDITOR reads only. The browser asks
 * `feedbackSnapshot(...).can(event)`; the server rebuilds a stored feedback the same way, refuses
 * what `can` refuses (409) and persists the next value and context with the transition step every
 * flow uses (compare-and-set on the status, an audit row in the same transaction;
 * server/flow/recordTransition.ts).
 */
import { assign, setup } from 'xstate';
import {
  isFeedbackReply,
  mayHandleFeedback,
  type FeedbackActor,
  type FeedbackStatus,
} from '../contracts/feedbackKinds.js';

export interface FeedbackContext {
  /** Who took it up last (TAKE, REOPEN); null while it is new. */
  handlerId: number | null;
  /** The reply the app user reads, trimmed; set by REPLY, kept by REOPEN for the follow-up. */
  reply: string | null;
}

export type FeedbackEvent =
  | { type: 'TAKE'; actor: FeedbackActor }
  | { type: 'REPLY'; actor: FeedbackActor; reply: string }
  | { type: 'CLOSE'; actor: FeedbackActor }
  | { type: 'REOPEN'; actor: FeedbackActor };

export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
    input: {} as FeedbackContext,
  },
  actions: {
    takeUp: assign(({ event }) => ({ handlerId: event.actor.id })),
  },
  guards: {
    isHandler: ({ event }) => mayHandleFeedback(event.actor),
    // A blank reply would tell the app user nothing; a longer one than the column holds is cut.
    mayReply: ({ event }) => event.type === 'REPLY' && mayHandleFeedback(event.actor) && isFeedbackReply(event.reply),
  },
}).createMachine({
  id: 'feedback',
  context: ({ input }) => input,
  initial: 'new',
  states: {
    new: {
      on: {
        TAKE: { guard: 'isHandler', target: 'in_progress', actions: 'takeUp' },
        CLOSE: { guard: 'isHandler', target: 'closed' },
      },
    },
    in_progress: {
      on: {
        REPLY: {
          guard: 'mayReply',
          target: 'replied',
          actions: assign(({ event }) => ({ reply: event.reply.trim() })),
        },
        CLOSE: { guard: 'isHandler', target: 'closed' },
      },
    },
    replied: {
      on: {
        CLOSE: { guard: 'isHandler', target: 'closed' },
        REOPEN: { guard: 'isHandler', target: 'in_progress', actions: 'takeUp' },
      },
    },
    // Kept for the record; a closed feedback is never answered again.
    closed: { type: 'final' },
  },
});

/** The states of the machine: the stored statuses. */
export const FEEDBACK_MACHINE_STATES = Object.keys(feedbackMachine.root.states) as FeedbackStatus[];

/** The snapshot of a stored feedback. */
export function feedbackSnapshot(status: FeedbackStatus, context: FeedbackContext) {
  return feedbackMachine.resolveState({ value: status, context });
}
