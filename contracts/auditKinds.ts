/**
 * The audit trail's entity and event names (docs/audit.md), without the payload schemas: the
 * browser's first screen reads these names and need not load the schema library with them.
 */
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
  /** An administrator ended every session of a user (payload endedSessions). */
  'END_SESSIONS',
  /** Two-step verification (docs/auth-protocol.md): turned on, off, reset by an administrator (payload endedSessions), new recovery codes, a recovery code used at sign-in. */
  'MFA_ENABLED',
  'MFA_DISABLED',
  'MFA_RESET',
  'MFA_RECOVERY_CODES',
  'MFA_RECOVERY_USED',
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
