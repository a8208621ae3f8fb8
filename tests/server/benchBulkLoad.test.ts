/**
 * The scale benchmark's bulk load (bench/bulkLoad.ts, bench/figureRows.ts), on both databases:
 * the day tables' plain indexes are dropped for the load and come back exactly as they were, also
 * when the load fails; the generated days land whole, with their month summaries rebuilt.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withoutPlainIndexes } from '../../bench/bulkLoad.js';
import { seedFigureDays } from '../../bench/figureRows.js';
import type { Database } from '../../server/db/schema.js';
import { rebuildFigureSummaries } from '../../server/modules/active/figureSummaries.js';
import { seedDemo } from '../../server/seed/demo.js';
import { DATABASE_TARGETS } from './support/databases.js';

const TABLES = ['script_active_days', 'script_cooperate_active_days'];

async function indexesOf(database: Database): Promise<string[]> {
  const found =
    database.dialect === 'postgres'
      ? await sql<{ d: string }>`select indexdef as d from pg_indexes where schemaname = current_schema() and tablename in (${sql.join(TABLES)})`.execute(database.db)
      : await sql<{ d: string }>`select name || ' ' || coalesce(sql, '') as d from sqlite_master where type = 'index' and tbl_name in (${sql.join(TABLES)})`.execute(database.db);
  return found.rows.map((row) => row.d).sort();
}

describe.each(DATABASE_TARGETS)('the benchmark bulk load on $name', (target) => {
  it.skipIf(!target.available)('drops the plain indexes for the load and builds them again, also after a failure', async () => {
    const test = await target.create();
    const { database } = test;
    try {
      await seedDemo(database.db, { days: 2 });
      const before = await indexesOf(database);
      expect(before.length).toBeGreaterThan(6);
      let during: string[] = [];
      await withoutPlainIndexes(database, TABLES, async () => {
        during = await indexesOf(database);
      });
      // Only the keys and unique indexes stay during the load.
      expect(during.length).toBeLessThan(before.length);
      expect(during.every((index) => /UNIQUE|pkey|autoindex/i.test(index))).toBe(true);
      expect(await indexesOf(database)).toEqual(before);

      await expect(
        withoutPlainIndexes(database, TABLES, async () => {
          throw new Error('load failed');
        }),
      ).rejects.toThrow('load failed');
      expect(await indexesOf(database)).toEqual(before);

      const days = () => sql<{ n: number | string }>`select count(*) as n from script_active_days`.execute(database.db);
      const already = Number((await days()).rows[0]!.n);
      await seedFigureDays(database, { scripts: 3, days: 40, pairScripts: 2, pairDays: 40 });
      expect(Number((await days()).rows[0]!.n)).toBe(already + 120);
      await rebuildFigureSummaries(database.db);
      const summed = await sql<{ n: number | string }>`select sum(days) as n from script_day_months`.execute(database.db);
      expect(Number(summed.rows[0]!.n)).toBe(already + 120);
    } finally {
      await test.dispose();
    }
  });
});
