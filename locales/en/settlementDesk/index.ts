// Strings of the activity, statistics and settlement screens and the charts.

import type { NamespaceBaseTranslation } from '../../namespaceBase.js';

const en_settlementDesk = {
  kinds: 'What to settle',
  scripts: 'Script months',
  partners: 'Partner months',
  waiting: '{count:number} waiting',
  note: 'The months their owners submitted, oldest first: examine or return each one here. Choose another status to see the months waiting for their owner’s confirmation, or the settled ones.',
  empty: 'Nothing waits for you here. A month appears when its owner applies for settlement.',
} satisfies NamespaceBaseTranslation;

export default en_settlementDesk;
