/**
 * The databases the server tests run on: SQLite in a fresh temp dir, and PostgreSQL at
 * TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) in a fresh database
 * rs_test_<random> per test file, dropped afterwards. When PostgreSQL cannot be reached its tests
 * are reported as not run, unless REQUIRE_POSTGRES=1, which makes the suite fail instead.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPostgres, openSqlite } from '../../../server/db/connection.js';
import { migrateTo, migrateToLatest } from '../../../server/db/migrations.js';
import type { Database, Dialect } from '../../../server/db/schema.js';

export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  database: Database;
  /** postgres:// URL of the fresh database, or null for SQLite. */
  databaseUrl: string | null;
  /** A fresh temp dir (the SQLite file, uploads, a fake dist). */
  dataDir: string;
  dispose(): Promise<void>;
}

export interface DatabaseTarget {
  name: Dialect;
  available: boolean;
  /** Opens a fresh, empty database migrated to the latest schema, or up to the named migration. */
  create(upTo?: string): Promise<TestDatabase>;
}

async function postgresReachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const postgresProblem = await postgresReachable();
if (postgresProblem !== null && process.env.REQUIRE_POSTGRES === '1') {
  throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL at ${ADMIN_DATABASE_URL} is unreachable: ${postgresProblem}`);
}

const migrated = (database: Database, upTo: string | undefined) =>
  upTo === undefined ? migrateToLatest(database) : migrateTo(database, upTo);

const sqliteTarget: DatabaseTarget = {
  name: 'sqlite',
  available: true,
  async create(upTo) {
    const dataDir = mkdtempSync(join(tmpdir(), 'rs-test-'));
    const database = openSqlite(join(dataDir, 'rocket-script.sqlite'));
    await migrated(database, upTo);
    return {
      database,
      databaseUrl: null,
      dataDir,
      async dispose() {
        await database.close().catch(() => undefined);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

const postgresTarget: DatabaseTarget = {
  name: 'postgres',
  available: postgresProblem === null,
  async create(upTo) {
    const name = `rs_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(ADMIN_DATABASE_URL);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    const database = openPostgres(databaseUrl, 5);
    await migrated(database, upTo);
    const dataDir = mkdtempSync(join(tmpdir(), 'rs-test-'));
    return {
      database,
      databaseUrl,
      dataDir,
      async dispose() {
        await database.close().catch(() => undefined);
        await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

/** Every database the server tests run on; use with describe.runIf(target.available). */
export const DATABASE_TARGETS: readonly DatabaseTarget[] = [sqliteTarget, postgresTarget];
