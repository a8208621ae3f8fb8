// Strings of the date, month and range pickers (src/components/dates) and of a list shown as cards.

import type { NamespaceCardsTranslation } from '../../i18n-types.js';

const es_cards = {
  sortBy: 'Ordenar por',
  defaultOrder: 'Orden predeterminado',
  ascending: '{label}, ascendente',
  descending: '{label}, descendente',
} satisfies NamespaceCardsTranslation;

export default es_cards;
