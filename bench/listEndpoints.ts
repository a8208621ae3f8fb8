/**
 * List benchmark (issue 4): a fresh SQLite database with the demo data plus 100,000 users (and
 * 1,000 games), the real app in this process on 127.0.0.1, and a bounded concurrent fetch loop
 * per endpoint: requests per second and p50/p99 latency of the users list, a filtered users
 * list and the games list, beside getSalt (a trivial endpoint of the same server) in the same run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openSqlite } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrations';
import { isoTime } from '../server/db/values';
import { createSession } from '../server/modules/user/sessions';
import { seedDemo } from '../server/seed/demo';

export const BENCH_USERS = 100_000;
const BENCH_GAMES = 1_000;
const CONCURRENCY = 16;
const DURATION_MS = 4_000;
const MAX_REQUESTS = 50_000;

export interface EndpointResult {
  name: string;
  path: string;
  requests: number;
  errors: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function load(url: string, headers: Record<string, string>, durationMs = DURATION_MS): Promise<Omit<EndpointResult, 'name' | 'path'>> {
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  const stopAt = started + durationMs;
  async function worker() {
    while (performance.now() < stopAt && sent < MAX_REQUESTS) {
      sent += 1;
      const t0 = performance.now();
      try {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (response.status !== 200) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50Ms: Number(percentile(latencies, 50).toFixed(2)),
    p99Ms: Number(percentile(latencies, 99).toFixed(2)),
  };
}

export async function measureListEndpoints(log: (line: string) => void = console.log): Promise<EndpointResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rocket-bench-'));
  const database = openSqlite(join(dataDir, 'bench.sqlite'));
  try {
    await migrateToLatest(database);
    await seedDemo(database.db);
    const seedStart = performance.now();
    const at = isoTime();
    const roles = ['CREATOR', 'OPERATE', 'BUSINESS_COMPANY', 'COOPERATE'] as const;
    await database.db.transaction().execute(async (trx) => {
      for (let start = 0; start < BENCH_USERS; start += 1000) {
        const rows = Array.from({ length: 1000 }, (_, i) => {
          const n = start + i;
          return {
            username: `bench${n}`,
            username_key: `bench${n}`,
            nickname: `Bench User ${n}`,
            phone: null,
            email: `bench${n}@example.com`,
            avatar: null,
            introduction: '',
            password_salt: '0'.repeat(32),
            password_hash: 'not-a-verifier',
            status: n % 50 === 0 ? ('frozen' as const) : ('normal' as const),
            recharge_coin: n % 1000,
            end_online_time: null,
            vip_time: null,
            svip_time: null,
            is_del: 0,
            company_id: null,
            cooperate_id: null,
            created_at: at,
            updated_at: at,
          };
        });
        const ids = await trx.insertInto('users').values(rows).returning('id').execute();
        await trx.insertInto('user_roles').values(ids.map((r, i) => ({ user_id: r.id, role: roles[(start + i) % roles.length]! }))).execute();
      }
      for (let start = 0; start < BENCH_GAMES; start += 500) {
        await trx
          .insertInto('games')
          .values(Array.from({ length: 500 }, (_, i) => ({ game_name: `Bench Game ${start + i}`, game_label: 'bench', created_at: at, updated_at: at })))
          .execute();
      }
    });
    log(`\nList endpoints: seeded ${BENCH_USERS.toLocaleString('en')} users and ${BENCH_GAMES} games in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    const base = loadConfig({ DATA_DIR: dataDir, DEMO_MODE: 'off', LOG_LEVEL: 'silent', DIST_DIR: join(dataDir, 'no-dist') });
    const generous = { max: 10_000_000, windowSeconds: 60 };
    const config = { ...base, port: 0, host: '127.0.0.1', limits: { ...base.limits, saltPerAddress: generous, loginPerAddress: generous } };
    const app = await buildApp({ config, database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}/rocketScript/api`;
      const admin = await database.db.selectFrom('users').select('id').where('username_key', '=', 'admin').executeTakeFirstOrThrow();
      const { token } = await createSession(database.db, admin.id, 1);
      const headers = { Authorization: `Bearer ${token}`, 'X-Client-Type': 'pc' };
      const endpoints: [string, string][] = [
        ['getSalt (trivial)', '/userQuery/getSalt?username=admin'],
        ['users list', '/useradmin/queryUser?page=1&size=20'],
        ['users list, deep page by name', '/useradmin/queryUser?page=200&size=20&sort=username,asc'],
        ['users list, role + status filter', '/useradmin/queryUser?role=CREATOR&status=normal&size=20'],
        ['games list', '/game/queryGame?page=1&size=20'],
      ];
      const results: EndpointResult[] = [];
      for (const [name, path] of endpoints) {
        await load(`${url}${path}`, headers, 500); // warm-up (prepared statements, JIT), not measured
        const result = { name, path, ...(await load(`${url}${path}`, headers)) };
        results.push(result);
        log(
          `  ${name.padEnd(34)} ${String(result.requestsPerSecond).padStart(7)} req/s   p50 ${result.p50Ms.toFixed(2).padStart(7)} ms   p99 ${result.p99Ms.toFixed(2).padStart(7)} ms` +
            (result.errors ? `   ${result.errors} errors` : ''),
        );
      }
      return results;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
