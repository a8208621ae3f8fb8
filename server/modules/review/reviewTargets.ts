/**
 * What is reviewed (docs/review.md): clicker configs submitted for scripts (/api/config/…Config) and
 * shared clicker configs (/api/linker/…Linker). Both are lists of the same shape (owner, status,
 * reject reason, content) over their own table, and move through the one review machine
 * (./reviewRoutes.ts). Owners are the users who submitted them; ADMIN and AUDITOR see all.
 */
import { sql } from 'kysely';
import { REVIEW_LIST_ROLES } from '../../../contracts/permissions.js';
import {
  CONTENT_PREVIEW_LENGTH,
  type ConfigRecord,
  type LinkerRecord,
  type ReviewStatus,
} from '../../../contracts/review.js';
import { configContract, linkerContract } from '../../../contracts/resources/reviews.js';
import {
  defineResource,
  type LooseDb,
  type Ownership,
  type ResourceDeclaration,
  type Row,
} from '../../resource/resource.js';
import { numOrNull, textOrNull } from '../active/figureValues.js';

export interface ReviewTarget {
  /** Path segment and audit entity: config, linker. */
  kind: 'config' | 'linker';
  /** PascalCase in the paths: approveConfig, rejectLinker… */
  entity: 'Config' | 'Linker';
  table: 'configs' | 'linkers';
  /** The column that names a record for people (its audit rows' record name). */
  nameColumn: 'config_name' | 'linker_name';
  resource: ResourceDeclaration<ConfigRecord> | ResourceDeclaration<LinkerRecord>;
}

const OWNERSHIP: Ownership = { unscopedRoles: ['ADMIN', 'AUDITOR'], column: 'owner_id' };

const preview = (content: unknown) =>
  String(content ?? '')
    .replace(/\s+/g, ' ')
    .slice(0, CONTENT_PREVIEW_LENGTH);

const reviewFieldsOf = (row: Row) => ({
  id: Number(row.id),
  ownerId: Number(row.owner_id),
  ownerNick: String(row.owner_nick ?? ''),
  status: String(row.status) as ReviewStatus,
  rejectReason: textOrNull(row.reject_reason),
  createdAt: String(row.created_at),
  updatedAt: String(row.updated_at),
  contentPreview: preview(row.content),
});

const COMMON_FILTERS = {
  status: { column: 'status' },
  ownerId: { column: 'owner_id' },
  ownerName: { columns: ['owner_nick', 'owner_username'] },
  scriptName: { columns: ['script_name'] },
  scriptId: { column: 'script_id' },
  createdAt: { column: 'created_at' },
} as const;
const COMMON_SORT = {
  id: 'id',
  status: 'status',
  scriptName: 'script_name',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};

/** The reviewed rows named: the script and the owner beside each. */
const named = (db: LooseDb, table: string, columns: string[]) =>
  db
    .selectFrom(`${table} as r`)
    .leftJoin('scripts as s', 's.id', 'r.script_id')
    .innerJoin('users as u', 'u.id', 'r.owner_id')
    .select([
      ...columns.map((c) => `r.${c}`),
      's.script_name',
      'u.nickname as owner_nick',
      'u.username as owner_username',
    ])
    // The list carries only the start of the content (getConfigContent has the rest).
    .select(sql<string>`substr(r.content, 1, ${CONTENT_PREVIEW_LENGTH * 2})`.as('content'));

const REVIEW_COLUMNS = [
  'id',
  'script_id',
  'owner_id',
  'config_name',
  'status',
  'reject_reason',
  'created_at',
  'updated_at',
];

export const configResource = defineResource(configContract, {
  auditEntity: 'config',
  table: 'config_rows',
  view: (db) => named(db, 'configs', REVIEW_COLUMNS),
  toRecord: (row) => ({
    ...reviewFieldsOf(row),
    configName: String(row.config_name),
    scriptId: Number(row.script_id),
    scriptName: String(row.script_name ?? ''),
  }),
  ownership: OWNERSHIP,
  list: {
    roles: REVIEW_LIST_ROLES,
    filters: { ...COMMON_FILTERS, configName: { columns: ['config_name'] } },
    sortColumns: { ...COMMON_SORT, configName: 'config_name' },
  },
});

export const linkerResource = defineResource(linkerContract, {
  auditEntity: 'linker',
  table: 'linker_rows',
  view: (db) => named(db, 'linkers', [...REVIEW_COLUMNS, 'linker_name']),
  toRecord: (row) => ({
    ...reviewFieldsOf(row),
    linkerName: String(row.linker_name),
    configName: String(row.config_name),
    scriptId: numOrNull(row.script_id),
    scriptName: textOrNull(row.script_name),
  }),
  ownership: OWNERSHIP,
  list: {
    roles: REVIEW_LIST_ROLES,
    filters: { ...COMMON_FILTERS, linkerName: { columns: ['linker_name', 'config_name'] } },
    sortColumns: { ...COMMON_SORT, linkerName: 'linker_name', configName: 'config_name' },
  },
});

export const REVIEW_TARGETS: readonly ReviewTarget[] = [
  { kind: 'config', entity: 'Config', table: 'configs', nameColumn: 'config_name', resource: configResource },
  { kind: 'linker', entity: 'Linker', table: 'linkers', nameColumn: 'linker_name', resource: linkerResource },
];
