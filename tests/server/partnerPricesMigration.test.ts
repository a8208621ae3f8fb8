/**
 * Migration 0008 (partner prices) on a database that already holds partner months: each partner's
 * price becomes its first price, from the start; months already examined or settled get that
 * price stored with them, the others do not (they follow the partner's prices); nothing else moves.
 */
import { type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICES_FROM_START } from '../../contracts/partnerPrice.js';
import { migrateToLatest } from '../../server/db/migrations.js';
import { DATABASE_TARGETS, type TestDatabase } from './support/databases.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables as they were before 0008
type AnyDb = Kysely<any>;

const at = new Date(Date.UTC(2024, 0, 1)).toISOString();

async function insert(db: AnyDb, table: string, values: Record<string, unknown>): Promise<number> {
  return Number(((await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()) as { id: number }).id);
}

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`migration 0008 (partner prices) on ${target.name}`, () => {
    let testDb: TestDatabase;
    beforeAll(async () => {
      testDb = await target.create('0007_scripts_catalogue');
    });
    afterAll(() => testDb?.dispose());

    it('starts each partner with its price from the start and stores it with examined and settled months', async () => {
      const db = testDb.database.db as unknown as AnyDb;
      const partner = await insert(db, 'cooperates', {
        cooperate_name: 'Cloud', cooperate_name_key: 'cloud', cooperate_package: 'com.cloud.app', cooperate_package_key: 'com.cloud.app',
        platform_money: 150, author_money: 250, created_at: at,
      });
      const month = (m: string, status: string) =>
        insert(db, 'settlements', { kind: 'cooperate', subject_id: partner, month: m, active_num: 10, status, created_at: at, updated_at: at });
      const ids = {
        settled: await month('2024-01', 'settled'),
        examined: await month('2024-02', 'examined'),
        submitted: await month('2024-03', 'submitted'),
        unapplied: await month('2024-04', 'unapplied'),
      };

      await migrateToLatest(testDb.database);

      const prices = (await db.selectFrom('cooperate_prices').selectAll().execute()) as Record<string, unknown>[];
      expect(prices.map((p) => [Number(p.cooperate_id), p.price_from, Number(p.platform_money), Number(p.author_money)])).toEqual([
        [partner, PRICES_FROM_START, 150, 250],
      ]);
      const rows = (await db.selectFrom('settlements').selectAll().execute()) as Record<string, unknown>[];
      const unit = (id: number) => {
        const row = rows.find((r) => Number(r.id) === id)!;
        return [row.unit_platform_money === null ? null : Number(row.unit_platform_money), row.unit_author_money === null ? null : Number(row.unit_author_money)];
      };
      expect(unit(ids.settled)).toEqual([150, 250]);
      expect(unit(ids.examined)).toEqual([150, 250]);
      expect(unit(ids.submitted)).toEqual([null, null]);
      expect(unit(ids.unapplied)).toEqual([null, null]);
      expect(rows.map((r) => r.status).sort()).toEqual(['examined', 'settled', 'submitted', 'unapplied']);
    });
  });
}
