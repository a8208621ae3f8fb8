/**
 * List benchmark: a fresh SQLite database with the demo data plus 100,000 users (and
 * 1,000 games), the real app in this process on 127.0.0.1, and a bounded concurrent fetch loop
 * per endpoint: requests per second and p50/p99 latency of the users list, a filtered users
 * list and the games list, beside getSalt (a trivial endpoint of the same server) in the same run.
 */
export type { EndpointResult } from './loadLoop';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrations';
import { nameKey } from '../contracts/nameKey';
import { isoTime } from '../server/db/values';
import { seedDemo } from '../server/seed/demo';
import { withBenchServer } from './benchServer';
import { measureEndpoints, type EndpointResult } from './loadLoop';

export const BENCH_USERS = 100_000;
const BENCH_GAMES = 1_000;

export async function measureListEndpoints(
  log: (line: string) => void = console.log,
): Promise<EndpointResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rocket-bench-'));
  const database = openSqlite(join(dataDir, 'bench.sqlite'));
  try {
    await migrateToLatest(database);
    await seedDemo(database.db, { days: 31 });
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
        await trx
          .insertInto('user_roles')
          .values(ids.map((r, i) => ({ user_id: r.id, role: roles[(start + i) % roles.length]! })))
          .execute();
      }
      for (let start = 0; start < BENCH_GAMES; start += 500) {
        await trx
          .insertInto('games')
          .values(
            Array.from({ length: 500 }, (_, i) => ({
              game_name: `Bench Game ${start + i}`,
              game_name_key: nameKey(`Bench Game ${start + i}`),
              game_label: 'bench',
              created_at: at,
              updated_at: at,
            })),
          )
          .execute();
      }
    });
    log(
      `\nList endpoints: seeded ${BENCH_USERS.toLocaleString('en')} users and ${BENCH_GAMES} games in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    return await withBenchServer(database, (url, headers) => {
      const endpoints: [string, string][] = [
        ['getSalt (trivial)', '/userQuery/getSalt?username=admin'],
        ['users list', '/useradmin/queryUser?page=1&size=20'],
        [
          'users list, deep page by name',
          '/useradmin/queryUser?page=200&size=20&sort=username,asc',
        ],
        [
          'users list, role + status filter',
          '/useradmin/queryUser?role=CREATOR&status=normal&size=20',
        ],
        ['games list', '/game/queryGame?page=1&size=20'],
      ];
      return measureEndpoints(url, headers, endpoints, log);
    });
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
