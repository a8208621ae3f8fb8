/**
 * What a user may do in the catalogue, from their roles (contracts/permissions.ts and
 * docs/scripts.md): ADMIN edits every field and names the author; a CREATOR edits the descriptive
 * fields of their own scripts; OPERATE, AUDITOR and BUSINESS_COMPANY change nothing through the
 * form (OPERATE acts through the visibility flow).
 */
import { entityPermissions, type Operation } from '@contracts/permissions.js';
import { hasAnyRole } from '@contracts/roles.js';

/** Which fields the form offers: none, the author's descriptive ones, or every field. */
export type ScriptEditing = 'none' | 'descriptive' | 'all';

export interface ScriptRights {
  permissions: Record<Operation, boolean>;
  editing: ScriptEditing;
}

export function scriptRightsOf(roles: readonly string[]): ScriptRights {
  const permissions = entityPermissions(roles, 'Script');
  const editing: ScriptEditing = !permissions.update ? 'none' : hasAnyRole(roles, ['ADMIN']) ? 'all' : 'descriptive';
  return { permissions, editing };
}
