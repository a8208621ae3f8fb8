/** The contract of signing contracts (/api/script/…ScriptSigning; docs/signing.md). */
import { z } from 'zod';
import { defineContract } from '../resourceContract.js';
import { monthField } from '../settlement.js';
import { addSigningForm, SIGNING_TERMS, signingRecord, updateSigningForm } from '../signing.js';

export const signingContract = defineContract({
  area: 'script',
  entity: 'ScriptSigning',
  record: signingRecord,
  filters: {
    scriptId: { kind: 'equals', type: 'int' },
    companyId: { kind: 'equals', type: 'int' },
    /** Where the contract stands this month. */
    term: { kind: 'custom', schema: z.enum(SIGNING_TERMS) },
    /** The contracts in force in that month. */
    inForce: { kind: 'custom', schema: monthField },
  },
  // Not by the last month: an open-ended contract has none, and the databases order a missing value differently.
  sort: ['id', 'startMonth', 'sharePercent', 'createdAt'],
  defaultSort: { field: 'startMonth', direction: 'desc' },
  columns: {
    id: { label: 'list.id', format: 'integer' },
    scriptId: { label: 'signing.script', format: 'text', shows: 'scriptName' },
    companyId: { label: 'signing.company', format: 'text', shows: 'companyName' },
    sharePercent: { label: 'signing.sharePercent', format: 'text' },
    startMonth: { label: 'signing.startMonth', format: 'month' },
    endMonth: { label: 'signing.endMonth', format: 'month' },
    term: { label: 'signing.term', format: { labels: 'signing.terms' } },
    note: { label: 'signing.note', format: 'text' },
    createdAt: { label: 'list.createdAt', format: 'time' },
    updatedAt: { label: 'list.updatedAt', format: 'time' },
  },
  add: addSigningForm,
  update: updateSigningForm,
});
