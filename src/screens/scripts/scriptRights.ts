/**
 * What a user may do in the catalogue, from their roles (contracts/permissions.ts and
 * docs/scripts.md): ADMIN edits every field and names the author; a CREATOR edits the descriptive
 * fields of their own scripts; OPERATE edits the operational fields (cache, paid, labels) of every
 * script and sets the recommendation order; several roles: the union. AUDITOR and
 * BUSINESS_COMPANY change nothing.
 */
import { entityPermissions, SCRIPT_ACTION_ROLES, type Operation } from '@contracts/permissions.js';
import { hasAnyRole } from '@contracts/roles.js';

/** Which fields the form offers: none, the author's descriptive ones, or every field. */
export type ScriptEditing = 'none' | 'descriptive' | 'all';

export interface ScriptRights {
  permissions: Record<Operation, boolean>;
  editing: ScriptEditing;
  /** Changes the operational fields of any script in their own dialog (ADMIN has them in the form). */
  operating: boolean;
  /** Sets the recommendation order of the shown scripts. */
  ordering: boolean;
}

export function scriptRightsOf(roles: readonly string[]): ScriptRights {
  const permissions = entityPermissions(roles, 'Script');
  const admin = hasAnyRole(roles, ['ADMIN']);
  const editing: ScriptEditing = !permissions.update ? 'none' : admin ? 'all' : hasAnyRole(roles, ['CREATOR']) ? 'descriptive' : 'none';
  return {
    permissions,
    editing,
    operating: permissions.update && !admin && hasAnyRole(roles, ['OPERATE']),
    ordering: hasAnyRole(roles, SCRIPT_ACTION_ROLES.orderScripts),
  };
}

/** Whether the form edits this row: an admin every script, an author their own. */
export function editsScript(rights: ScriptRights, row: { ownerId: number }, userId: number): boolean {
  return rights.editing === 'all' || (rights.editing === 'descriptive' && row.ownerId === userId);
}
