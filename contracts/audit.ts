/**
 * The audit trail (DESIGN.md §6, §7): one append-only row per change to managed data and per
 * status transition (time, actor, entity, record, event, from, to, payload). Read-only for
 * everyone; no call changes or deletes a row and the database refuses it too.
 */
import { z } from 'zod';
import { idField } from './fields.js';

/** The entities whose records move through a machine, and so have a statechart history. */
export const FLOW_ENTITIES = ['settlement', 'config', 'linker', 'user'] as const;
export type FlowEntity = (typeof FLOW_ENTITIES)[number];

/** GET /api/audit/queryAudit (and exportAudit). */
export const auditRecord = z.object({
  id: idField,
  at: z.string(),
  actorId: idField.nullable(),
  actorName: z.string().nullable(),
  entity: z.string(),
  entityId: z.string(),
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
  id: z.coerce.number().pipe(idField),
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
