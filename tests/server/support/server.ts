/**
 * A real server per database per test file: `useTestServer(target)` (call inside a describe)
 * builds the app on a fresh, migrated, demo-seeded database, listens on 127.0.0.1:0 and closes
 * everything afterwards. Requests go over HTTP with fetch.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { Envelope } from '../../../contracts/envelope.js';
import { type App, buildApp } from '../../../server/app.js';
import { type Config, loadConfig } from '../../../server/config.js';
import { openSqlite } from '../../../server/db/connection.js';
import { markDemoDatabase } from '../../../server/db/demoDatabase.js';
import { migrateToLatest } from '../../../server/db/migrations.js';
import { isoTime } from '../../../server/db/values.js';
import type { Database, DB } from '../../../server/db/schema.js';
import type { AccessEntry } from '../../../server/http/access.js';
import type { Kysely } from 'kysely';
import { findAccountByUsername } from '../../../server/modules/user/accounts.js';
import { createSession } from '../../../server/modules/user/sessions.js';
import { DEMO_PASSWORD, seedDemo } from '../../../server/seed/demo.js';
import { seedDemoReleases } from '../../../server/seed/demoReleases.js';
import { seedDemoCardKeys } from '../../../server/seed/demoCardKeys.js';
import { seedDemoPromotions } from '../../../server/seed/demoPromotions.js';
import { openCardKeyVault } from '../../../server/modules/cardKeys/secrets.js';
import { openCoverStorage, openReleaseStorage, openScreenshotStorage } from '../../../server/modules/files/stores.js';
import { seedDemoFeedback } from '../../../server/seed/demoFeedback.js';
import { seedDemoMfa } from '../../../server/seed/demoMfa.js';
import { resolveAppSecret } from '../../../server/db/settings.js';
import type { DatabaseTarget, TestDatabase } from './databases.js';

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

const GENEROUS = { max: 100_000, windowSeconds: 60 };

/** Two-step verification as deployed by default: ADMIN, LUA_ADMIN and AUDITOR must, the demo admin enrolled. */
export const MFA_ON: Pick<Config, 'mfa'> = { mfa: { requiredRoles: ['ADMIN', 'LUA_ADMIN', 'AUDITOR'], pendingMinutes: 10, demoEnrolled: true } };

/**
 * Test settings: silent, generous per-address limits, no SPA build. Demo mode follows the
 * database, as in production: the demo seed marks it, so useTestServer's servers run in demo mode.
 * Two-step verification is off (no role requires it, the demo admin not enrolled) so that a
 * sign-in is one step; a test turns it on with `overrides: MFA_ON` (or its own `mfa`).
 */
export function testConfig(dataDir: string, databaseUrl: string | null, overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? undefined,
    DIST_DIR: join(dataDir, 'no-dist'),
    LOG_LEVEL: 'silent',
  });
  return {
    ...base,
    port: 0,
    // Tests report launches from many devices as one of the two app users; the per-account
    // device bound has its own test (ingestLaunches.test.ts).
    limits: { ...base.limits, loginPerAddress: GENEROUS, saltPerAddress: GENEROUS, phonePerAddress: GENEROUS, ingestDevicesPerUserDay: 100_000 },
    mfa: { ...base.mfa, requiredRoles: [], demoEnrolled: false },
    ...overrides,
  };
}

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
  text: string;
}

export type BodyKind = 'json' | 'form' | 'multipart';

export interface RequestOptions {
  token?: string;
  query?: Record<string, string>;
  body?: unknown;
  as?: BodyKind;
  /** Raw body and content type, sent as is. */
  raw?: { body: string; contentType?: string };
  headers?: Record<string, string>;
}

function encodeBody(body: unknown, as: BodyKind): { body: BodyInit; contentType?: string } {
  if (as === 'json') return { body: JSON.stringify(body), contentType: 'application/json' };
  const entries = Object.entries(body as Record<string, string>);
  if (as === 'form') return { body: new URLSearchParams(entries), contentType: 'application/x-www-form-urlencoded' };
  const form = new FormData();
  for (const [key, value] of entries) form.append(key, value);
  return { body: form };
}

