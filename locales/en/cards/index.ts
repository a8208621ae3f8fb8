// Strings of the date, month and range pickers (src/components/dates) and of a list shown as cards.

import type { NamespaceBaseTranslation } from '../../namespaceBase.js';

const en_cards = {
  sortBy: 'Sort by',
  defaultOrder: 'Default order',
  ascending: '{label:string}, ascending',
  descending: '{label:string}, descending',
} satisfies NamespaceBaseTranslation;

export default en_cards;
