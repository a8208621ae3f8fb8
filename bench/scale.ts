/**
 * Lists at platform scale (docs/scale.md), on SQLite and on PostgreSQL (skipped when it cannot be
 * reached): a fresh database with the demo data plus ten million script days, ten million
 * script-partner days (generated in SQL) and a million users, their summaries and month records;
 * then each list's default page, a filtered page, page 500 and its totals under 16 concurrent
 * clients, beside userInfo (an authenticated trivial call) of the same server in the same run;
 * then, on the same database, "next page" in Chromium from click to paint (scalePaint.ts).
 * `SCALE_ROWS` (default 10,000,000) sizes each day table, for a quicker look; `SCALE_DATABASES`
 * (`sqlite`, `postgres`) runs one engine's half alone.
 */
import { sql } from 'kysely';
import type { Database } from '../server/db/schema';
import { syncSettlements } from '../server/modules/active/settlementFigures';
import { rebuildFigureSummaries } from '../server/modules/active/figureSummaries';
import { foldAllSettlementTotals } from '../server/modules/active/settlementTotals';
import { seedDemo } from '../server/seed/demo';
import { buildSpaIfStale } from '../tests/support/appServer';
import { browserAvailable } from '../tests/support/chromium';
import { DATABASE_TARGETS } from '../tests/server/support/databases';
import { withBenchServer } from './benchServer';
import { seedBenchUsers, seedFigureDays, type FigureShape } from './figureRows';
import { measureEndpoints } from './loadLoop';
import { measurePaint, type PaintEntry } from './scalePaint';

const DAYS = 730;
const USERS = 1_000_000;

export interface ScaleEntry {
  database: string;
  endpoint: string;
  rows: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  trivialRps: number;
  ratio: number;
}

function shapeOf(rows: number): FigureShape {
  const scripts = Math.max(2, Math.round(rows / DAYS));
  return { scripts, days: DAYS, pairScripts: Math.max(1, Math.round(scripts / 2)), pairDays: DAYS };
}

type Table = 'script_active_days' | 'script_cooperate_active_days' | 'script_cooperate_months' | 'users' | 'settlements';

async function rowCount(database: Database, table: Table) {
  const row = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(database.db);
  return Number(row.rows[0]!.n);
}

/** The lists a person opens, each as [endpoint name, path, table whose size it is measured at]. */
function listsOf(script: number) {
  const month = '2025-06';
  const lists: [string, string, Table][] = [];
  const four = (name: string, path: string, table: Table, byScript: string) => {
    lists.push(
      [`${name}: default page`, `${path}?page=1&size=20`, table],
      [`${name}: one month`, `${path}?countTimeFrom=${month}&countTimeTo=${month}&page=1&size=20`, table],
      [`${name}: one script`, `${path}?${byScript}=${script}&page=1&size=20`, table],
      [`${name}: page 500`, `${path}?page=500&size=20`, table],
      // What the screen asks beside its first page: the count and totals alone (docs/scale.md).
      [`${name}: total alone`, `${path}?page=1&size=20&parts=total`, table],
    );
  };
  four('script days', '/active/queryScriptActiveDay', 'script_active_days', 'scriptId');
  four('script-partner days', '/active/queryScriptActiveCooperate', 'script_cooperate_active_days', 'scriptId');
  // The months list reads the month rows kept beside the days (docs/scale.md), not the days.
  four('script-partner months', '/active/queryScriptActiveCooperateMonth', 'script_cooperate_months', 'scriptId');
  four('script months (settlements)', '/active/queryScriptActive', 'settlements', 'scriptId');
  lists.push(
    ['users: default page', '/useradmin/queryUser?page=1&size=20', 'users'],
    ['users: role + status', '/useradmin/queryUser?role=CREATOR&status=normal&page=1&size=20', 'users'],
    ['users: page 500', '/useradmin/queryUser?page=500&size=20', 'users'],
    ['users: total alone', '/useradmin/queryUser?role=CREATOR&status=normal&page=1&size=20&parts=total', 'users'],
  );
  return lists;
}

export interface ScaleResults {
  lists: ScaleEntry[];
  /** Next page in Chromium, click to paint; empty when no Chromium is installed. */
  paint: PaintEntry[];
}

