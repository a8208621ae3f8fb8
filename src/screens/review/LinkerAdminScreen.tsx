/**
 * Shared clicker configs (/linker/linker-admin, ADMIN): every shared config (linkerId, linkerName,
 * configName…) with the same review flow as configs: Review column, View content, Approve
 * selected, CSV export (docs/review.md).
 */
import { useI18nContext } from '@locales/i18n-react';
import type { LinkerRecord } from '@contracts/review.js';
import { reviewApis } from '@/api/review';
import type { ReviewScreenProps } from './reviewList/ReviewListView';
import { LinkerList } from './reviewList/ReviewLists';
import { useReviewScreen } from './reviewList/useReviewScreen';

export function LinkerAdminView(props: ReviewScreenProps<LinkerRecord>) {
  const { LL } = useI18nContext();
  return <LinkerList {...props} title={LL.route.linkerAdmin()} tableId="linkerAdmin" scope="all" />;
}

export default function LinkerAdminScreen() {
  return <LinkerAdminView api={reviewApis.linker} {...useReviewScreen()} />;
}
