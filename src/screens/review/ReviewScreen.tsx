/**
 * Every review list screen (reviewScreens.ts): configs and shared configs, the admin's lists, the
 * review queues, the owners' own lists and the auditor's, each with the Review column the review
 * machine allows this user, View content, History and CSV export (docs/review.md).
 */
import { useI18nContext } from '@locales/i18n-react';
import type { ConfigRecord, LinkerRecord } from '@contracts/review.js';
import { reviewApis } from '@/api/review';
import { useScreenKey } from '@/router/screenKey';
import type { ReviewScreenProps } from './reviewList/ReviewListView';
import { ConfigList, LinkerList } from './reviewList/ReviewLists';
import { useReviewScreen } from './reviewList/useReviewScreen';
import {
  type ConfigScreenKey,
  isConfigScreen,
  type LinkerScreenKey,
  REVIEW_SCREENS,
  type ReviewScreenVariant,
} from './reviewScreens';

function useVariant(screenKey: ConfigScreenKey | LinkerScreenKey) {
  const { LL } = useI18nContext();
  const variant: ReviewScreenVariant = REVIEW_SCREENS[screenKey];
  return { title: LL.route[screenKey](), tableId: screenKey, scope: variant.scope, queue: variant.queue ?? false };
}

export function ConfigScreenView({ screenKey, ...props }: ReviewScreenProps<ConfigRecord> & { screenKey: ConfigScreenKey }) {
  return <ConfigList {...props} {...useVariant(screenKey)} />;
}

export function LinkerScreenView({ screenKey, ...props }: ReviewScreenProps<LinkerRecord> & { screenKey: LinkerScreenKey }) {
  return <LinkerList {...props} {...useVariant(screenKey)} />;
}

export default function ReviewScreen() {
  const screenKey = useScreenKey(REVIEW_SCREENS);
  const screen = useReviewScreen();
  return isConfigScreen(screenKey) ? (
    <ConfigScreenView screenKey={screenKey} api={reviewApis.config} {...screen} />
  ) : (
    <LinkerScreenView screenKey={screenKey} api={reviewApis.linker} {...screen} />
  );
}
