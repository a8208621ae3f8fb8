/**
 * Activity benchmark, on SQLite and on PostgreSQL (skipped when it cannot be reached):
 * a fresh database with the demo data plus 1,000,000 daily script rows (1,370 scripts × 730 days)
 * and 1,000,000 daily script-partner rows (700 scripts × 2 partners × 715 days), generated in SQL.
 * Reported: the monthly aggregation that derives the month records from the days
 * (syncSettlements, once), then requests per second and p50/p99 of the paged activity queries
 * beside getSalt, a trivial endpoint of the same server in the same run.
 */
import { syncSettlements } from '../server/modules/active/settlementFigures';
import { seedDemo } from '../server/seed/demo';
import { DATABASE_TARGETS } from '../tests/server/support/databases';
import { withBenchServer } from './benchServer';
import { type FigureShape, seedFigureDays } from './figureRows';
import { measureEndpoints, type EndpointResult } from './loadLoop';

/** 1,000,255 script days and 1,001,310 script-partner days. */
const MILLION: FigureShape = { scripts: 1_370, days: 730, pairScripts: 700, pairDays: 715 };

export interface ActivityBenchResult {
  database: string;
  dailyRows: { script: number; scriptPartner: number };
  seedSeconds: number;
  monthlyAggregationSeconds: number;
  monthRecords: number;
  endpoints: EndpointResult[];
}

async function benchOne(
  target: (typeof DATABASE_TARGETS)[number],
  log: (line: string) => void,
): Promise<ActivityBenchResult> {
  const test = await target.create();
  const { database } = test;
  try {
    await seedDemo(database.db, { days: 31 });
    const seedStart = performance.now();
    const { scripts, partners } = await seedFigureDays(database, MILLION);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const count = async (table: 'script_active_days' | 'script_cooperate_active_days') =>
      Number(
        (
          await database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const dailyRows = {
      script: await count('script_active_days'),
      scriptPartner: await count('script_cooperate_active_days'),
    };
    const aggregateStart = performance.now();
    await syncSettlements(database.db);
    const monthlyAggregationSeconds = (performance.now() - aggregateStart) / 1000;
    const monthRecords = Number(
      (
        await database.db
          .selectFrom('settlements')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    log(
      `\nActivity on ${target.name}: ${dailyRows.script.toLocaleString('en')} script days + ${dailyRows.scriptPartner.toLocaleString('en')} script-partner days seeded in ${seedSeconds.toFixed(1)} s;` +
        ` monthly aggregation (syncSettlements) ${monthlyAggregationSeconds.toFixed(2)} s → ${monthRecords.toLocaleString('en')} month records`,
    );

    const endpoints = await withBenchServer(database, (api, headers) => {
      const script = scripts[Math.floor(scripts.length / 2)]!;
      const list = [
        ['getSalt (trivial)', '/userQuery/getSalt?username=admin'],
        ['script months (settlements), page 1', '/active/queryScriptActive?page=1&size=20'],
        ['script-partner days, page 1', '/active/queryScriptActiveCooperate?page=1&size=20'],
        [
          'script-partner days, one month, page 5',
          '/active/queryScriptActiveCooperate?countTimeFrom=2025-06&countTimeTo=2025-06&page=5&size=20',
        ],
        [
          'script-partner days, one script + month',
          `/active/queryScriptActiveCooperate?scriptId=${script}&countTimeFrom=2025-06&countTimeTo=2025-06`,
        ],
        [
          'script-partner months (GROUP BY), one month',
          '/active/queryScriptActiveCooperateMonth?countTimeFrom=2025-06&countTimeTo=2025-06&size=20',
        ],
        [
          'script-partner months (GROUP BY), one script',
          `/active/queryScriptActiveCooperateMonth?scriptId=${script}&size=20`,
        ],
        [
          'script chart (one month)',
          `/active/queryScriptActiveChart?scriptId=${script}&countTime=2025-06`,
        ],
        [
          'partner chart (one month)',
          `/active/cooperate/queryActiveChart?cooperateId=${partners[0]}&countTime=2025-06`,
        ],
      ] as const;
      return measureEndpoints(api, headers, list, log);
    });
    return {
      database: target.name,
      dailyRows,
      seedSeconds,
      monthlyAggregationSeconds,
      monthRecords,
      endpoints,
    };
  } finally {
    await test.dispose();
  }
}

export async function measureActivity(
  log: (line: string) => void = console.log,
): Promise<ActivityBenchResult[]> {
  const results: ActivityBenchResult[] = [];
  for (const target of DATABASE_TARGETS) {
    if (!target.available) {
      log(`\nActivity on ${target.name}: not run (database unreachable)`);
      continue;
    }
    results.push(await benchOne(target, log));
  }
  return results;
}
