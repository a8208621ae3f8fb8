/**
 * The contracts of the reviewed records' lists: clicker configs (/api/config/…Config) and shared
 * clicker configs (/api/linker/…Linker). Read-only lists; the review events are routes beside them.
 */
import { defineContract, type FilterSpec } from '../resourceContract.js';
import { configRecord, linkerRecord, REVIEW_STATUSES } from '../review.js';

const FILTERS = {
  status: { kind: 'enum', values: REVIEW_STATUSES },
  ownerId: { kind: 'equals', type: 'int' },
  ownerName: { kind: 'contains' },
  scriptName: { kind: 'contains' },
  scriptId: { kind: 'equals', type: 'int' },
  createdAt: { kind: 'dateRange' },
} as const satisfies Record<string, FilterSpec>;

const SORT = ['id', 'status', 'scriptName', 'createdAt', 'updatedAt'] as const;

/** The columns both kinds show after their names. */
const OUTCOME = {
  ownerNick: { label: 'review.owner', format: 'text' },
  status: { label: 'review.statusColumn', format: { labels: 'review.status' } },
  rejectReason: { label: 'review.rejectReason', format: 'text' },
  contentPreview: { label: 'review.contentPreview', format: 'text' },
  createdAt: { label: 'list.createdAt', format: 'time' },
  updatedAt: { label: 'list.updatedAt', format: 'time' },
} as const;

export const configContract = defineContract({
  area: 'config',
  entity: 'Config',
  record: configRecord,
  filters: { ...FILTERS, configName: { kind: 'contains' } },
  sort: [...SORT, 'configName'],
  defaultSort: { field: 'id', direction: 'desc' },
  columns: {
    id: { label: 'list.id', format: 'integer' },
    configName: { label: 'review.configName', format: 'text' },
    scriptName: { label: 'review.script', format: 'text' },
    ...OUTCOME,
  },
});

export const linkerContract = defineContract({
  area: 'linker',
  entity: 'Linker',
  record: linkerRecord,
  filters: { ...FILTERS, linkerName: { kind: 'contains' } },
  sort: [...SORT, 'linkerName', 'configName'],
  defaultSort: { field: 'id', direction: 'desc' },
  columns: {
    id: { label: 'review.linkerId', format: 'integer' },
    linkerName: { label: 'review.linkerName', format: 'text' },
    configName: { label: 'review.configName', format: 'text' },
    scriptName: { label: 'review.script', format: 'text' },
    ...OUTCOME,
  },
});
