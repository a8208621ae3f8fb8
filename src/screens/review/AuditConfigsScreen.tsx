/**
 * Config reviews for AUDITOR (/audit/configs): every config and its outcome, read-only. Nothing is
 * hidden by hand: the review machine offers an auditor no event, so the Review column reads
 * "cannot operate", and without the batch role there is no selection (docs/review.md).
 */
import { useI18nContext } from '@locales/i18n-react';
import type { ConfigRecord } from '@contracts/review.js';
import { reviewApis } from '@/api/review';
import type { ReviewScreenProps } from './reviewList/ReviewListView';
import { ConfigList } from './reviewList/ReviewLists';
import { useReviewScreen } from './reviewList/useReviewScreen';

export function AuditConfigsView(props: ReviewScreenProps<ConfigRecord>) {
  const { LL } = useI18nContext();
  return (
    <ConfigList {...props} title={LL.route.auditConfigs()} tableId="auditConfigs" scope="all" />
  );
}

export default function AuditConfigsScreen() {
  return <AuditConfigsView api={reviewApis.config} {...useReviewScreen()} />;
}
