// Strings of the activity, statistics and settlement screens and the charts.

import type { NamespaceSettlementDeskTranslation } from '../../i18n-types.js';

const es_settlementDesk = {
  kinds: 'Qué liquidar',
  scripts: 'Meses de scripts',
  partners: 'Meses de socios',
  waiting: '{count} en espera',
  note: 'Los meses que enviaron sus titulares, los más antiguos primero: revisa o devuelve cada uno aquí. Elige otro estado para ver los meses que esperan la confirmación del titular o los liquidados.',
  empty: 'Aquí no te espera nada. Un mes aparece cuando su titular solicita la liquidación.',
} satisfies NamespaceSettlementDeskTranslation;

export default es_settlementDesk;
