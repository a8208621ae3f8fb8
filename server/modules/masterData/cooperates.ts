/** Partners (/cooperate/cooperate-admin): ADMIN manages, AUDITOR reads. Money as exact decimals. */
import { sql, type SqlBool } from 'kysely';
import { cooperateSplitProblems } from '../../../contracts/cooperate.js';
import { cooperateContract } from '../../../contracts/resources/masterData.js';
import { formatMoney, parseMoney } from '../../../contracts/money.js';
import { PRICES_FROM_START } from '../../../contracts/partnerPrice.js';
import { ENTITY_ROLES } from '../../../contracts/permissions.js';
import { defineResource, type Row } from '../../resource/resource.js';
import { addFirstPrice, changePrice, latestPriceFrom, monthOf } from './partnerPrices.js';
import { countsBy } from './related.js';

const cents = (value: unknown) => parseMoney(String(value));
/** The first price applies from the start: no month to name. */
const fromMonth = (month: string | undefined) => (month === undefined || month === PRICES_FROM_START ? null : month);

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
    priceFrom: null,
    memberCount: 0,
    createdAt: String(row.created_at),
    updatedAt: row.updated_at === null || row.updated_at === undefined ? null : String(row.updated_at),
  }),
  async enrich(db, records) {
    const ids = records.map((r) => r.id);
    const counts = await countsBy(db, 'users', 'cooperate_id', ids, sql<SqlBool>`is_del = 0`);
    const priceFrom = await latestPriceFrom(db, ids);
    return records.map((r) => ({ ...r, memberCount: counts.get(r.id) ?? 0, priceFrom: fromMonth(priceFrom.get(r.id)) }));
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
    // Its first price applies from the start (docs/settlement.md, "Partner prices").
    after: (db, { id, input, now }) =>
      addFirstPrice(db, id, { platformCents: cents(input.platformMoney), authorCents: cents(input.authorMoney) }, now),
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
    // A price change applies from `priceFrom` (default: this month) to the months not yet examined.
    async after(db, { id, changes, before, now }) {
      const price = {
        platformCents: changes.platformMoney === undefined ? Number(before.platform_money) : cents(changes.platformMoney),
        authorCents: changes.authorMoney === undefined ? Number(before.author_money) : cents(changes.authorMoney),
      };
      if (price.platformCents === Number(before.platform_money) && price.authorCents === Number(before.author_money)) return undefined;
      const priceFrom = typeof changes.priceFrom === 'string' ? changes.priceFrom : monthOf(now);
      const replaced = await changePrice(db, id, priceFrom, price, now);
      return { priceFrom, ...(replaced.length > 0 && { pricesReplaced: replaced.length }) };
    },
  },
  remove: { roles: ENTITY_ROLES.Cooperate.delete },
});
