/**
 * What the audit trail's entities, events and records are called. The entities and events are
 * the ones the server writes (contracts/audit.ts: AUDIT_ENTITIES, AUDIT_EVENTS); a name the
 * dictionary does not know yet (a newer server's) is shown as stored. A record is named as the
 * server recorded it ("Puzzle Kingdom Auto · 2026-02") with its id beside it.
 */
import type { TranslationFunctions } from '@locales/i18n-types';
import { AUDIT_ENTITIES, AUDIT_EVENTS } from '@contracts/auditKinds.js';

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

export function entityLabel(LL: TranslationFunctions, entity: string): string {
  return isOneOf(AUDIT_ENTITIES, entity) ? LL.audit.entityName[entity]() : entity;
}

export function eventLabel(LL: TranslationFunctions, event: string): string {
  return isOneOf(AUDIT_EVENTS, event) ? LL.audit.eventName[event]() : event;
}

/** An audited record: its entity, its id and the name it was recorded with (if any). */
export interface AuditedRecord {
  entity: string;
  entityId: string | number;
  recordName: string | null;
}

/** What people call the record: its recorded name, else "Settlement #1042". */
export function recordTitle(LL: TranslationFunctions, record: AuditedRecord): string {
  return (
    record.recordName ||
    LL.audit.recordName({ entity: entityLabel(LL, record.entity), id: String(record.entityId) })
  );
}

/** The record's name with its id beside it: "Puzzle Kingdom Auto · 2026-02 (#1042)". */
export function recordLabel(LL: TranslationFunctions, record: AuditedRecord): string {
  return record.recordName
    ? LL.audit.namedRecord({ name: record.recordName, id: String(record.entityId) })
    : recordTitle(LL, record);
}

/** Who did it: the username, the id of a user without one any more, or the system. */
export function actorText(
  LL: TranslationFunctions,
  who: { actorId: number | null; actorName: string | null },
): string {
  if (who.actorName) return who.actorName;
  return who.actorId === null ? LL.audit.system() : `#${who.actorId}`;
}

/**
 * The event filter's choices: each event by its name, and where two events share a name in this
 * language (Chinese writes a config's LIST and a script's SHOW both "上架"), each followed by the
 * entities whose flow sends it ("上架 (Clicker config, Shared clicker config)").
 */
export function eventOptions(
  LL: TranslationFunctions,
  entitiesOf: (event: string) => readonly string[],
): { value: string; label: string }[] {
  const named = AUDIT_EVENTS.map((value) => ({ value, label: eventLabel(LL, value) }));
  const counts = new Map<string, number>();
  for (const { label } of named) counts.set(label, (counts.get(label) ?? 0) + 1);
  return named.map(({ value, label }) => {
    const entities = entitiesOf(value);
    return (counts.get(label) ?? 0) > 1 && entities.length > 0
      ? { value, label: `${label} (${entities.map((entity) => entityLabel(LL, entity)).join(', ')})` }
      : { value, label };
  });
}
