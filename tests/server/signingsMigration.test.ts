/**
 * Migration 0009 (signing contracts) on a database whose scripts name their company: each such
 * script gets one open-ended contract from its first settlement month (else the month it was
 * made) at half share, the old column is cleared, and a script without a company gets none.
 */
import { type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrations.js';
import { DATABASE_TARGETS, type TestDatabase } from './support/databases.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables as they were before 0009
type AnyDb = Kysely<any>;

const at = (month: number) => new Date(Date.UTC(2024, month - 1, 10)).toISOString();

async function insert(db: AnyDb, table: string, values: Record<string, unknown>): Promise<number> {
  return Number(((await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()) as { id: number }).id);
}

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`migration 0009 (signing contracts) on ${target.name}`, () => {
    let testDb: TestDatabase;
    beforeAll(async () => {
      testDb = await target.create('0008_partner_prices');
    });
    afterAll(() => testDb?.dispose());

    it("turns each script's company into an open-ended contract from its first month", async () => {
      const db = testDb.database.db as unknown as AnyDb;
      const owner = await insert(db, 'users', {
        username: 'ada', username_key: 'ada', nickname: 'Ada', password_salt: 's', password_hash: 'h', created_at: at(1), updated_at: at(1),
      });
      const company = await insert(db, 'companies', { name: 'Starlight', name_key: 'starlight', created_at: at(1), updated_at: at(1) });
      const script = (name: string, month: number, companyId: number | null) =>
        insert(db, 'scripts', {
          script_name: name, script_name_key: name.toLowerCase(), script_package: 'com.rocket.game', owner_id: owner, company_id: companyId,
          created_at: at(month), updated_at: at(month),
        });
      const settledEarlier = await script('Puzzle', 5, company);
      const noFigures = await script('Farm', 7, company);
      const unsigned = await script('Arena', 2, null);
      await insert(db, 'settlements', { kind: 'script', subject_id: settledEarlier, month: '2024-03', status: 'settled', created_at: at(4), updated_at: at(4) });

      await migrateToLatest(testDb.database);

      const signings = (await db.selectFrom('script_signings').selectAll().orderBy('script_id').execute()) as Record<string, unknown>[];
      expect(signings.map((s) => [Number(s.script_id), Number(s.company_id), Number(s.share_bp), s.start_month, s.end_month])).toEqual([
        [settledEarlier, company, 5000, '2024-03', null],
        [noFigures, company, 5000, '2024-07', null],
      ]);
      const scripts = (await db.selectFrom('scripts').select(['id', 'company_id']).execute()) as Record<string, unknown>[];
      expect(scripts.every((s) => s.company_id === null)).toBe(true);
      expect(signings.some((s) => Number(s.script_id) === unsigned)).toBe(false);
    });
  });
}
