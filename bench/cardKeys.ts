/**
 * Card keys benchmark (docs/cardKeys.md): a fresh SQLite database with the demo data, the real app
 * in this process. Generates one group of 100,000 keys through POST addCardGroup (timed, and its
 * first download), fills the keys table up to 1,000,000 rows in SQL (nine more groups of filler
 * keys, written in index order so the fill takes seconds), then runs the load loop on a key
 * lookup (`queryCardKey?cardKey=`: normalise, hash, one unique-index probe) and a group's first
 * page beside getSalt, a trivial endpoint of the same server, and reports the lookup's p50 as a
 * ratio of the trivial one's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openSqlite } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrations';
import { isoTime } from '../server/db/values';
import { seedDemo } from '../server/seed/demo';
import { withBenchServer } from './benchServer';
import { measureEndpoints, type EndpointResult } from './loadLoop';

export const BENCH_GROUP_KEYS = 100_000;
export const BENCH_TOTAL_KEYS = 1_000_000;

export interface CardKeyBench {
  generateSeconds: number;
  firstDownloadSeconds: number;
  fillSeconds: number;
  totalKeys: number;
  /** The 100,000-key group's CSV of the key list (masked, in id order), read whole, over the full table. */
  exportSeconds: number;
  endpoints: EndpointResult[];
  /** p50 of the key lookup over p50 of getSalt. */
  lookupP50Ratio: number;
  /** Requests per second of getSalt over those of the key lookup. */
  lookupThroughputRatio: number;
}

const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(2));

export async function measureCardKeys(log: (line: string) => void = console.log): Promise<CardKeyBench> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rocket-bench-cards-'));
  const database = openSqlite(join(dataDir, 'bench.sqlite'));
  try {
    await migrateToLatest(database);
    await seedDemo(database.db, { days: 31 });
    return await withBenchServer(database, async (url, headers) => {
      const post = (path: string, body: unknown) =>
        fetch(`${url}${path}`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

      let started = performance.now();
      const made = await post('/card/addCardGroup', { goodsCard: 'vip', cardNum: BENCH_GROUP_KEYS, validDay: 31, price: '30' });
      if (made.status !== 200) throw new Error(`addCardGroup ${made.status}: ${await made.text()}`);
      const generateSeconds = seconds(started);
      const group = ((await made.json()) as { data: { id: number } }).data;

      started = performance.now();
      const file = await post('/card/downloadCardKeys', { id: group.id });
      const csv = await file.text();
      if (file.status !== 200) throw new Error(`downloadCardKeys ${file.status}: ${csv}`);
      const firstDownloadSeconds = seconds(started);
      const key = csv.split('\r\n')[5000]!.split(',')[5]!;

      started = performance.now();
      const admin = await database.db.selectFrom('users').select('id').where('username_key', '=', 'admin').executeTakeFirstOrThrow();
      const at = isoTime();
      const fillerGroups = (BENCH_TOTAL_KEYS - BENCH_GROUP_KEYS) / BENCH_GROUP_KEYS;
      await database.db.transaction().execute(async (trx) => {
        const first = await trx
          .insertInto('card_groups')
          .values(
            Array.from({ length: fillerGroups }, () => ({
              goods_kind: 'svip' as const, script_id: null, card_num: BENCH_GROUP_KEYS, valid_day: 7, price_cents: 100, currency: 'CNY',
              owner_id: admin.id, created_by: admin.id, downloaded_at: null, downloaded_by: null, disabled_at: null, created_at: at, updated_at: at,
            })),
          )
          .returning('id')
          .execute();
        // Filler hashes in ascending order (64 decimal digits: no HMAC's hex looks like that), so
        // the unique index grows at its end; every 7th key redeemed, as in a group that sells.
        await sql`
          with recursive n(i) as (select 0 union all select i + 1 from n where i < ${BENCH_TOTAL_KEYS - BENCH_GROUP_KEYS - 1})
          insert into card_keys (group_id, key_hash, last4, status, redeemed_by, redeemed_at, expires_at, created_at, updated_at)
          select cast(${first[0]!.id} + i / ${BENCH_GROUP_KEYS} as integer), printf('%064d', i), 'ZZZZ',
                 case when i % 7 = 0 then 'redeemed' else 'unused' end,
                 case when i % 7 = 0 then ${admin.id} end, case when i % 7 = 0 then ${at} end,
                 case when i % 7 = 0 then ${isoTime(Date.now() + 31 * 86_400_000)} end, ${at}, ${at}
          from n`.execute(trx);
      });
      const fillSeconds = seconds(started);
      const total = await database.db.selectFrom('card_keys').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      const totalKeys = Number(total.n);
      log(
        `\nCard keys: ${BENCH_GROUP_KEYS.toLocaleString('en')} keys generated in ${generateSeconds} s (POST addCardGroup), ` +
          `first download ${firstDownloadSeconds} s; table filled to ${totalKeys.toLocaleString('en')} keys in ${fillSeconds} s`,
      );

      started = performance.now();
      const exported = await fetch(`${url}/card/exportCardKey?groupId=${group.id}`, { headers });
      const exportedLines = (await exported.text()).split('\r\n').length;
      if (exported.status !== 200 || exportedLines < BENCH_GROUP_KEYS) throw new Error(`exportCardKey ${exported.status}: ${exportedLines} lines`);
      const exportSeconds = seconds(started);
      log(`  the group's key list as CSV (${BENCH_GROUP_KEYS.toLocaleString('en')} rows): ${exportSeconds} s`);

      const endpoints = await measureEndpoints(url, headers, [
        ['getSalt (trivial)', '/userQuery/getSalt?username=admin'],
        ['key lookup over 1M keys', `/card/queryCardKey?cardKey=${encodeURIComponent(key.toLowerCase())}`],
        ["a group's keys, first page", `/card/queryCardKey?groupId=${group.id}&size=20`],
      ], log);
      const [trivial, lookup] = endpoints as [EndpointResult, EndpointResult];
      const lookupP50Ratio = Number((lookup.p50Ms / trivial.p50Ms).toFixed(2));
      const lookupThroughputRatio = Number((trivial.requestsPerSecond / lookup.requestsPerSecond).toFixed(2));
      log(`  key lookup: p50 ${lookupP50Ratio}× getSalt's, ${lookupThroughputRatio}× fewer requests per second`);
      return { generateSeconds, firstDownloadSeconds, fillSeconds, totalKeys, exportSeconds, endpoints, lookupP50Ratio, lookupThroughputRatio };
    });
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
