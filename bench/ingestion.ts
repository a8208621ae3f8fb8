/**
 * Ingestion benchmark (docs/ingestion.md): on each database, the real app in this process with
 * the demo data; CLIENTS loops post batches of launches (BATCH events each, as one device sends
 * them: a device drawn from a pool of DEVICES, the demo scripts, some through a partner) for
 * DURATION_MS, beside getSalt, a
 * trivial endpoint of the same server measured in the same run. Reports events per second
 * sustained, batch calls per second as a ratio to the trivial endpoint's requests per second, and
 * the aggregation lag: the figures are written in the batch's own transaction, so the bench checks
 * that, once the load stops, today's script days equal the distinct devices recounted from the
 * raw events (a lag would show as a difference).
 */
import { sql } from 'kysely';
import type { Database } from '../server/db/schema';
import { seedDemo } from '../server/seed/demo';
import { createSession } from '../server/modules/user/sessions';
import { DATABASE_TARGETS } from '../tests/server/support/databases';
import { withBenchServer } from './benchServer';
import { measureEndpoints } from './loadLoop';

const CLIENTS = 4;
const BATCH = 200;
const DEVICES = 200_000;
const DURATION_MS = 8_000;
/** 10 million launches a day, on average. */
const TEN_MILLION_A_DAY = 10_000_000 / 86_400;

export interface IngestionBench {
  database: string;
  events: number;
  eventsPerSecond: number;
  batchesPerSecond: number;
  batchP50Ms: number;
  batchP99Ms: number;
  trivialRps: number;
  /** Batch calls per second over the trivial endpoint's requests per second. */
  callRatio: number;
  /** Events per second over the 116 a second of 10 million launches a day. */
  dailyTenMillionRatio: number;
  /** Distinct devices recounted from the events minus today's script days' actives: 0 when no lag. */
  lagDevices: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function appToken(database: Database): Promise<string> {
  const player = await database.db.selectFrom('users').select('id').where('username_key', '=', 'player1').executeTakeFirstOrThrow();
  return (await createSession(database.db, player.id, 1)).token;
}

async function load(api: string, token: string, scripts: number[], partner: string): Promise<{ events: number; times: number[]; seconds: number }> {
  let serial = 0;
  const times: number[] = [];
  let events = 0;
  const started = performance.now();
  const deadline = started + DURATION_MS;
  const loop = async (client: number) => {
    while (performance.now() < deadline) {
      const now = new Date().toISOString();
      const deviceId = `bench-device-${Math.floor(Math.random() * DEVICES)}`;
      const batch = Array.from({ length: BATCH }, () => {
        serial += 1;
        return {
          eventId: `bench-${client}-${serial}`,
          deviceId,
          occurredAt: now,
          scriptId: scripts[serial % scripts.length]!,
          version: '3.1.0',
          platform: (['red_finger', 'vmos', 'virtual_cloud', 'flying_cloud', 'other'] as const)[serial % 5],
          access: (['free', 'trial', 'paid'] as const)[serial % 3],
          ...(serial % 4 === 0 && { cooperatePackage: partner }),
        };
      });
      const sent = performance.now();
      const answer = await fetch(`${api}/app/reportLaunches`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-Client-Type': 'pc' },
        body: JSON.stringify({ events: batch }),
      });
      const body = (await answer.json()) as { data: { accepted: number } };
      if (answer.status !== 200) throw new Error(`reportLaunches ${answer.status}: ${JSON.stringify(body)}`);
      times.push(performance.now() - sent);
      events += body.data.accepted;
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, client) => loop(client)));
  return { events, times: times.sort((a, b) => a - b), seconds: (performance.now() - started) / 1000 };
}

async function lagDevices(database: Database): Promise<number> {
  const today = new Date().toISOString().slice(0, 10);
  const recount = await sql<{ n: number }>`
    select count(*) as n from (select distinct script_id, device_id from launch_events where day = ${today}) d`.execute(database.db);
  const figures = await database.db
    .selectFrom('script_active_days')
    .select((eb) => eb.fn.sum<number>('active_num').as('n'))
    .where('day', '=', today)
    .executeTakeFirstOrThrow();
  return Number(recount.rows[0]!.n) - Number(figures.n ?? 0);
}

async function benchOne(target: (typeof DATABASE_TARGETS)[number], log: (line: string) => void): Promise<IngestionBench> {
  const test = await target.create();
  const { database } = test;
  try {
    // Demo days end yesterday: today's figures come from the benchmark's launches alone.
    await seedDemo(database.db, { days: 31 });
    const scripts = (await database.db.selectFrom('scripts').select('id').execute()).map((row) => row.id);
    const partner = (await database.db.selectFrom('cooperates').select('cooperate_package').executeTakeFirstOrThrow()).cooperate_package;
    const token = await appToken(database);
    return await withBenchServer(database, async (api, headers) => {
      log(`\nIngestion on ${target.name}: ${CLIENTS} clients, batches of ${BATCH} launches from one device each, ${DEVICES.toLocaleString('en')} devices`);
      const [trivial] = await measureEndpoints(api, headers, [['getSalt (trivial)', '/userQuery/getSalt?username=admin']], log);
      const run = await load(api, token, scripts, partner);
      const eventsPerSecond = Math.round(run.events / run.seconds);
      const batchesPerSecond = Number((run.times.length / run.seconds).toFixed(1));
      const result: IngestionBench = {
        database: target.name,
        events: run.events,
        eventsPerSecond,
        batchesPerSecond,
        batchP50Ms: Number(percentile(run.times, 50).toFixed(1)),
        batchP99Ms: Number(percentile(run.times, 99).toFixed(1)),
        trivialRps: trivial!.requestsPerSecond,
        callRatio: Number((batchesPerSecond / trivial!.requestsPerSecond).toFixed(4)),
        dailyTenMillionRatio: Number((eventsPerSecond / TEN_MILLION_A_DAY).toFixed(1)),
        lagDevices: await lagDevices(database),
      };
      log(
        `  reportLaunches ${String(eventsPerSecond).padStart(7)} events/s (${result.dailyTenMillionRatio}× the 116/s of 10M a day)   ${batchesPerSecond} batches/s = ${result.callRatio} × getSalt's req/s` +
          `   batch p50 ${result.batchP50Ms} ms p99 ${result.batchP99Ms} ms   lag: ${result.lagDevices} devices behind`,
      );
      return result;
    });
  } finally {
    await test.dispose();
  }
}

export async function measureIngestion(log: (line: string) => void = console.log): Promise<IngestionBench[]> {
  const results: IngestionBench[] = [];
  for (const target of DATABASE_TARGETS) {
    if (!target.available) {
      log(`\nIngestion on ${target.name}: not run (database unreachable)`);
      continue;
    }
    results.push(await benchOne(target, log));
  }
  return results;
}
