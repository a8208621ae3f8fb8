/** A config review's statuses and events (docs/review.md), without the payload schemas. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected', 'listed', 'delisted'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_EVENTS = ['APPROVE', 'REJECT', 'LIST', 'DELIST', 'RESUBMIT'] as const;
export type ReviewEventType = (typeof REVIEW_EVENTS)[number];

export function isReviewStatus(value: unknown): value is ReviewStatus {
  return typeof value === 'string' && (REVIEW_STATUSES as readonly string[]).includes(value);
}
