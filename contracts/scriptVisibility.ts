/**
 * Whether app users can see a script: a small flow (docs/scripts.md), decided by
 * machines/scriptVisibility.machine.ts and enforced by the server's transition step.
 *
 *   draft     --SUBMIT (owner or ADMIN)--> submitted
 *   returned  --SUBMIT (owner or ADMIN)--> submitted
 *   submitted --SHOW (ADMIN, OPERATE)--> shown
 *   submitted --RETURN (ADMIN, OPERATE, with a reason)--> returned
 *   shown     --HIDE (ADMIN, OPERATE)--> hidden
 *   hidden    --SHOW (ADMIN, OPERATE)--> shown
 *   any but retired --RETIRE (ADMIN)--> retired   (a script with activity is never deleted)
 *
 * Stored as these lower-case strings; `isShow` on the wire is `status === 'shown'`.
 */
import { z } from 'zod';
import { idField, plainText } from './fields.js';

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

/** POST …/submitScript, showScript, hideScript, retireScript: one script. */
export const scriptIdForm = z.strictObject({ id: idField });
export type ScriptIdForm = z.infer<typeof scriptIdForm>;

/** POST …/returnScript: why, for the author to read. */
export const returnScriptForm = z.strictObject({
  id: idField,
  reason: plainText(SCRIPT_RETURN_REASON_MAX),
});
export type ReturnScriptForm = z.infer<typeof returnScriptForm>;

/** The visibility calls (/api/script/<action>Script); the machine's guards decide per script. */
export const SCRIPT_VISIBILITY_ACTION_ROLES = {
  submit: ['ADMIN', 'CREATOR'],
  show: ['ADMIN', 'OPERATE'],
  return: ['ADMIN', 'OPERATE'],
  hide: ['ADMIN', 'OPERATE'],
  retire: ['ADMIN'],
} as const satisfies Record<string, readonly ('ADMIN' | 'OPERATE' | 'CREATOR')[]>;
export type ScriptVisibilityAction = keyof typeof SCRIPT_VISIBILITY_ACTION_ROLES;

/** The answer of a visibility call. */
export const scriptVisibilityChange = z.object({
  id: idField,
  from: z.enum(SCRIPT_VISIBILITIES),
  to: z.enum(SCRIPT_VISIBILITIES),
  returnReason: z.string().nullable(),
});
export type ScriptVisibilityChange = z.infer<typeof scriptVisibilityChange>;
