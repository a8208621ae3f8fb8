/**
 * The audit trail (docs/audit.md): one append-only row per change to managed data and per
 * status transition (time, actor, entity, record id and name, event, from, to, payload).
 * Read-only for everyone; no call changes or deletes a row and the database refuses it too.
 */
import { z } from 'zod';
import { idField, queryIdField } from './fields.js';

import { FLOW_ENTITIES } from './auditKinds.js';
export * from './auditKinds.js';

/** GET /api/audit/queryAudit (and exportAudit). */
export const auditRecord = z.object({
  id: idField,
  at: z.string(),
  actorId: idField.nullable(),
  actorName: z.string().nullable(),
  entity: z.string(),
  entityId: z.string(),
  /**
   * The record as people know it, as it was named when the row was written (a script month
   * "Puzzle Kingdom Auto · 2026-02", a username); null only for rows whose record was gone
   * before names were recorded (docs/audit.md).
   */
  recordName: z.string().nullable(),
  event: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  /** The change as JSON text (field changes, figures, reasons; never secrets). */
  payload: z.string(),
});
export type AuditRecord = z.infer<typeof auditRecord>;

/** GET /api/audit/queryRecordHistory?entity&id. */
export const recordHistoryQuery = z.strictObject({
  entity: z.enum(FLOW_ENTITIES),
  id: queryIdField,
});
export type RecordHistoryQuery = z.infer<typeof recordHistoryQuery>;

export const recordTransition = z.object({
  at: z.string(),
  actorId: idField.nullable(),
  actorName: z.string().nullable(),
  event: z.string(),
  from: z.string(),
  to: z.string(),
  payload: z.unknown(),
});
export type RecordTransition = z.infer<typeof recordTransition>;

/** A record's current status and the transitions it took, oldest first. */
export const recordHistory = z.object({
  entity: z.enum(FLOW_ENTITIES),
  id: idField,
  status: z.string(),
  transitions: z.array(recordTransition),
});
export type RecordHistory = z.infer<typeof recordHistory>;
