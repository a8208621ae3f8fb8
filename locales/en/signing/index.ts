// Strings of the signing contracts (docs/signing.md).

import type { NamespaceBaseTranslation } from '../../namespaceBase.js';

const en_signing = {
  script: 'Script',
  company: 'Company',
  sharePercent: 'Company share (%)',
  startMonth: 'From month',
  endMonth: 'To month',
  openEnded: 'Until ended',
  term: 'Term',
  terms: { upcoming: 'Upcoming', current: 'Current', past: 'Ended' },
  note: 'Note',
  contracts: 'Signing contracts',
  contractsOf: 'Signing contracts of {name:string}',
  createTitle: 'New signing contract',
  editTitle: 'Edit signing contract',
  chooseScript: 'Choose a script',
  chooseCompany: 'Choose a company',
  scriptRequired: 'Choose the script the company signs.',
  companyRequired: 'Choose the company that signs the script.',
  shareInvalid: 'Write a percentage from 0 to 100, with at most two decimals (such as 30 or 12.5).',
  monthInvalid: 'Choose a month from 2000 to 2099.',
  endBeforeStart: 'The last month comes on or after the first.',
  inForce: 'In force in',
  emptyAdmin: 'This script is not signed with any company.',
  emptyCompany: 'Your company has no signing contracts yet.',
  explainCompany: 'Only the months inside a contract are yours: those are the months you read and settle under Company Activity.',
  explainAdmin: 'Months inside a contract belong to that company for its settlement; a script has one contract per month at most.',
} satisfies NamespaceBaseTranslation;

export default en_signing;
