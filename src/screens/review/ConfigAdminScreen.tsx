/**
 * Configs (/wn/config-admin, ADMIN): every clicker config submitted for a script, with the Review
 * column (Approve / Reject on pending, List on approved or delisted, Delist on listed, as the
 * review machine allows), View content, Approve selected and CSV export (docs/review.md).
 */
import { useI18nContext } from '@locales/i18n-react';
import type { ConfigRecord } from '@contracts/review.js';
import { reviewApis } from '@/api/review';
import type { ReviewScreenProps } from './reviewList/ReviewListView';
import { ConfigList } from './reviewList/ReviewLists';
import { useReviewScreen } from './reviewList/useReviewScreen';

export function ConfigAdminView(props: ReviewScreenProps<ConfigRecord>) {
  const { LL } = useI18nContext();
  return <ConfigList {...props} title={LL.route.configAdmin()} tableId="configAdmin" scope="all" />;
}

export default function ConfigAdminScreen() {
  return <ConfigAdminView api={reviewApis.config} {...useReviewScreen()} />;
}
