/**
 * My Configs (/config-table, CREATOR): the creator's own submitted configs (the server scopes the
 * list) with their outcome, status and reject reason, and Resubmit on a rejected one, with the
 * content editable (docs/review.md).
 */
import { useI18nContext } from '@locales/i18n-react';
import type { ConfigRecord } from '@contracts/review.js';
import { reviewApis } from '@/api/review';
import type { ReviewScreenProps } from './reviewList/ReviewListView';
import { ConfigList } from './reviewList/ReviewLists';
import { useReviewScreen } from './reviewList/useReviewScreen';

export function ConfigTableView(props: ReviewScreenProps<ConfigRecord>) {
  const { LL } = useI18nContext();
  return <ConfigList {...props} title={LL.route.configTable()} tableId="configTable" scope="own" />;
}

export default function ConfigTableScreen() {
  return <ConfigTableView api={reviewApis.config} {...useReviewScreen()} />;
}
