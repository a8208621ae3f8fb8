/**
 * Shared config reviews for AUDITOR (/audit/shared-configs): every shared config and its outcome,
 * read-only, as Config reviews is for configs (docs/review.md).
 */
import { useI18nContext } from '@locales/i18n-react';
import type { LinkerRecord } from '@contracts/review.js';
import { reviewApis } from '@/api/review';
import type { ReviewScreenProps } from './reviewList/ReviewListView';
import { LinkerList } from './reviewList/ReviewLists';
import { useReviewScreen } from './reviewList/useReviewScreen';

export function AuditSharedConfigsView(props: ReviewScreenProps<LinkerRecord>) {
  const { LL } = useI18nContext();
  return (
    <LinkerList
      {...props}
      title={LL.route.auditSharedConfigs()}
      tableId="auditSharedConfigs"
      scope="all"
    />
  );
}

export default function AuditSharedConfigsScreen() {
  return <AuditSharedConfigsView api={reviewApis.linker} {...useReviewScreen()} />;
}
