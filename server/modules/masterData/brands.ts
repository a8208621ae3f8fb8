/**
 * Brands. One endpoint set for both screens: ADMIN (/wn/brand-admin) lists and manages every
 * brand and names its owner; a CREATOR (/brand-table, "my brands") is scoped by the declared
 * ownership to the brands they own: another creator's brand does not exist for them (404).
 */
import { brandContract } from '../../../contracts/resources/masterData.js';
import { hasAnyRole } from '../../../contracts/roles.js';
import type { AuthUser } from '../../http/access.js';
import { ENTITY_ROLES } from '../../../contracts/permissions.js';
import { fail } from '../../http/envelope.js';
import { assertCreatorAccount } from '../user/creatorAccount.js';
import { defineResource, type LooseDb, type Row } from '../../resource/resource.js';
import { namesBy } from './related.js';

/** ADMIN names (or keeps) any CREATOR as owner; a CREATOR only ever themself. */
async function ownerFor(requested: unknown, caller: AuthUser, db: LooseDb, required: boolean): Promise<number | undefined> {
  if (hasAnyRole(caller.roles, ['ADMIN'])) {
    if (requested === undefined) {
      if (required) throw fail.invalid('ownerId is required', [{ field: 'ownerId', reason: 'required', message: 'ownerId is required' }]);
      return undefined;
    }
    await assertCreatorAccount(db, requested);
    return Number(requested);
  }
  if (requested !== undefined && requested !== caller.id) throw fail.forbidden('You can only own brands yourself');
  return required ? caller.id : undefined;
}

export const brandResource = defineResource(brandContract, {
  auditEntity: 'brand',
  recordName: (record) => record.brandName,
  table: 'brands',
  toRecord: (row: Row) => ({
    id: Number(row.id),
    brandName: String(row.brand_name),
    ownerId: Number(row.owner_id),
    ownerName: '',
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
  }),
  async enrich(db, records) {
    const names = await namesBy(db, 'users', 'nickname', records.map((r) => r.ownerId));
    return records.map((r) => ({ ...r, ownerName: names.get(r.ownerId) ?? '' }));
  },
  ownership: { column: 'owner_id', unscopedRoles: ['ADMIN'] },
  // Platform-wide, not per owner: a brand is the name buyers see (docs/resources.md).
  unique: [{ field: 'brandName', column: 'brand_name' }],
  list: {
    roles: ENTITY_ROLES.Brand.list,
    filters: {
      brandName: { columns: ['brand_name'] },
      ownerId: { column: 'owner_id' },
      createdAt: { column: 'created_at' },
    },
    sortColumns: { id: 'id', brandName: 'brand_name', ownerId: 'owner_id', createdAt: 'created_at' },
  },
  add: {
    roles: ENTITY_ROLES.Brand.add,
    toRow: async (input, caller, db) => ({ brand_name: input.brandName, owner_id: await ownerFor(input.ownerId, caller, db, true) }),
    async sample(db) {
      const creator = await db
        .selectFrom('user_roles')
        .select('user_id')
        .where('role', '=', 'CREATOR')
        .orderBy('user_id')
        .executeTakeFirstOrThrow();
      return { brandName: 'Sample Brand', ownerId: creator.user_id };
    },
  },
  update: {
    roles: ENTITY_ROLES.Brand.update,
    async toRow(changes, _before, caller, db) {
      const owner = await ownerFor(changes.ownerId, caller, db, false);
      return {
        ...(changes.brandName !== undefined && { brand_name: changes.brandName }),
        ...(owner !== undefined && { owner_id: owner }),
      };
    },
    sample: { brandName: 'Probe Brand' },
  },
  remove: { roles: ENTITY_ROLES.Brand.delete },
});
