/** A script's visibility statuses, events and who decides them (docs/scripts.md), without the payload schemas. */
export const SCRIPT_VISIBILITIES = ['draft', 'submitted', 'returned', 'shown', 'hidden', 'retired'] as const;
export type ScriptVisibility = (typeof SCRIPT_VISIBILITIES)[number];

export const SCRIPT_VISIBILITY_EVENTS = ['SUBMIT', 'SHOW', 'RETURN', 'HIDE', 'RETIRE'] as const;
export type ScriptVisibilityEventType = (typeof SCRIPT_VISIBILITY_EVENTS)[number];

export function isScriptVisibility(value: unknown): value is ScriptVisibility {
  return typeof value === 'string' && (SCRIPT_VISIBILITIES as readonly string[]).includes(value);
}

/** The user sending a visibility event, as much of them as the guards read. */
export interface ScriptActor {
  id: number;
  roles: readonly string[];
}

/** The roles that decide what app users see (show, hide, send back). */
export const SCRIPT_CURATOR_ROLES = ['ADMIN', 'OPERATE'] as const;

export const SCRIPT_RETURN_REASON_MAX = 200;
