/**
 * The report lists as resources (docs/reports.md): launch records (each kept launch) and the
 * keywords searched over a period. Both read-only, exported as the user sees them.
 */
import { DEVICE_ID, LAUNCH_PLATFORMS } from '../appEvents.js';
import { z } from 'zod';
import { FOUND_NOTHING, launchRecord, searchKeywordRecord, searchKeywordSums } from '../reports.js';
import { defineContract, type ColumnSpec } from '../resourceContract.js';

const text = (label: ColumnSpec['label']) => ({ label, format: 'text' }) as const satisfies ColumnSpec;
const count = (label: ColumnSpec['label']) => ({ label, format: 'integer' }) as const satisfies ColumnSpec;

export const launchRecordContract = defineContract({
  area: 'record',
  entity: 'LaunchRecord',
  record: launchRecord,
  filters: {
    scriptId: { kind: 'equals', type: 'int' },
    platform: { kind: 'enum', values: LAUNCH_PLATFORMS },
    /** `dayFrom` / `dayTo`: UTC days of the launch time. */
    day: { kind: 'dateRange' },
    /** Exactly one device: an id as the app reports it, anything else is refused. */
    deviceId: { kind: 'custom', schema: z.string().trim().regex(DEVICE_ID, { message: 'deviceId must be 8 to 64 letters, digits or . _ : -' }) },
  },
  sort: ['occurredAt', 'id'],
  defaultSort: { field: 'occurredAt', direction: 'desc' },
  columns: {
    occurredAt: { label: 'reports.occurredAt', format: 'time' },
    scriptName: text('reports.script'),
    version: text('reports.version'),
    platform: { label: 'reports.platform', format: { labels: 'reports.platforms' } },
    access: { label: 'reports.access', format: { labels: 'reports.accessKinds' } },
    deviceId: text('reports.deviceId'),
    cooperateName: text('reports.partner'),
    linkerName: text('reports.linker'),
    id: { label: 'list.id', format: 'integer' },
  },
});

export const searchKeywordContract = defineContract({
  area: 'search',
  entity: 'SearchKeyword',
  record: searchKeywordRecord,
  filters: {
    /** `dayFrom` / `dayTo`: the period summed (default the last 30 days, at most 366). */
    day: { kind: 'calendarRange', unit: 'day' },
    keyword: { kind: 'contains', max: 64 },
    /** Keep only the keywords most (more than half) or all of whose searches found nothing. */
    foundNothing: { kind: 'custom', schema: z.enum(FOUND_NOTHING) },
  },
  sort: ['searchNum', 'emptyNum', 'emptyShare', 'keyword', 'days'],
  defaultSort: { field: 'searchNum', direction: 'desc' },
  columns: {
    keyword: text('reports.keyword'),
    searchNum: count('reports.searchNum'),
    emptyNum: count('reports.emptyNum'),
    emptyShare: count('reports.emptyShare'),
    days: count('reports.days'),
  },
  sums: searchKeywordSums,
});
