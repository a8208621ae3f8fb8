/** Ownership (declaration.ts `Ownership`): the condition confining a caller to their own rows. */
import { type Expression, type SqlBool, sql } from 'kysely';
import { hasAnyRole, type Role } from '../../contracts/roles.js';
import type { OwnerKeySource, OwnerScope, Ownership } from './declaration.js';

/** Rows under ownership: a resource, or any table with an ownership rule (e.g. scripts for a chart). */
export interface Owned {
  table: string;
  ownership?: Ownership;
}

export type ScopedUser = OwnerKeySource & { roles: readonly string[] };

function keyOf(scope: OwnerScope, user: OwnerKeySource): number | null {
  return scope.ownerOf ? scope.ownerOf(user) : user.id;
}

/** The scopes that apply to a scoped user: their roles' own, else the default one. */
function scopesFor(ownership: Ownership, user: ScopedUser): OwnerScope[] {
  const byRole = ownership.byRole ?? {};
  const own = (Object.keys(byRole) as Role[])
    .filter((role) => user.roles.includes(role))
    .map((role) => byRole[role]!);
  if (own.length > 0) return own;
  return ownership.column ? [{ column: ownership.column, ownerOf: ownership.ownerOf }] : [];
}

/** True when the user sees every row of the resource. */
export function isUnscoped(decl: Owned, user: ScopedUser): boolean {
  return !decl.ownership || hasAnyRole(user.roles, decl.ownership.unscopedRoles);
}

/** The condition confining a caller to their own rows, or null when they see all. */
export function scopeOf(decl: Owned, user: ScopedUser): Expression<SqlBool> | null {
  const ownership = decl.ownership;
  if (!ownership || isUnscoped(decl, user)) return null;
  const conditions = scopesFor(ownership, user).flatMap((scope) => {
    const key = keyOf(scope, user);
    if (key === null) return [];
    return [scope.where ? scope.where(key) : sql<SqlBool>`${sql.ref(`${decl.table}.${scope.column}`)} = ${key}`];
  });
  if (conditions.length === 0) return sql<SqlBool>`1 = 0`;
  return conditions.length === 1
    ? conditions[0]!
    : sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;
}

/**
 * The columns a scoped caller's condition reads ([] for who sees every row), or null when one of
 * their scopes is a condition of its own (`where`).
 */
export function scopeColumns(decl: Owned, user: ScopedUser): string[] | null {
  const ownership = decl.ownership;
  if (!ownership || isUnscoped(decl, user)) return [];
  const scopes = scopesFor(ownership, user);
  return scopes.some((scope) => scope.where) ? null : scopes.map((scope) => scope.column);
}
