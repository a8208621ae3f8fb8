// Strings of the date, month and range pickers (src/components/dates) and of a list shown as cards.

import type { NamespaceCardsTranslation } from '../../i18n-types.js';

const ja_cards = {
  sortBy: '並べ替え',
  defaultOrder: '既定の順序',
  ascending: '{label}（昇順）',
  descending: '{label}（降順）',
} satisfies NamespaceCardsTranslation;

export default ja_cards;
