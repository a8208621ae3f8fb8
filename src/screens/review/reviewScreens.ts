/**
 * The review screens as data (docs/browser.md, "Screens as data"): each screen key of the route
 * table that shows a review list, with the reviewed kind, whose records it shows and whether it
 * opens on the pending queue (docs/review.md). ReviewScreen renders any of them.
 */
import type { FeatureScreenKey } from '@contracts/screenKeys.js';
import type { ReviewScope } from './reviewList/reviewColumns';

export interface ReviewScreenVariant {
  /** Clicker configs or shared clicker configs. */
  kind: 'config' | 'linker';
  scope: ReviewScope;
  /** Opens on status=pending, to which Reset returns. */
  queue?: boolean;
}

export const REVIEW_SCREENS = {
  configAdmin: { kind: 'config', scope: 'all' },
  configReview: { kind: 'config', scope: 'all', queue: true },
  configTable: { kind: 'config', scope: 'own' },
  auditConfigs: { kind: 'config', scope: 'all' },
  linkerAdmin: { kind: 'linker', scope: 'all' },
  shareReview: { kind: 'linker', scope: 'all', queue: true },
  shareTable: { kind: 'linker', scope: 'own' },
  auditSharedConfigs: { kind: 'linker', scope: 'all' },
} as const satisfies Partial<Record<FeatureScreenKey, ReviewScreenVariant>>;

export type ReviewScreenKey = keyof typeof REVIEW_SCREENS;
export type ConfigScreenKey = {
  [K in ReviewScreenKey]: (typeof REVIEW_SCREENS)[K]['kind'] extends 'config' ? K : never;
}[ReviewScreenKey];
export type LinkerScreenKey = Exclude<ReviewScreenKey, ConfigScreenKey>;

export const isConfigScreen = (key: ReviewScreenKey): key is ConfigScreenKey => REVIEW_SCREENS[key].kind === 'config';