export async function call<T = unknown>(baseUrl: string, method: string, path: string, options: RequestOptions = {}): Promise<Answer<T>> {
  const url = new URL(path, baseUrl);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = { 'X-Client-Type': 'pc', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.raw) {
    body = options.raw.body;
    if (options.raw.contentType) headers['Content-Type'] = options.raw.contentType;
  } else if (options.body !== undefined) {
    const encoded = encodeBody(options.body, options.as ?? 'json');
    body = encoded.body;
    if (encoded.contentType) headers['Content-Type'] = encoded.contentType;
  }
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  let parsed: Envelope<T>;
  try {
    parsed = JSON.parse(text) as Envelope<T>;
  } catch {
    parsed = { code: response.status, msg: text, data: null as T };
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

export interface TestServer {
  readonly url: string;
  readonly app: App;
  readonly config: Config;
  readonly database: Database;
  readonly db: Kysely<DB>;
  readonly dataDir: string;
  readonly databaseUrl: string | null;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<Answer<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<Answer<T>>;
  /** getSalt + userLogin as the browser does it; answers the token. */
  login(username: string, password?: string, as?: BodyKind): Promise<string>;
  /** A session made directly in the database (no argon2), for permission probes. */
  sessionFor(username: string): Promise<string>;
  /** Another app on the same database with other settings (closed with this one). */
  startAnother(overrides: Partial<Config>): Promise<string>;
}

export const API = '/rocketScript/api';

export async function loginDigest(url: string, username: string, password: string): Promise<{ password: string; salt: string }> {
  const answer = await call<{ salt: string }>(url, 'GET', `${API}/userQuery/getSalt`, { query: { username } });
  if (answer.status !== 200) throw new Error(`getSalt ${answer.status}: ${answer.text}`);
  const salt = answer.body.data.salt;
  return { password: md5(md5(password) + salt), salt };
}

export async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export interface TestServerOptions {
  /** Runs on the seeded database before the app is built (e.g. to make it look otherwise made). */
  prepare?: (db: Kysely<DB>) => Promise<void>;
}

/** The demo data every test server starts on, its files in `config`'s storage. */
export async function seedTestDatabase(database: Database, config: Config): Promise<void> {
  // 130 days of activity: four closed months, one in each settlement status (the last unapplied,
  // then submitted, examined, settled), quick to seed on both databases.
  await seedDemo(database.db, { days: 130 });
  await seedDemoReleases(database.db, await openReleaseStorage(config));
  await seedDemoCardKeys(database.db, database.dialect, await openCardKeyVault(config, database.db), config.currency);
  await seedDemoFeedback(database.db, await openScreenshotStorage(config));
  await seedDemoPromotions(database.db, await openCoverStorage(config));
  if (config.mfa.demoEnrolled) await seedDemoMfa(database.db, await openCardKeyVault(config, database.db), await resolveAppSecret(database.db, config.appSecret));
}

export function useTestServer(target: DatabaseTarget, overrides: Partial<Config> = {}, options: TestServerOptions = {}): TestServer {
  let testDb: TestDatabase | undefined;
  let app: App | undefined;
  let url = '';
  let config: Config | undefined;
  const others: App[] = [];

  beforeAll(async () => {
    testDb = await target.create();
    config = testConfig(testDb.dataDir, testDb.databaseUrl, overrides);
    await seedTestDatabase(testDb.database, config);
    await options.prepare?.(testDb.database.db);
    app = await buildApp({ config, database: testDb.database, logger: false });
    url = await listen(app);
  });

  afterAll(async () => {
    for (const other of others) await other.close();
    await app?.close();
    await testDb?.dispose();
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not ready (beforeAll failed?)`);
    return value;
  };

  return testServerOf({
    url: () => url,
    app: () => need(app, 'app'),
    config: () => need(config, 'config'),
    testDb: () => need(testDb, 'database'),
    async startAnother(more) {
      const other = await buildApp({ config: { ...need(config, 'config'), ...more }, database: need(testDb, 'database').database, logger: false });
      others.push(other);
      return listen(other);
    },
  });
}

/** What a TestServer is made of, read when used (after the describe's beforeAll). */
export interface TestServerParts {
  url(): string;
  app(): App;
  config(): Config;
  testDb(): TestDatabase;
  startAnother(overrides: Partial<Config>): Promise<string>;
}

/** The requests and database handles of a server at `parts.url()`. */
export function testServerOf(parts: TestServerParts): TestServer {
  const server: TestServer = {
    get url() {
      return parts.url();
    },
    get app() {
      return parts.app();
    },
    get config() {
      return parts.config();
    },
    get database() {
      return parts.testDb().database;
    },
    get db() {
      return parts.testDb().database.db;
    },
    get dataDir() {
      return parts.testDb().dataDir;
    },
    get databaseUrl() {
      return parts.testDb().databaseUrl;
    },
    get: (path, options) => call(parts.url(), 'GET', path, options),
    post: (path, body, options) => call(parts.url(), 'POST', path, body === undefined ? options : { ...options, body }),
    async login(username, password = DEMO_PASSWORD, as = 'form') {
      const digest = await loginDigest(parts.url(), username, password);
      const answer = await call<{ token: string }>(parts.url(), 'POST', `${API}/user/userLogin`, {
        body: { username, ...digest },
        as,
      });
      if (answer.status !== 200) throw new Error(`login ${username}: ${answer.status} ${answer.text}`);
      return answer.body.data.token;
    },
    async sessionFor(username) {
      const account = await findAccountByUsername(server.db, username);
      if (!account) throw new Error(`no account ${username}`);
      return (await createSession(server.db, account.id, 1)).token;
    },
    startAnother: (more) => parts.startAnother(more),
  };
  return server;
}

/**
 * The route table of a full app, demo-only routes included, read at collection time so tests can
 * be generated per route: built on a throwaway in-memory SQLite database marked as demo data.
 */
export async function collectAccessTable(): Promise<AccessEntry[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rs-routes-'));
  const database = openSqlite(':memory:');
  try {
    await migrateToLatest(database);
    await markDemoDatabase(database.db, isoTime());
    const app = await buildApp({ config: testConfig(dataDir, null), database, logger: false });
    await app.ready();
    const table = app.accessTable();
    await app.close();
    return table;
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
