/**
 * The audit trail (GET /api/audit/queryAudit, exportAudit: a read-only resource) and one record's
 * history (GET /api/audit/queryRecordHistory), for ADMIN and AUDITOR (contracts/audit.ts).
 */
import type { FlowEntity, RecordHistory } from '@contracts/audit.js';
import { auditContract } from '@contracts/resources/audit.js';
import { request } from './client';
import { resourceApi, type ResourceApi } from './resources';

export type AuditApi = ResourceApi<typeof auditContract>;

/** Every audit row, filtered, sorted and paged by the server; exported as CSV of the filter. */
export const auditApi: AuditApi = resourceApi(auditContract);

/** One record's current status and the transitions it took, oldest first. */
export type RecordHistoryLoader = (entity: FlowEntity, id: number) => Promise<RecordHistory>;

/** Silent: the history drawer shows its own error with a retry. */
export const recordHistory: RecordHistoryLoader = (entity, id) =>
  request<RecordHistory>(
    { method: 'GET', url: '/api/audit/queryRecordHistory', params: { entity, id } },
    { silent: true },
  );
