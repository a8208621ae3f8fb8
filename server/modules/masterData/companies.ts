/** Business companies (/useradmin/business-company-admin): ADMIN manages, AUDITOR reads. */
import { sql, type SqlBool } from 'kysely';
import { companyContract } from '../../../contracts/resources/masterData.js';
import { ENTITY_ROLES } from '../../../contracts/permissions.js';
import { defineResource, type Row } from '../../resource/resource.js';
import { countsBy } from './related.js';

export const companyResource = defineResource(companyContract, {
  auditEntity: 'company',
  recordName: (record) => record.name,
  table: 'companies',
  toRecord: (row: Row) => ({
    id: Number(row.id),
    name: String(row.name),
    memberCount: 0,
    createdAt: String(row.created_at),
    updatedAt: row.updated_at === null || row.updated_at === undefined ? null : String(row.updated_at),
  }),
  async enrich(db, records) {
    const counts = await countsBy(db, 'users', 'company_id', records.map((r) => r.id), sql<SqlBool>`is_del = 0`);
    return records.map((r) => ({ ...r, memberCount: counts.get(r.id) ?? 0 }));
  },
  list: {
    roles: ENTITY_ROLES.BusinessCompany.list,
    filters: { name: { columns: ['name'] } },
    sortColumns: { id: 'id', name: 'name', createdAt: 'created_at' },
  },
  unique: [{ field: 'name', column: 'name' }],
  add: {
    roles: ENTITY_ROLES.BusinessCompany.add,
    toRow: (input) => ({ name: input.name }),
    sample: async () => ({ name: 'Sample Company Ltd.' }),
  },
  update: {
    roles: ENTITY_ROLES.BusinessCompany.update,
    toRow: (changes) => ({ ...(changes.name !== undefined && { name: changes.name }) }),
    sample: { name: 'Probe Company' },
  },
  // A company with member users is refused with 409 (foreign key).
  remove: { roles: ENTITY_ROLES.BusinessCompany.delete },
});
