/** Partners (/cooperate/cooperate-admin): ADMIN manages, AUDITOR reads. Money as exact decimals. */
import { sql, type SqlBool } from 'kysely';
import { cooperateSplitProblems } from '../../../contracts/cooperate.js';
import { cooperateContract } from '../../../contracts/resources/masterData.js';
import { formatMoney, parseMoney } from '../../../contracts/money.js';
import { ENTITY_ROLES } from '../../../contracts/permissions.js';
import { defineResource, type Row } from '../../resource/resource.js';
import { countsBy } from './related.js';

const cents = (value: unknown) => parseMoney(String(value));

export const cooperateResource = defineResource(cooperateContract, {
  auditEntity: 'cooperate',
  recordName: (record) => record.cooperateName,
  table: 'cooperates',
  toRecord: (row: Row) => ({
    id: Number(row.id),
    cooperateName: String(row.cooperate_name),
    cooperatePackage: String(row.cooperate_package),
    platformMoney: formatMoney(Number(row.platform_money)),
    authorMoney: formatMoney(Number(row.author_money)),
    memberCount: 0,
    createdAt: String(row.created_at),
    updatedAt: row.updated_at === null || row.updated_at === undefined ? null : String(row.updated_at),
  }),
  async enrich(db, records) {
    const counts = await countsBy(db, 'users', 'cooperate_id', records.map((r) => r.id), sql<SqlBool>`is_del = 0`);
    return records.map((r) => ({ ...r, memberCount: counts.get(r.id) ?? 0 }));
  },
  list: {
    roles: ENTITY_ROLES.Cooperate.list,
    filters: {
      cooperateName: { columns: ['cooperate_name'] },
      cooperatePackage: { columns: ['cooperate_package'] },
    },
    sortColumns: { id: 'id', cooperateName: 'cooperate_name', cooperatePackage: 'cooperate_package', platformMoney: 'platform_money', authorMoney: 'author_money', createdAt: 'created_at' },
  },
  unique: [
    { field: 'cooperateName', column: 'cooperate_name' },
    { field: 'cooperatePackage', column: 'cooperate_package' },
  ],
  add: {
    roles: ENTITY_ROLES.Cooperate.add,
    toRow: (input) => ({
      cooperate_name: input.cooperateName,
      cooperate_package: input.cooperatePackage,
      platform_money: cents(input.platformMoney),
      author_money: cents(input.authorMoney),
    }),
    sample: async () => ({ cooperateName: 'Sample Cloud', cooperatePackage: 'com.sample.cloud', platformMoney: '10.50', authorMoney: '20' }),
  },
  update: {
    roles: ENTITY_ROLES.Cooperate.update,
    toRow: (changes) => ({
      ...(changes.cooperateName !== undefined && { cooperate_name: changes.cooperateName }),
      ...(changes.cooperatePackage !== undefined && { cooperate_package: changes.cooperatePackage }),
      ...(changes.platformMoney !== undefined && { platform_money: cents(changes.platformMoney) }),
      ...(changes.authorMoney !== undefined && { author_money: cents(changes.authorMoney) }),
    }),
    check: (after) => cooperateSplitProblems(after),
    sample: { cooperateName: 'Probe Partner' },
  },
  remove: { roles: ENTITY_ROLES.Cooperate.delete },
});
