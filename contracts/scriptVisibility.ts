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
import { SCRIPT_RETURN_REASON_MAX, SCRIPT_VISIBILITIES } from './scriptVisibilityKinds.js';
export * from './scriptVisibilityKinds.js';


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
