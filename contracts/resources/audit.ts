/**
 * The contract of the audit trail (/api/audit/queryAudit, exportAudit): read-only. New record
 * fields become columns by adding them here (label and format) and to the record.
 */
import { auditRecord } from '../audit.js';
import { defineContract, type ColumnFormat } from '../resourceContract.js';

/** A transition's statuses, labelled by the flow the row's entity moves through. */
const FLOW_STATUS: ColumnFormat = {
  labelsBy: 'entity',
  groups: {
    settlement: 'settlement.status',
    config: 'review.status',
    linker: 'review.status',
    user: 'userAdmin.statusName',
    script: 'script.status',
  },
};

export const auditContract = defineContract({
  area: 'audit',
  entity: 'Audit',
  record: auditRecord,
  filters: {
    entity: { kind: 'equals', type: 'text' },
    entityId: { kind: 'equals', type: 'text' },
    recordName: { kind: 'contains' },
    actorId: { kind: 'equals', type: 'int' },
    actorName: { kind: 'contains' },
    event: { kind: 'equals', type: 'text' },
    at: { kind: 'dateRange' },
  },
  sort: ['id', 'at', 'entity', 'recordName', 'event', 'actorName'],
  defaultSort: { field: 'id', direction: 'desc' },
  columns: {
    id: { label: 'list.id', format: 'integer' },
    at: { label: 'audit.time', format: 'time' },
    actorName: { label: 'audit.actor', format: 'text' },
    entity: { label: 'audit.entity', format: { labels: 'audit.entityName' } },
    recordName: { label: 'audit.record', format: 'text' },
    entityId: { label: 'audit.filterRecord', format: 'text' },
    event: { label: 'audit.event', format: { labels: 'audit.eventName' } },
    fromStatus: { label: 'audit.fromStatus', format: FLOW_STATUS },
    toStatus: { label: 'audit.toStatus', format: FLOW_STATUS },
    payload: { label: 'audit.payload', format: 'payload' },
  },
});
