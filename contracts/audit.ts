/**
 * The audit trail (docs/audit.md): one append-only row per change to managed data and per
 * status transition (time, actor, entity, record id and name, event, from, to, payload).
 * Read-only for everyone; no call changes or deletes a row and the database refuses it too.
 */
import { z } from 'zod';
import { idField, queryIdField } from './fields.js';

/** The entities whose records move through a machine, and so have a statechart history. */
export const FLOW_ENTITIES = ['settlement', 'config', 'linker', 'user', 'script', 'release', 'card_key', 'article', 'feedback', 'promotion'] as const;
export type FlowEntity = (typeof FLOW_ENTITIES)[number];

/**
 * The `entity` names audit rows are written with: the flow entities and the writable resources'
 * `auditEntity` (a test checks the server writes no other, and that each is translated).
 */
export const AUDIT_ENTITIES = [
  ...FLOW_ENTITIES,
  'company',
  'cooperate',
  'game',
  'game_channel',
  'brand',
  'activity_notice',
  'script_signing',
  /** A card group (docs/cardKeys.md): generated, disabled, its keys downloaded. */
  'card_group',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/**
 * The `event` names audit rows are written with: the resources' writes, the account calls and
 * every event of the flow machines (a test reads the machines, so a new event must be added here).
 */
export const AUDIT_EVENTS = [
  'ADD',
  'UPDATE',
  'DELETE',
  'CREATE',
  'UPDATE_ROLES',
  'RESET_PASSWORD',
  'CHANGE_PASSWORD',
  'RETRIEVE_PASSWORD',
  'SET_COMPANY',
  'SET_COOPERATE',
  /** Migration 0005 renaming a later duplicate of a name (actor: the system). */
  'RENAME_DUPLICATE',
  'APPLY',
  'EXAMINE',
  'RETURN',
  'CONFIRM',
  'APPROVE',
  'REJECT',
  'LIST',
  'DELIST',
  'RESUBMIT',
  'SUBMIT',
  'SHOW',
  'HIDE',
  'RETIRE',
  /** A script's place in the recommendation order changed (payload showOrder from → to). */
  'REORDER',
  'FREEZE',
  'UNFREEZE',
  'BAN',
  /** Versions (docs/releases.md): SUPERSEDE is sent by the server to the version an ACTIVATE replaces. */
  'ACTIVATE',
  'SUPERSEDE',
  'WITHDRAW',
  /** Card keys (docs/cardKeys.md): the key machine's events; DISABLE also for a whole group. */
  'REDEEM',
  'EXPIRE',
  'DISABLE',
  /** A card group's plain keys downloaded: the once-only download, and an ADMIN's later one with a reason. */
  'DOWNLOAD_KEYS',
  'REDOWNLOAD_KEYS',
  /** Articles (docs/articles.md): the article machine's events. */
  'PUBLISH',
  'UNPUBLISH',
  /** Feedback (docs/feedback.md): the feedback machine's events. */
  'TAKE',
  'REPLY',
  'CLOSE',
  'REOPEN',
  /** Promotions (docs/promotions.md): the server starts and ends them on time; END also by a person. */
  'START',
  'END',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

export function isAuditEvent(value: string): value is AuditEvent {
  return (AUDIT_EVENTS as readonly string[]).includes(value);
}

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
