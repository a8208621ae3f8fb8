// Strings of the chart screens (/charts/*).

import type { NamespaceBaseTranslation } from '../../namespaceBase.js';

const en_charts = {
  month: 'Month',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  noSubject: 'Open a chart from a row of an activity list.',
  loadFailed: 'The chart could not be loaded.',
  empty: 'Nothing was counted in this month.',
  table: 'Daily figures',
  loading: 'Loading the chart…',
  noSubjectTitle: 'No chart chosen',
  emptyHint: 'Choose another month, or come back once figures have been counted.',
  scriptNumber: 'Script #{id:number}',
  partnerNumber: 'Partner #{id:number}',
  scriptViaPartner: '{script:string} via {partner:string}',
  chartLabel: 'Line chart of {series:string} per day. The same figures are in the table below.',
} satisfies NamespaceBaseTranslation;

export default en_charts;
