/** How the feedback desk names a feedback: its number and the first words of its text. */
import type { TranslationFunctions } from '@locales/i18n-types';
import type { FeedbackRecord } from '@contracts/feedback.js';

const EXCERPT = 32;

export function feedbackNameOf(LL: TranslationFunctions, row: Pick<FeedbackRecord, 'id' | 'text'>): string {
  const flat = row.text.replace(/\s+/g, ' ').trim();
  const excerpt = flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1).trimEnd()}…` : flat;
  return LL.feedbackDesk.recordName({ id: row.id, excerpt });
}
