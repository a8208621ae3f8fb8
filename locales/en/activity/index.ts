// Strings of the activity, statistics and settlement screens and the charts.

import type { NamespaceBaseTranslation } from '../../namespaceBase.js';

const en_activity = {
  noFiguresYet: 'No figures yet. They appear here once the scripts have activity.',
  script: 'Script',
  author: 'Author',
  company: 'Company',
  companyShare: 'Company share (%)',
  companyMoney: "Company's money",
  partner: 'Partner',
  linker: 'Shared config',
  configName: 'Config file',
  countTime: 'Month',
  day: 'Day',
  days: 'Days',
  activeNum: 'Active',
  freeNum: 'Free',
  trialNum: 'Trial',
  redFingerNum: 'Red Finger',
  vmosNum: 'VMOS',
  virtualCloudNum: 'Virtual Cloud',
  flyingCloudNum: 'Flying Cloud',
  ecpm: 'eCPM',
  clickNum: 'Clicks',
  useNum: 'Uses',
  activeFinalNum: 'Final active',
  activeMoney: 'Money',
  suggestedMoney: 'Suggested',
  unitMoney: 'Price per 1,000',
  status: 'Status',
  returnReason: 'Returned because',
  chart: 'Chart',
  chartOf: 'Daily chart of {name:string}, {month:string}',
  filterScript: 'Script name',
  filterPartner: 'Partner name',
  filterLinker: 'Config name',
} satisfies NamespaceBaseTranslation;

export default en_activity;
