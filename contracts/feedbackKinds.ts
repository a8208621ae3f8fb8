/**
 * Feedback from app users (docs/flows.md, "Feedback"): the statuses, the events, who handles it
 * and how long a reply may be, without zod, so the browser's first page can read them and zod
 * stays off it (src/app/zodJitless.ts). Moved by machines/feedback.machine.ts.
 */

/** A feedback's status. */
export const FEEDBACK_STATUSES = ['new', 'in_progress', 'replied', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export function isFeedbackStatus(value: unknown): value is FeedbackStatus {
  return typeof value === 'string' && (FEEDBACK_STATUSES as readonly string[]).includes(value);
}

export const FEEDBACK_EVENTS = ['TAKE', 'REPLY', 'CLOSE', 'REOPEN'] as const;
export type FeedbackEventType = (typeof FEEDBACK_EVENTS)[number];

/** Who handles feedback: every event. AUDITOR reads it and sends none. */
export const FEEDBACK_HANDLER_ROLES = ['ADMIN', 'OPERATE'] as const;

/** Characters in a reply, at most (after trimming; at least 1). */
export const FEEDBACK_REPLY_MAX = 2000;

/** Who acts on a feedback: the signed-in user's id and roles. */
export interface FeedbackActor {
  id: number;
  roles: readonly string[];
}

/** Whether `actor` may handle feedback (take, reply, close, reopen). */
export function mayHandleFeedback(actor: FeedbackActor): boolean {
  return FEEDBACK_HANDLER_ROLES.some((role) => actor.roles.includes(role));
}

/** A reply the app user can read: not blank, and at most FEEDBACK_REPLY_MAX once trimmed. */
export function isFeedbackReply(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= FEEDBACK_REPLY_MAX;
}
