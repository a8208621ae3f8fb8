/**
 * What the audit trail's entities and events are called. The entities are the audit rows'
 * `entity` names written by the server (the flow entities and the managed resources'
 * `auditEntity`); the events are the machines' events and the resources' writes. A name the
 * dictionary does not know yet is shown as stored.
 */
import type { TranslationFunctions } from '@locales/i18n-types';

/** The `entity` names audit rows are written with (server/modules/**: auditEntity, flows). */
export const AUDIT_ENTITIES = [
  'settlement',
  'config',
  'linker',
  'user',
  'company',
  'cooperate',
  'game',
  'game_channel',
  'brand',
  'activity_notice',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** The `event` names audit rows are written with. */
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
  'APPLY',
  'EXAMINE',
  'RETURN',
  'CONFIRM',
  'APPROVE',
  'REJECT',
  'LIST',
  'DELIST',
  'RESUBMIT',
  'FREEZE',
  'UNFREEZE',
  'BAN',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

export function entityLabel(LL: TranslationFunctions, entity: string): string {
  return isOneOf(AUDIT_ENTITIES, entity) ? LL.audit.entityName[entity]() : entity;
}

export function eventLabel(LL: TranslationFunctions, event: string): string {
  return isOneOf(AUDIT_EVENTS, event) ? LL.audit.eventName[event]() : event;
}

/** A record as people name it: "Settlement 1042". */
export function recordName(LL: TranslationFunctions, entity: string, id: string | number): string {
  return LL.audit.recordName({ entity: entityLabel(LL, entity), id: String(id) });
}

/** Who did it: the username, the id of a user without one any more, or the system. */
export function actorText(
  LL: TranslationFunctions,
  who: { actorId: number | null; actorName: string | null },
): string {
  if (who.actorName) return who.actorName;
  return who.actorId === null ? LL.audit.system() : `#${who.actorId}`;
}
