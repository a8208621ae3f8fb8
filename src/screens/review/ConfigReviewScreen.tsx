/**
 * Config review (/wn/config-review, ADMIN): the same list as Configs, opened on the review queue
 * (status=pending, where Reset returns); another status can still be chosen (docs/review.md).
 */
import { useI18nContext } from '@locales/i18n-react';
import type { ConfigRecord } from '@contracts/review.js';
import { reviewApis } from '@/api/review';
import type { ReviewScreenProps } from './reviewList/ReviewListView';
import { ConfigList } from './reviewList/ReviewLists';
import { useReviewScreen } from './reviewList/useReviewScreen';

export function ConfigReviewView(props: ReviewScreenProps<ConfigRecord>) {
  const { LL } = useI18nContext();
  return (
    <ConfigList
      {...props}
      title={LL.route.configReview()}
      tableId="configReview"
      scope="all"
      queue
    />
  );
}

export default function ConfigReviewScreen() {
  return <ConfigReviewView api={reviewApis.config} {...useReviewScreen()} />;
}
