import { type Migration, sql } from 'kysely';
import type { Dialect } from '../schema.js';
import { type Db, idColumn } from './ddl.js';

/** The first price's month: the same as contracts/partnerPrice.ts PRICES_FROM_START, written out once. */
const FROM_START = '1970-01';

/**
 * 0008: partner prices effective from a month (docs/settlement.md, "Partner prices"). Each
 * partner's price so far becomes its first price, from the start; the months already examined or
 * settled get that price stored with their settlement, which is what they were settled at. From
 * here on a price change re-prices only the months not yet examined.
 */
export function partnerPrices(dialect: Dialect): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('cooperate_prices')
        .addColumn('id', 'integer', idColumn(dialect))
        .addColumn('cooperate_id', 'integer', (c) => c.notNull().references('cooperates.id').onDelete('cascade'))
        .addColumn('price_from', 'text', (c) => c.notNull())
        .addColumn('platform_money', 'integer', (c) => c.notNull())
        .addColumn('author_money', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('cooperate_prices_from')
        .on('cooperate_prices')
        .columns(['cooperate_id', 'price_from'])
        .unique()
        .execute();
      await sql`
        insert into cooperate_prices (cooperate_id, price_from, platform_money, author_money, created_at)
        select id, ${FROM_START}, platform_money, author_money, created_at from cooperates`.execute(db);

      await db.schema.alterTable('settlements').addColumn('unit_platform_money', 'integer').execute();
      await db.schema.alterTable('settlements').addColumn('unit_author_money', 'integer').execute();
      await sql`
        update settlements
        set unit_platform_money = (select c.platform_money from cooperates c where c.id = settlements.subject_id),
            unit_author_money = (select c.author_money from cooperates c where c.id = settlements.subject_id)
        where kind = 'cooperate' and status in ('examined', 'settled')`.execute(db);
    },
    async down(db: Db) {
      await db.schema.alterTable('settlements').dropColumn('unit_author_money').execute();
      await db.schema.alterTable('settlements').dropColumn('unit_platform_money').execute();
      await db.schema.dropTable('cooperate_prices').execute();
    },
  };
}
