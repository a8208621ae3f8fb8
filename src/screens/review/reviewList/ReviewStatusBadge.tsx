/** A review status as a badge in the user's language (docs/review.md). */
import { useI18nContext } from '@locales/i18n-react';
import type { ReviewStatus } from '@contracts/review.js';
import { StatusBadge, type StatusTone } from '@/components/list/StatusBadge';

/** Waiting on the reviewer stands out; what users can use now is green; taken away is quiet. */
const TONE: Record<ReviewStatus, StatusTone> = {
  pending: 'warning',
  approved: 'brand',
  rejected: 'danger',
  listed: 'success',
  delisted: 'subtle',
};

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { LL } = useI18nContext();
  return <StatusBadge label={LL.review.status[status]()} tone={TONE[status]} />;
}