async function benchOne(
  target: (typeof DATABASE_TARGETS)[number],
  rows: number,
  log: (line: string) => void,
  paint: boolean,
): Promise<ScaleResults> {
  const test = await target.create();
  const { database } = test;
  try {
    const buildStart = performance.now();
    await seedDemo(database.db, { days: 31 });
    const { scripts } = await seedFigureDays(database, shapeOf(rows));
    await seedBenchUsers(database, Math.round((USERS * rows) / 10_000_000));
    await rebuildFigureSummaries(database.db);
    await syncSettlements(database.db);
    await foldAllSettlementTotals(database.db);
    // A real database vacuums on its own; a fresh bulk load must, for index-only scans.
    await sql.raw(database.dialect === 'postgres' ? 'vacuum analyze' : 'analyze').execute(database.db);
    const sizes = {
      script_active_days: await rowCount(database, 'script_active_days'),
      script_cooperate_active_days: await rowCount(database, 'script_cooperate_active_days'),
      script_cooperate_months: await rowCount(database, 'script_cooperate_months'),
      users: await rowCount(database, 'users'),
      settlements: await rowCount(database, 'settlements'),
    };
    log(
      `\nScale on ${target.name}: built in ${((performance.now() - buildStart) / 1000).toFixed(0)} s — ` +
        `${sizes.script_active_days.toLocaleString('en')} script days, ${sizes.script_cooperate_active_days.toLocaleString('en')} script-partner days, ` +
        `${sizes.users.toLocaleString('en')} users, ${sizes.settlements.toLocaleString('en')} month records`,
    );
    const lists = listsOf(scripts[Math.floor(scripts.length / 2)]!);
    const measured = await withBenchServer(database, async (api, headers) => {
      // The trivial call before and after the lists: every ratio is read against their mean, so a
      // change of the machine's load during the run shows as two different figures.
      const trivialCall = [['userInfo (trivial)', '/userQuery/userInfo']] as const;
      const [before] = await measureEndpoints(api, headers, trivialCall, log);
      const measured = await measureEndpoints(
        api,
        headers,
        lists.map(([name, path]) => [name, path] as const),
        log,
      );
      const [after] = await measureEndpoints(api, headers, trivialCall, log);
      const trivialRps = Math.round((before!.requestsPerSecond + after!.requestsPerSecond) / 2);
      const entry = (endpoint: string, rows: number, result: (typeof measured)[number]): ScaleEntry => ({
        database: target.name,
        endpoint,
        rows,
        rps: result.requestsPerSecond,
        p50Ms: result.p50Ms,
        p99Ms: result.p99Ms,
        trivialRps,
        ratio: Number((result.requestsPerSecond / trivialRps).toFixed(3)),
      });
      return [
        entry('userInfo (trivial), before the lists', 0, before!),
        ...measured.map((result, i) => entry(result.name, sizes[lists[i]![2]], result)),
        entry('userInfo (trivial), after the lists', 0, after!),
      ];
    });
    if (!paint) return { lists: measured, paint: [] };
    log(`Next page in Chromium on ${target.name}, click to paint:`);
    return { lists: measured, paint: await measurePaint(database, target.name, sizes.script_active_days, log) };
  } finally {
    await test.dispose();
  }
}

export async function measureScale(log: (line: string) => void = console.log): Promise<ScaleResults> {
  const rows = Number(process.env.SCALE_ROWS ?? 10_000_000);
  const entries: ScaleEntry[] = [];
  const painted: PaintEntry[] = [];
  const paint = browserAvailable();
  if (paint) buildSpaIfStale();
  else log('\nNext page in Chromium: not run (Chromium is not installed)');
  // SCALE_DATABASES=postgres (or sqlite): one engine's half alone, e.g. to run it again on a quiet machine.
  const only = process.env.SCALE_DATABASES?.split(',').map((name) => name.trim());
  for (const target of DATABASE_TARGETS) {
    if (only && !only.includes(target.name)) {
      log(`\nScale on ${target.name}: not run (SCALE_DATABASES=${only.join(',')})`);
      continue;
    }
    if (!target.available) {
      log(`\nScale on ${target.name}: not run (database unreachable)`);
      continue;
    }
    const results = await benchOne(target, rows, log, paint);
    entries.push(...results.lists);
    painted.push(...results.paint);
  }
  for (const e of entries) {
    log(
      `scale ${e.database.padEnd(8)} ${e.endpoint.padEnd(42)} rows ${e.rows.toLocaleString('en').padStart(11)}  ${String(e.rps).padStart(6)} req/s  p50 ${e.p50Ms.toFixed(1).padStart(7)} ms  p99 ${e.p99Ms.toFixed(1).padStart(7)} ms  ×userInfo ${e.ratio.toFixed(2)}`,
    );
  }
  for (const e of painted) {
    log(
      `scalePaint ${e.database.padEnd(8)} next page, ${String(e.pageSize).padStart(3)} rows a page  rows ${e.rows.toLocaleString('en').padStart(11)}  click to paint p50 ${e.p50Ms.toFixed(1).padStart(7)} ms  p99 ${e.p99Ms.toFixed(1).padStart(7)} ms  (rows' call p50 ${e.requestP50Ms.toFixed(1)} ms)`,
    );
  }
  return { lists: entries, paint: painted };
}
