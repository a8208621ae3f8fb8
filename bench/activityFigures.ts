/**
 * Activity benchmark, on SQLite and on PostgreSQL (skipped when it cannot be reached):
 * a fresh database with the demo data plus 1,000,000 daily script rows (1,370 scripts × 730 days)
 * and 1,000,000 daily script-partner rows (700 scripts × 2 partners × 715 days), generated in SQL.
 * Reported: the monthly aggregation that derives the month records from the days
 * (syncSettlements, once), then requests per second and p50/p99 of the paged activity queries
 * beside getSalt, a trivial endpoint of the same server in the same run.
 */
import { nameKey } from '../contracts/nameKey.js';
import { sql } from 'kysely';
import type { Database } from '../server/db/schema';
import { isoTime } from '../server/db/values';
import { syncSettlements } from '../server/modules/active/settlementFigures';
import { seedDemo } from '../server/seed/demo';
import { DATABASE_TARGETS } from '../tests/server/support/databases';
import { withBenchServer } from './benchServer';
import { measureEndpoints, type EndpointResult } from './loadLoop';

const SCRIPTS = 1_370;
const DAYS = 730;
const PAIR_SCRIPTS = 700;
const PAIR_DAYS = 715;
const START = '2024-01-01';

export interface ActivityBenchResult {
  database: string;
  dailyRows: { script: number; scriptPartner: number };
  seedSeconds: number;
  monthlyAggregationSeconds: number;
  monthRecords: number;
  endpoints: EndpointResult[];
}

/** `YYYY-MM-DD` of day `n` after START, and its month, as SQL on each dialect. */
function dayExpressions(dialect: 'sqlite' | 'postgres', n: ReturnType<typeof sql.raw>) {
  return dialect === 'sqlite'
    ? {
        day: sql`date(${START}, '+' || (${n}) || ' days')`,
        month: sql`strftime('%Y-%m', date(${START}, '+' || (${n}) || ' days'))`,
      }
    : {
        day: sql`to_char(date ${sql.lit(START)} + (${n})::int, 'YYYY-MM-DD')`,
        month: sql`to_char(date ${sql.lit(START)} + (${n})::int, 'YYYY-MM')`,
      };
}

/** i in 0 … count-1, as a row source on each dialect. */
function numbers(dialect: 'sqlite' | 'postgres', count: number) {
  return dialect === 'sqlite'
    ? sql`(with recursive n(i) as (select 0 union all select i + 1 from n where i < ${count - 1}) select i from n)`
    : sql`(select generate_series(0, ${count - 1}) as i)`;
}

export async function seedMillion(
  database: Database,
): Promise<{ scripts: number[]; partners: number[] }> {
  const db = database.db;
  const at = isoTime();
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where('username_key', '=', 'creator1')
    .executeTakeFirstOrThrow();
  const scripts: number[] = [];
  for (let start = 0; start < SCRIPTS; start += 500) {
    const rows = Array.from({ length: Math.min(500, SCRIPTS - start) }, (_, i) => ({
      script_name: `Bench Script ${start + i}`,
      script_name_key: nameKey(`Bench Script ${start + i}`),
      script_package: `com.bench.s${start + i}`,
      owner_id: owner.id,
      company_id: null,
      brand_id: null,
      created_at: at,
      updated_at: at,
    }));
    scripts.push(
      ...(await db.insertInto('scripts').values(rows).returning('id').execute()).map((r) => r.id),
    );
  }
  const partners = (await db.selectFrom('cooperates').select('id').orderBy('id').execute()).map(
    (r) => r.id,
  );
  const first = scripts[0]!;
  const dialect = database.dialect;
  const script = dayExpressions(dialect, sql.raw(`i / ${SCRIPTS}`));
  // Script ids are consecutive from `first`; figures vary with i so sums are not trivial.
  await sql`
    insert into script_active_days (script_id, day, month, active_num, free_num, trial_num, red_finger_num, vmos_num, virtual_cloud_num, flying_cloud_num, ecpm)
    select cast(${first} as integer) + (i % ${SCRIPTS}), ${script.day}, ${script.month}, 100 + i % 900, 40 + i % 300, 10 + i % 90, 30 + i % 200, 20 + i % 150, 10 + i % 80, 5 + i % 40, 800 + i % 1200
    from ${numbers(dialect, SCRIPTS * DAYS)} as n`.execute(db);
  const pair = dayExpressions(dialect, sql.raw(`i / ${PAIR_SCRIPTS * 2}`));
  await sql`
    insert into script_cooperate_active_days (script_id, cooperate_id, day, month, active_num, click_num)
    select cast(${first} as integer) + (i % ${PAIR_SCRIPTS}), case when (i / ${PAIR_SCRIPTS}) % 2 = 0 then cast(${partners[0]!} as integer) else cast(${partners[1]!} as integer) end,
           ${pair.day}, ${pair.month}, 20 + i % 300, 40 + i % 700
    from ${numbers(dialect, PAIR_SCRIPTS * 2 * PAIR_DAYS)} as n`.execute(db);
  if (dialect === 'postgres') await sql`analyze`.execute(db);
  return { scripts, partners };
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
    const { scripts, partners } = await seedMillion(database);
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
