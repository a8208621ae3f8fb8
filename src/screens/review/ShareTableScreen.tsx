/**
 * My Shared Configs (/share-table, CREATOR): the creator's own shared configs and their outcome,
 * with Resubmit on a rejected one, as My Configs is for configs (docs/review.md).
 */
import { useI18nContext } from '@locales/i18n-react';
import type { LinkerRecord } from '@contracts/review.js';
import { reviewApis } from '@/api/review';
import type { ReviewScreenProps } from './reviewList/ReviewListView';
import { LinkerList } from './reviewList/ReviewLists';
import { useReviewScreen } from './reviewList/useReviewScreen';

export function ShareTableView(props: ReviewScreenProps<LinkerRecord>) {
  const { LL } = useI18nContext();
  return <LinkerList {...props} title={LL.route.shareTable()} tableId="shareTable" scope="own" />;
}

export default function ShareTableScreen() {
  return <ShareTableView api={reviewApis.linker} {...useReviewScreen()} />;
}
