/**
 * Opens the database the config names: PostgreSQL (pg Pool) when DATABASE_URL is set, else the
 * embedded SQLite file under DATA_DIR. Both come back as the same Kysely<DB>.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DB, Database } from './schema.js';
import { CONNECTION_USES, forgetPreparedStatements, keepPreparedStatements } from './preparedStatements.js';
import { withStatementCache } from './statementCache.js';
import { foldCase } from './foldCase.js';

export interface ConnectionTarget {
  databaseUrl: string | null;
  sqlitePath: string;
  /** PostgreSQL: keep reads prepared per connection (default on; see preparedStatements.ts). */
  preparedStatements?: boolean;
}

export function openDatabase(target: ConnectionTarget): Database {
  return target.databaseUrl
    ? openPostgres(target.databaseUrl, 10, target.preparedStatements ?? true)
    : openSqlite(target.sqlitePath);
}

export function openSqlite(path: string): Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Folds every letter, not A–Z alone as SQLite's `lower` does (migrations/0026_fold_case.ts).
  sqlite.function('fold_case', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? foldCase(text) : text));
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

const pools = new WeakMap<Database, pg.Pool>();

export function openPostgres(url: string, poolSize = 10, preparedStatements = true): Database {
  // A connection is retired after CONNECTION_USES checkouts: what it keeps prepared stays fresh.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, ...(preparedStatements ? { maxUses: CONNECTION_USES } : {}) });
  if (preparedStatements) keepPreparedStatements(pool);
  // A dropped connection must not crash the process; the next query gets a fresh one.
  pool.on('error', () => undefined);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const database: Database = { db, dialect: 'postgres', close: () => db.destroy() };
  pools.set(database, pool);
  return database;
}

/** After a migration: no statement prepared against the old schema runs again (preparedStatements.ts). */
export function schemaChanged(database: Database): void {
  const pool = pools.get(database);
  if (pool) forgetPreparedStatements(pool);
}

/** A PostgreSQL database's connections, for the metrics: open, idle, and requests waiting for one. */
export function poolStatsOf(database: Database): { total: number; idle: number; waiting: number } | null {
  const pool = pools.get(database);
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}
