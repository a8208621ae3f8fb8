/**
 * Backups of the embedded database (docs/operations.md, "Backups"), with SQLite's online backup:
 * the copy is one consistent state of the database even while the server writes to it, so every
 * write acknowledged before the backup started is in it. A copy is checked whole
 * (`integrity_check`) before it is called a backup, and before it is restored.
 */
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import SQLite from 'better-sqlite3';

/** Throws unless `path` is a whole SQLite file holding this product's migrations. */
export function checkIntact(path: string): void {
  if (!existsSync(path)) throw new Error(`${path} does not exist`);
  let database: SQLite.Database;
  try {
    database = new SQLite(path, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new Error(`${path} is not a SQLite database (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  try {
    const checks = database.pragma('integrity_check') as { integrity_check: string }[];
    if (checks.length !== 1 || checks[0]!.integrity_check !== 'ok') {
      throw new Error(`${path} is damaged: ${checks.map((c) => c.integrity_check).slice(0, 3).join('; ')}`);
    }
    const migrations = database.prepare("select count(*) as n from sqlite_master where type = 'table' and name = 'kysely_migration'").get() as { n: number };
    if (migrations.n !== 1) throw new Error(`${path} is a SQLite database, but not one of this product (no migrations table)`);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith(path)) throw error;
    throw new Error(`${path} is not a SQLite database (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  } finally {
    database.close();
  }
}

/** A consistent copy of the database at `livePath` in `targetPath` (a new file), checked whole. */
export async function backupSqlite(livePath: string, targetPath: string): Promise<{ bytes: number }> {
  if (existsSync(targetPath)) throw new Error(`${targetPath} already exists: a backup never overwrites a file`);
  mkdirSync(dirname(targetPath), { recursive: true });
  const source = new SQLite(livePath, { readonly: true, fileMustExist: true });
  try {
    // Every page in one step: copied a hundred pages at a time, the backup starts over whenever
    // the server writes in between, and under steady writes it would never end. One step is one
    // read of one state of the database (WAL: the server's writes go on meanwhile).
    await source.backup(targetPath, { progress: ({ totalPages }) => Math.max(totalPages, 100) });
  } finally {
    source.close();
  }
  checkIntact(targetPath);
  return { bytes: statSync(targetPath).size };
}

/** `YYYYMMDD-HHMMSS` in UTC, for file names that sort by time. */
export function backupStamp(at = new Date()): string {
  return at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/** The file the running server writes its process id to (SQLite only), so a restore can refuse. */
export const serverPidFile = (dataDir: string) => join(dataDir, 'server.pid');

/** The process id of a server running on this data directory, or null. */
export function runningServer(dataDir: string): number | null {
  const file = serverPidFile(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null; // left behind by a server that crashed
  }
}

/**
 * Puts the backup at `backupPath` in place of the database at `livePath`, whose current state is
 * first kept as a backup in `keepDir` (nothing saved is lost by a restore). The server must be
 * stopped: the caller checks runningServer.
 */
export async function restoreSqlite(backupPath: string, livePath: string, keepDir: string): Promise<{ kept: string | null }> {
  checkIntact(backupPath);
  let kept: string | null = null;
  if (existsSync(livePath)) {
    kept = join(keepDir, `before-restore-${backupStamp()}.sqlite`);
    await backupSqlite(livePath, kept);
  }
  const source = new SQLite(backupPath, { readonly: true, fileMustExist: true });
  try {
    await source.backup(livePath);
  } finally {
    source.close();
  }
  checkIntact(livePath);
  return { kept };
}
