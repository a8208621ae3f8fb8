/** Every role the platform knows. AUDITOR is the read-only role (docs/routes.md). */
export const ROLES = [
  'ADMIN',
  'LUA_ADMIN',
  'CREATOR',
  'OPERATE',
  'BUSINESS_COMPANY',
  'COOPERATE',
  'AUDITOR',
] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** True when the user holds at least one of the required roles; no requirement means open to all. */
export function hasAnyRole(userRoles: readonly string[], required?: readonly Role[]): boolean {
  if (!required || required.length === 0) return true;
  return required.some((role) => userRoles.includes(role));
}
