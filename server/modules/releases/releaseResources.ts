/**
 * The version lists (docs/releases.md), one read-only view over `releases` with its stored file,
 * its uploader and its script: a script's files (ADMIN and AUDITOR all, a CREATOR their own
 * scripts'), the app's releases and the Lua code's versions.
 */
import { sql } from 'kysely';
import { ENTITY_ROLES } from '../../../contracts/permissions.js';
import { type ReleaseKind, type ReleaseRecord, SCRIPT_FILE_KINDS } from '../../../contracts/release.js';
import {
  appReleaseContract,
  luaVersionContract,
  scriptFileContract,
} from '../../../contracts/resources/releases.js';
import { fromDbBool, toCount } from '../../db/values.js';
import { defineResource, type LooseDb, type Row } from '../../resource/resource.js';
import { releaseDownloadUrl } from '../files/releaseDownloads.js';

/** The rows of the given kinds, with what a record shows beside the release itself. */
export function releaseView(db: LooseDb, kinds: readonly ReleaseKind[]) {
  return db
    .selectFrom('releases as r')
    .innerJoin('stored_files as f', 'f.key', 'r.file_key')
    .leftJoin('scripts as s', 's.id', 'r.script_id')
    .leftJoin('users as u', 'u.id', 'r.created_by')
    .where('r.kind', 'in', kinds)
    .select([
      'r.id',
      'r.kind',
      'r.script_id',
      's.script_name',
      's.owner_id',
      'r.version_code',
      'r.version_name',
      'r.force_update',
      'r.rollout_percent',
      'r.notes',
      'r.status',
      'r.file_key',
      'f.file_name',
      'f.size as file_size',
      'f.md5',
      'r.created_by',
      sql<string>`coalesce(u.nickname, u.username, '')`.as('created_by_name'),
      'r.created_at',
      'r.activated_at',
      'r.updated_at',
    ]);
}

export function releaseOf(row: Row): ReleaseRecord {
  return {
    id: Number(row.id),
    kind: row.kind as ReleaseKind,
    scriptId: row.script_id === null ? null : Number(row.script_id),
    scriptName: String(row.script_name ?? ''),
    versionCode: Number(row.version_code),
    versionName: String(row.version_name),
    forceUpdate: fromDbBool(row.force_update as number),
    rolloutPercent: Number(row.rollout_percent),
    notes: String(row.notes ?? ''),
    status: row.status as ReleaseRecord['status'],
    fileName: String(row.file_name),
    fileSize: toCount(row.file_size as number | string),
    md5: String(row.md5),
    url: releaseDownloadUrl(String(row.file_key)),
    createdBy: row.created_by === null ? null : Number(row.created_by),
    createdByName: String(row.created_by_name ?? ''),
    createdAt: String(row.created_at),
    activatedAt: row.activated_at === null ? null : String(row.activated_at),
    updatedAt: String(row.updated_at),
  };
}

const status = { column: 'status' } as const;
const sortColumns = { id: 'id', versionCode: 'version_code', createdAt: 'created_at' } as const;

export const scriptFileResource = defineResource(scriptFileContract, {
  auditEntity: 'release',
  table: 'script_files',
  view: (db) => releaseView(db, SCRIPT_FILE_KINDS),
  toRecord: releaseOf,
  ownership: { unscopedRoles: ['ADMIN', 'AUDITOR'], byRole: { CREATOR: { column: 'owner_id' } } },
  list: {
    roles: ENTITY_ROLES.ScriptFile.list,
    filters: { scriptId: { column: 'script_id' }, kind: { column: 'kind' }, status },
    sortColumns,
  },
});

export const appReleaseResource = defineResource(appReleaseContract, {
  auditEntity: 'release',
  table: 'app_releases',
  view: (db) => releaseView(db, ['app']),
  toRecord: releaseOf,
  list: { roles: ENTITY_ROLES.AppRelease.list, filters: { status }, sortColumns },
});

export const luaVersionResource = defineResource(luaVersionContract, {
  auditEntity: 'release',
  table: 'lua_versions',
  view: (db) => releaseView(db, ['lua']),
  toRecord: releaseOf,
  list: { roles: ENTITY_ROLES.LuaVersion.list, filters: { status }, sortColumns },
});
