/**
 * The scripts catalogue (docs/scripts.md): one endpoint set for every role that reads it. ADMIN,
 * OPERATE and AUDITOR see every script; a CREATOR their own (another author's script does not
 * exist for them: 404); a BUSINESS_COMPANY user their company's. ADMIN adds and edits every
 * field; a CREATOR adds their own scripts and edits their descriptive fields; OPERATE edits the
 * operational fields of any script (./scriptRules.ts). Visibility changes only through its flow
 * (./visibilityRoutes.ts), the recommendation order through ./showOrderRoutes.ts.
 */
import { sql } from 'kysely';
import { ENTITY_ROLES } from '../../../contracts/permissions.js';
import { scriptContract } from '../../../contracts/resources/scripts.js';
import { hasAnyRole } from '../../../contracts/roles.js';
import type { ScriptRecord } from '../../../contracts/script.js';
import { fail } from '../../http/envelope.js';
import { containsText } from '../../resource/listConditions.js';
import { problemsToFields } from '../../resource/records.js';
import { defineResource, type Row } from '../../resource/resource.js';
import { namesBy } from '../masterData/related.js';
import { assertCreatorAccount } from '../user/creatorAccount.js';
import {
  assertBrand,
  assertFieldsAllowed,
  assertCover,
  assertGame,
  thirdPartyProblems,
} from './scriptRules.js';
import type { DbBool } from '../../db/columnTypes.js';
import { fromDbBool, toDbBool } from '../../db/values.js';
import { sampleGameId } from '../masterData/games.js';
import { monthOf } from '../../../contracts/settlement.js';
import { signedBy, signedCompaniesNow } from './signedCompany.js';


