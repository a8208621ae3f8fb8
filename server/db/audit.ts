/** The audit trail: append-only rows, written in the same transaction as the change they record. */
import type { Kysely } from 'kysely';
import type { AuditEvent } from '../../contracts/audit.js';
import type { DB } from './schema.js';
import { isoTime, toJsonText } from './values.js';

export interface AuditEntry {
  actorId: number | null;
  entity: string;
  entityId: string | number;
  /**
   * The record as people know it, as it is named now (contracts/recordNames.ts): kept with the
   * row, so the trail still names it after a rename or a deletion.
   */
  recordName: string;
  event: AuditEvent;
  fromStatus?: string | null;
  toStatus?: string | null;
  payload?: unknown;
}

export async function appendAudit(db: Kysely<DB>, entry: AuditEntry, now: number = Date.now()): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: isoTime(now),
      actor_id: entry.actorId,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      record_name: entry.recordName,
      event: entry.event,
      from_status: entry.fromStatus ?? null,
      to_status: entry.toStatus ?? null,
      payload: toJsonText(entry.payload ?? {}),
    })
    .execute();
}
