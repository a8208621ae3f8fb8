// Strings of the partner, script-partner and linker figure screens. Their labels and
// titles are the activity, settlement and route strings; these are the screens' own notes.

import type { NamespaceBaseTranslation } from '../../namespaceBase.js';

const en_figures = {
  utc: 'Days and months are counted in UTC: a month closes at 00:00 UTC on the first day of the next.',
  ownPartner: 'Only the figures of your partner account are shown.',
  applyHint:
    'Apply for statistics once a month has closed, and confirm the settlement once it has been examined. A confirmed settlement is final.',
  examineHint:
    'Examine a submitted month (the final count can only remove activity, never add it) or return it to its owner with a reason.',
  settledElsewhere:
    "Your scripts' monthly statistics. To apply for a closed month or confirm an examined one, go to Settlement.",
  linkerScope: 'How the shared clicker configs are used across the whole platform.',
  scriptDayScope:
    'Every script’s daily actives and the platforms they ran on. The eCPM in the totals row is the average weighted by each day’s actives.',
} satisfies NamespaceBaseTranslation;

export default en_figures;
