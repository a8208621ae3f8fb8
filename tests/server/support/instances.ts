/**
 * Two server processes as an operator runs them (`tsx server/main.ts`), on one PostgreSQL
 * database and one S3 bucket (s3rver), each with its own DATA_DIR (the card key secret comes from
 * CARD_KEY_SECRET) but one shared staging folder for resumable uploads (DATA_DIR/uploads/.tus, a
 * symbolic link to it in each, as a shared volume would be mounted), behind one round-robin proxy. Call
 * `useTwoInstances(target)` inside a describe: it seeds the database as useTestServer does, starts
 * the processes one after the other (a restart of a demo database adds what is missing, so two
 * starting at once would race on the demo seed, which production never runs) and the proxy.
 * Its requests go through the proxy; `on(i)` pins them to one instance.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Config, S3Settings } from '../../../server/config.js';
import type { DatabaseTarget, TestDatabase } from './databases.js';
import { type RunningMain, startMain } from './processes.js';
import { type RoundRobin, startRoundRobin } from './roundRobin.js';
import { type Answer, seedTestDatabase, testConfig, testServerOf, type TestServer } from './server.js';
import { useStorageBackend } from './storageBackends.js';

export interface TwoInstances extends TestServer {
  /** Each instance's own address. */
  readonly instances: readonly string[];
  /** The same requests, all sent to instance `index` (not through the proxy). */
  on(index: number): TestServer;
  /** How many requests the proxy sent to each instance. */
  readonly served: readonly number[];
}

const GENEROUS = '100000/60';

/** How many answers had each status. */
export function tally(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
}

/** Which instance answered each request that went through the proxy. */
export const answeredBy = (answers: Answer[]) => answers.map((a) => a.headers.get('x-instance'));

/** The settings of one instance: the test's database, bucket and secret, its own folder. */
function instanceEnv(databaseUrl: string, s3: S3Settings, cardKeySecret: string, dataDir: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    DIST_DIR: join(dataDir, 'no-dist'),
    CARD_KEY_SECRET: cardKeySecret,
    // The tests speak from many addresses through X-Forwarded-For; per-address limits generous,
    // as useTestServer's, so only the limits under test bite.
    TRUST_PROXY: '1',
    // Fewer password attempts per account and address than the 20 of production: the same rule, quicker to reach.
    RATE_LOGIN_FAILURES: '6',
    RATE_LOGIN_PER_ADDRESS: GENEROUS,
    RATE_SALT_PER_ADDRESS: GENEROUS,
    RATE_PHONE_PER_ADDRESS: GENEROUS,
    // As in the card key redemption test: a burst of one key's redemptions is not a guesser's
    // (with the defaults some of it is answered 429 card_key_busy while attempts are in flight).
    RATE_CARD_KEY_FAILURES: '1000',
    RATE_CARD_KEY_FAILURES_PER_ADDRESS: '1000',
    FILE_STORAGE: 's3',
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint!,
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.accessKeyId!,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey!,
    S3_FORCE_PATH_STYLE: '1',
    S3_PREFIX: s3.prefix,
    LOG_LEVEL: 'warn',
  };
}

export function useTwoInstances(target: DatabaseTarget): TwoInstances {
  const backend = useStorageBackend('s3');
  let testDb: TestDatabase | undefined;
  let config: Config | undefined;
  let proxy: RoundRobin | undefined;
  const mains: RunningMain[] = [];
  const folders: string[] = [];

  beforeAll(async () => {
    testDb = await target.create();
    if (testDb.databaseUrl === null) throw new Error('several instances share a PostgreSQL database, not an embedded file');
    const fileStorage = backend.settings;
    if (fileStorage.backend !== 's3') throw new Error('unreachable');
    const cardKeySecret = randomBytes(24).toString('hex');
    config = testConfig(testDb.dataDir, testDb.databaseUrl, { fileStorage, cardKeySecret, trustProxy: true });
    await seedTestDatabase(testDb.database, config);
    const staging = mkdtempSync(join(tmpdir(), 'rs-staging-'));
    folders.push(staging);
    for (let i = 0; i < 2; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), `rs-instance${i}-`));
      folders.push(dataDir);
      // The one folder the instances share, as a volume mounted on each: resumable uploads' staging.
      mkdirSync(join(dataDir, 'uploads'));
      symlinkSync(staging, join(dataDir, 'uploads', '.tus'));
      mains.push(await startMain(instanceEnv(testDb.databaseUrl, fileStorage.s3, cardKeySecret, dataDir)));
    }
    proxy = await startRoundRobin(mains.map((main) => main.url));
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    for (const main of mains) {
      const { code, out } = await main.stop();
      if (code !== 0) console.error(`an instance stopped with ${code}:\n${out}`);
    }
    await testDb?.dispose();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }, 60_000);

  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not ready (beforeAll failed?)`);
    return value;
  };
  const viewAt = (url: () => string) =>
    testServerOf({
      url,
      app: () => {
        throw new Error('the instances are processes of their own: no app in this one');
      },
      config: () => ready(config, 'config'),
      testDb: () => ready(testDb, 'database'),
      startAnother: () => Promise.reject(new Error('two instances are running already')),
    });

  const through = viewAt(() => ready(proxy, 'proxy').url);
  // Getters, read when a test runs (Object.assign would read them now).
  return Object.defineProperties(through, {
    instances: { get: () => mains.map((main) => main.url) },
    on: { value: (index: number) => viewAt(() => ready(mains[index], `instance ${index}`).url) },
    served: { get: () => ready(proxy, 'proxy').served },
  }) as TwoInstances;
}
