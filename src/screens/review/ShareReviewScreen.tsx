/**
 * Share review (/linker/share-review, ADMIN): the shared configs' review queue, opened on
 * status=pending (Reset returns there), as Config review is for configs (docs/review.md).
 */
import { useI18nContext } from '@locales/i18n-react';
import type { LinkerRecord } from '@contracts/review.js';
import { reviewApis } from '@/api/review';
import type { ReviewScreenProps } from './reviewList/ReviewListView';
import { LinkerList } from './reviewList/ReviewLists';
import { useReviewScreen } from './reviewList/useReviewScreen';

export function ShareReviewView(props: ReviewScreenProps<LinkerRecord>) {
  const { LL } = useI18nContext();
  return (
    <LinkerList {...props} title={LL.route.shareReview()} tableId="shareReview" scope="all" queue />
  );
}

export default function ShareReviewScreen() {
  return <ShareReviewView api={reviewApis.linker} {...useReviewScreen()} />;
}