function labelsOf(text: unknown): string[] {
  try {
    const value: unknown = JSON.parse(String(text ?? '[]'));
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

/** Record field -> column, for the fields written as they come. */
const COLUMNS = {
  scriptName: 'script_name',
  scriptPackage: 'script_package',
  gameId: 'game_id',
  scriptParam: 'script_param',
  scriptExplain: 'script_explain',
  iamgeUrl: 'image_url',
  brandId: 'brand_id',
  authorNick: 'author_nick',
  source: 'source',
  vendorName: 'vendor_name',
  vendorContact: 'vendor_contact',
  externalUrl: 'external_url',
  ownerId: 'owner_id',
} as const;
const FLAGS = { cacheSwitch: 'cache_switch', chargeSwitch: 'charge_switch', isTvip: 'is_tvip', isFts: 'is_fts' } as const;

/** The columns of the fields sent (absent fields are left alone). */
function columnsOf(fields: Record<string, unknown>): Row {
  const row: Row = {};
  for (const [field, column] of Object.entries(COLUMNS)) if (fields[field] !== undefined) row[column] = fields[field];
  for (const [field, column] of Object.entries(FLAGS)) if (fields[field] !== undefined) row[column] = toDbBool(Boolean(fields[field]));
  if (fields.scriptLabel !== undefined) row.script_label = JSON.stringify(fields.scriptLabel);
  return row;
}

export function scriptOf(row: Row): ScriptRecord {
  return {
    id: Number(row.id),
    scriptName: String(row.script_name),
    scriptPackage: String(row.script_package),
    gameId: row.game_id === null || row.game_id === undefined ? null : Number(row.game_id),
    gameName: '',
    scriptParam: String(row.script_param ?? '{}'),
    scriptExplain: String(row.script_explain ?? ''),
    scriptLabel: labelsOf(row.script_label),
    cacheSwitch: fromDbBool(row.cache_switch as DbBool),
    iamgeUrl: (row.image_url as string | null) ?? null,
    brandId: row.brand_id === null || row.brand_id === undefined ? null : Number(row.brand_id),
    brandName: '',
    authorNick: String(row.author_nick ?? ''),
    chargeSwitch: fromDbBool(row.charge_switch as DbBool),
    isTvip: fromDbBool(row.is_tvip as DbBool),
    isFts: fromDbBool(row.is_fts as DbBool),
    isShow: row.status === 'shown',
    status: (row.status as ScriptRecord['status']) ?? 'draft',
    returnReason: (row.return_reason as string | null) ?? null,
    source: (row.source as ScriptRecord['source']) ?? 'platform',
    vendorName: String(row.vendor_name ?? ''),
    vendorContact: String(row.vendor_contact ?? ''),
    externalUrl: (row.external_url as string | null) ?? null,
    showOrder: row.show_order === null || row.show_order === undefined ? null : Number(row.show_order),
    ownerId: Number(row.owner_id),
    ownerName: '',
    companyId: null,
    companyName: '',
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
  };
}

function refuseProblems(problems: { field: string; message: string }[]): void {
  if (problems.length > 0)
    throw fail.invalid(`Invalid input: ${problems.map((p) => p.field).join(', ')}`, problemsToFields(problems));
}

export const scriptResource = defineResource(scriptContract, {
  auditEntity: 'script',
  recordName: (record) => record.scriptName,
  table: 'scripts',
  toRecord: scriptOf,
  async enrich(db, records) {
    const ids = (pick: (r: ScriptRecord) => number | null) =>
      records.map(pick).filter((id): id is number => id !== null);
    const signed = await signedCompaniesNow(db, records.map((r) => r.id), monthOf(Date.now()));
    const [games, brands, owners, companies] = await Promise.all([
      namesBy(db, 'games', 'game_name', ids((r) => r.gameId)),
      namesBy(db, 'brands', 'brand_name', ids((r) => r.brandId)),
      namesBy(db, 'users', 'nickname', ids((r) => r.ownerId)),
      namesBy(db, 'companies', 'name', [...signed.values()]),
    ]);
    return records.map((r) => ({
      ...r,
      gameName: (r.gameId !== null && games.get(r.gameId)) || '',
      brandName: (r.brandId !== null && brands.get(r.brandId)) || '',
      ownerName: owners.get(r.ownerId) ?? '',
      companyId: signed.get(r.id) ?? null,
      companyName: companies.get(signed.get(r.id) ?? 0) ?? '',
    }));
  },
  ownership: {
    unscopedRoles: ['ADMIN', 'OPERATE', 'AUDITOR'],
    byRole: {
      CREATOR: { column: 'owner_id' },
      // The scripts the company has signed, now or before (docs/signing.md).
      BUSINESS_COMPANY: { column: 'company_id', ownerOf: (user) => user.companyId, where: (key) => signedBy('scripts', key) },
    },
  },
  unique: [{ field: 'scriptName', column: 'script_name' }],
  list: {
    roles: ENTITY_ROLES.Script.list,
    filters: {
      scriptName: { columns: ['script_name'] },
      scriptPackage: { columns: ['script_package'] },
      brandId: { column: 'brand_id' },
      authorNick: { columns: ['author_nick'] },
      ownerId: { column: 'owner_id' },
      gameId: { column: 'game_id' },
      scriptLabel: {
        // Labels are a JSON array: one label matches its quoted form, whatever the case.
        where: (label) =>
          containsText(sql.ref('scripts.script_label'), JSON.stringify(label)),
      },
      cacheSwitch: { column: 'cache_switch' },
      chargeSwitch: { column: 'charge_switch' },
      isTvip: { column: 'is_tvip' },
      isFts: { column: 'is_fts' },
      status: { column: 'status' },
      source: { column: 'source' },
      createdAt: { column: 'created_at' },
    },
    sortColumns: {
      id: 'id',
      scriptName: 'script_name',
      scriptPackage: 'script_package',
      status: 'status',
      showOrder: 'show_order',
      createdAt: 'created_at',
      updatedAt: 'updated_at',
    },
  },
  add: {
    roles: ENTITY_ROLES.Script.add,
    async toRow(input, caller, db, ctx) {
      assertFieldsAllowed(input, caller);
      await assertCover(ctx.covers, input.iamgeUrl);
      const admin = hasAnyRole(caller.roles, ['ADMIN']);
      if (admin && input.ownerId === undefined)
        throw fail.invalid('ownerId is required', [{ field: 'ownerId', reason: 'required', message: 'ownerId is required' }]);
      const ownerId = admin ? Number(input.ownerId) : caller.id;
      if (admin) await assertCreatorAccount(db, ownerId);
      await assertGame(db, input.gameId);
      await assertBrand(db, input.brandId, ownerId);
      refuseProblems(
        thirdPartyProblems({
          source: String(input.source ?? 'platform'),
          vendorName: String(input.vendorName ?? ''),
          externalUrl: (input.externalUrl as string | null | undefined) ?? null,
        }),
      );
      return { ...columnsOf(input), owner_id: ownerId, status: 'draft' };
    },
    async sample(db) {
      const creator = await db.selectFrom('user_roles').select('user_id').where('role', '=', 'CREATOR').orderBy('user_id').executeTakeFirstOrThrow();
      const gameId = await sampleGameId(db);
      return {
        scriptName: 'Sample Script',
        scriptPackage: 'com.sample.game',
        gameId,
        scriptParam: '{}',
        scriptExplain: '',
        scriptLabel: [],
        iamgeUrl: null,
        brandId: null,
        authorNick: 'Sample Author',
        ownerId: creator.user_id,
      };
    },
  },
  update: {
    roles: ENTITY_ROLES.Script.update,
    async toRow(changes, before, caller, db, ctx) {
      assertFieldsAllowed(changes, caller, Number(before.owner_id));
      await assertCover(ctx.covers, changes.iamgeUrl, before.image_url);
      const ownerId = changes.ownerId !== undefined ? Number(changes.ownerId) : Number(before.owner_id);
      if (changes.ownerId !== undefined) await assertCreatorAccount(db, ownerId);
      if (changes.gameId !== undefined) await assertGame(db, changes.gameId);
      // A new author keeps the script's brand only if it is theirs.
      const brandId = changes.brandId !== undefined ? changes.brandId : before.brand_id;
      if (changes.brandId !== undefined || changes.ownerId !== undefined) await assertBrand(db, brandId, ownerId);
      return columnsOf(changes);
    },
    check: (after) => thirdPartyProblems(after),
    sample: { scriptExplain: 'Probe description' },
  },
  // A script with activity, settlements or configs is refused (409 in_use): retire it instead.
  remove: { roles: ENTITY_ROLES.Script.delete },
});
