// Strings of the date, month and range pickers (src/components/dates) and of a list shown as cards.

import type { NamespaceCardsTranslation } from '../../i18n-types.js';

const zh_cards = {
  sortBy: '排序方式',
  defaultOrder: '默认顺序',
  ascending: '{label}，升序',
  descending: '{label}，降序',
} satisfies NamespaceCardsTranslation;

export default zh_cards;
