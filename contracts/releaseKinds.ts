/**
 * The kinds and statuses of versions and who publishes and reads each kind (docs/releases.md),
 * without zod: the browser's first page reads the roles through contracts/permissions.ts, and zod
 * stays off the first page (src/app/zodJitless.ts). The schemas are in ./release.ts, which
 * re-exports all of this.
 */
import type { Role } from './roles.js';

export const RELEASE_STATUSES = ['uploaded', 'active', 'superseded', 'withdrawn'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

export function isReleaseStatus(value: unknown): value is ReleaseStatus {
  return typeof value === 'string' && (RELEASE_STATUSES as readonly string[]).includes(value);
}


/** The kinds of versioned file: a script's three, the app's and the Lua code's. */
export const RELEASE_KINDS = ['apk', 'rc', 'course', 'app', 'lua'] as const;
export type ReleaseKind = (typeof RELEASE_KINDS)[number];

export const SCRIPT_FILE_KINDS = ['apk', 'rc', 'course'] as const;
export type ScriptFileKind = (typeof SCRIPT_FILE_KINDS)[number];

export function isScriptFileKind(kind: string): kind is ScriptFileKind {
  return (SCRIPT_FILE_KINDS as readonly string[]).includes(kind);
}

/** Kinds whose version number the uploader gives; the others count up by themselves. */
export const NUMBERED_KINDS: readonly ReleaseKind[] = ['apk', 'rc', 'app'];

/** Kinds whose release may force the app to update. */
export const FORCEABLE_KINDS: readonly ReleaseKind[] = ['apk', 'rc', 'app'];

/** Who publishes each kind (upload, activate, withdraw); a CREATOR only for their own scripts. */
export const RELEASE_PUBLISHER_ROLES: Readonly<Record<ReleaseKind, readonly Role[]>> = {
  apk: ['ADMIN', 'CREATOR'],
  rc: ['ADMIN', 'CREATOR'],
  course: ['ADMIN', 'CREATOR'],
  app: ['ADMIN'],
  lua: ['ADMIN', 'LUA_ADMIN'],
};

/** Who reads each kind's versions. */
export const RELEASE_READER_ROLES: Readonly<Record<ReleaseKind, readonly Role[]>> = {
  apk: ['ADMIN', 'CREATOR', 'AUDITOR'],
  rc: ['ADMIN', 'CREATOR', 'AUDITOR'],
  course: ['ADMIN', 'CREATOR', 'AUDITOR'],
  app: ['ADMIN', 'AUDITOR'],
  lua: ['ADMIN', 'LUA_ADMIN', 'AUDITOR'],
};

/** Who acts on a release: the signed-in user's id and roles. */
export interface ReleaseActor {
  id: number;
  roles: readonly string[];
}

/**
 * Whether `actor` may publish (upload, activate, withdraw) a release of `kind`; `ownerId` is
 * the script's author for a script's files (a CREATOR publishes only their own scripts' files).
 */
export function mayPublish(kind: ReleaseKind, actor: ReleaseActor, ownerId: number | null): boolean {
  return RELEASE_PUBLISHER_ROLES[kind].some((role) =>
    role === 'CREATOR' ? actor.roles.includes(role) && ownerId === actor.id : actor.roles.includes(role),
  );
}

