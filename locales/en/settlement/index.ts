// Strings of the activity, statistics and settlement screens and the charts.

import type { NamespaceBaseTranslation } from '../../namespaceBase.js';

const en_settlement = {
  status: {
    unapplied: 'Not applied',
    submitted: 'Submitted',
    examined: 'Examined',
    settled: 'Settled',
  },
  action: {
    APPLY: 'Apply for statistics',
    EXAMINE: 'Examine',
    RETURN: 'Return',
    CONFIRM: 'Confirm settlement',
  },
  column: 'Settlement',
  actionsFor: 'Settlement actions for {name:string}',
  cannotOperate: 'Cannot operate',
  applyTitle: 'Apply for statistics?',
  applyText: '{name:string}: {active:string} active user-days will be submitted for examination.',
  confirmTitle: 'Confirm the settlement?',
  confirmText: '{name:string}: {final:string} active user-days, {money:string} (suggested for this count: {suggested:string}). A confirmed settlement is final.',
  examineTitle: 'Examine {name:string}',
  examineCounted: 'Counted: {active:string} active user-days.',
  finalRequired: 'Enter the final active count.',
  finalTooMany: 'At most the counted {active:string}.',
  finalInvalid: 'Enter a whole number of 0 or more.',
  moneyInvalid: 'Enter an amount of 0 or more with at most two decimals.',
  suggestedFor: 'Suggested for this count: {money:string}',
  takeSuggestion: 'Use the suggestion',
  unusualTitle: 'Examine with an unusual amount?',
  unusualText: '{money:string} is more than {factor:number} times away from the suggested {suggested:string} for this count. Examine with {money:string} anyway?',
  unusualConfirm: 'Examine with this amount',
  returnTitle: 'Return {name:string} to its owner',
  reason: 'Reason',
  reasonRequired: 'Say why it goes back.',
  done: {
    APPLY: '{name:string} was submitted.',
    EXAMINE: '{name:string} was examined.',
    RETURN: '{name:string} went back to its owner.',
    CONFIRM: '{name:string} is settled.',
  },
} satisfies NamespaceBaseTranslation;

export default en_settlement;
