/**
 * The lists of versions (docs/releases.md): a script's files (/api/script/queryScriptFile), the
 * app's releases (/api/version/queryAppRelease) and the Lua code's versions
 * (/api/lua/queryLuaVersion). One record shape; each list its own kinds and columns.
 */
import { z } from 'zod';
import { RELEASE_STATUSES, releaseRecord, SCRIPT_FILE_KINDS } from '../release.js';
import { defineContract } from '../resourceContract.js';

const sort = ['id', 'versionCode', 'createdAt'] as const;
const defaultSort = { field: 'versionCode', direction: 'desc' } as const;
const status = { kind: 'enum', values: RELEASE_STATUSES } as const;

const versionColumns = {
  versionName: { label: 'release.version', format: 'text' },
  status: { label: 'release.statusColumn', format: { labels: 'release.status' } },
  notes: { label: 'release.notes', format: 'text' },
  fileName: { label: 'release.fileName', format: 'text' },
  fileSize: { label: 'release.fileSize', format: 'integer' },
  md5: { label: 'release.md5', format: 'text' },
  createdByName: { label: 'release.createdBy', format: 'text' },
  createdAt: { label: 'list.createdAt', format: 'time' },
  activatedAt: { label: 'release.activatedAt', format: 'time' },
} as const;

export const scriptFileContract = defineContract({
  area: 'script',
  entity: 'ScriptFile',
  record: releaseRecord,
  filters: {
    scriptId: { kind: 'equals', type: 'int' },
    kind: { kind: 'enum', values: SCRIPT_FILE_KINDS },
    status,
  },
  sort,
  defaultSort,
  columns: {
    scriptId: { label: 'release.script', format: 'text', shows: 'scriptName' },
    kind: { label: 'release.kind', format: { labels: 'release.kinds' } },
    ...versionColumns,
    forceUpdate: { label: 'release.forceUpdate', format: 'boolean' },
  },
});

export const appReleaseContract = defineContract({
  area: 'version',
  entity: 'AppRelease',
  record: releaseRecord,
  filters: { status },
  sort,
  defaultSort,
  columns: {
    ...versionColumns,
    versionCode: { label: 'release.updateVersion', format: 'integer' },
    forceUpdate: { label: 'release.updateForce', format: 'boolean' },
    rolloutPercent: { label: 'release.rollout', format: 'integer' },
  },
});

export const luaVersionContract = defineContract({
  area: 'lua',
  entity: 'LuaVersion',
  record: releaseRecord,
  filters: { status },
  sort,
  defaultSort,
  columns: versionColumns,
});

export type ReleaseListContract = typeof scriptFileContract | typeof appReleaseContract | typeof luaVersionContract;
export const releaseStatusFilter = z.enum(RELEASE_STATUSES);
