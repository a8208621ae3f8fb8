/**
 * Who may do what with the managed entities and the users-admin actions: the one table the
 * server's declarations (server/modules/) take their role lists from and the browser reads to
 * decide, once per screen, which actions to offer. Missing operation = nobody (no route).
 */
import { hasAnyRole, type Role } from './roles.js';

export type Operation = 'list' | 'add' | 'update' | 'delete';
type Grants = Partial<Record<Operation, readonly Role[]>>;

const ADMIN_ONLY = { list: ['ADMIN'], add: ['ADMIN'], update: ['ADMIN'], delete: ['ADMIN'] } as const satisfies Grants;
const ADMIN_AUDITOR_READS = { list: ['ADMIN', 'AUDITOR'], add: ['ADMIN'], update: ['ADMIN'], delete: ['ADMIN'] } as const satisfies Grants;

/** Per entity (the <Entity> of /api/<area>/query<Entity>); `list` also covers export<Entity>. */
export const ENTITY_ROLES = {
  User: { list: ['ADMIN', 'AUDITOR'] },
  BusinessCompany: ADMIN_AUDITOR_READS,
  Game: ADMIN_ONLY,
  GameChannel: ADMIN_ONLY,
  /** CREATOR: own brands only (ownership scope on the server). */
  Brand: { list: ['ADMIN', 'CREATOR'], add: ['ADMIN', 'CREATOR'], update: ['ADMIN', 'CREATOR'], delete: ['ADMIN', 'CREATOR'] },
  Cooperate: ADMIN_AUDITOR_READS,
  ActivityNotice: ADMIN_ONLY,
} as const satisfies Record<string, Grants>;

export type ManagedEntity = keyof typeof ENTITY_ROLES;

/** The users-admin actions (/api/useradmin/<action>). */
export const USER_ACTION_ROLES = {
  updateUserRoles: ['ADMIN'],
  resetUserPassword: ['ADMIN'],
  freezeUser: ['ADMIN'],
  unfreezeUser: ['ADMIN'],
  banUser: ['ADMIN'],
  setUserCompany: ['ADMIN'],
  setUserCooperate: ['ADMIN'],
} as const satisfies Record<string, readonly Role[]>;

/** What a user with these roles may do with an entity: one answer per screen. */
export function entityPermissions(roles: readonly string[], entity: ManagedEntity): Record<Operation, boolean> {
  const grants: Grants = ENTITY_ROLES[entity];
  const may = (op: Operation) => {
    const allowed = grants[op];
    return allowed !== undefined && hasAnyRole(roles, allowed);
  };
  return { list: may('list'), add: may('add'), update: may('update'), delete: may('delete') };
}
