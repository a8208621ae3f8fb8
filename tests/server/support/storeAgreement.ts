/**
 * What a data folder holds about versions' files, read from outside the server: the SQLite file's
 * `stored_files` and `releases` rows, and the directories under DATA_DIR/uploads (the releases
 * store's files and temporaries, tus's taken uploads). For the crash test: a stopped or killed
 * server leaves them in agreement (docs/files.md, "Sweeping orphans").
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { openSqlite } from '../../../server/db/connection.js';
import { hashFile } from '../../../server/modules/files/verifyUpload.js';
import { parseKey } from '../../../server/modules/files/storage.js';

export interface StoredRow {
  key: string;
  md5: string;
  sha256: string;
  size: number;
}

export interface FolderState {
  rows: StoredRow[];
  /** Versions whose file_key no stored_files row holds. */
  releasesWithoutRow: { id: number; fileKey: string }[];
  /** Keys in the releases store, with their modification time (ms). */
  keys: Map<string, number>;
  /** Temporaries in the store's `.incoming`, with their modification time (ms). */
  incoming: Map<string, number>;
  /** Uploads taken for registration and never discarded (`<id>.taken` under `.tus`). */
  taken: string[];
}

export const releasesDir = (dataDir: string) => join(dataDir, 'uploads', 'releases');
export const storedPath = (dataDir: string, key: string) => join(releasesDir(dataDir), key.slice(0, 2), key);

async function modified(directory: string, names: string[]): Promise<Map<string, number>> {
  const times = new Map<string, number>();
  for (const name of names) {
    const found = await stat(join(directory, name)).catch(() => null);
    if (found?.isFile()) times.set(name, found.mtimeMs);
  }
  return times;
}

const listed = (directory: string) => readdir(directory).catch(() => [] as string[]);

/** Every key file of the store, walked as the directory backend lays them out. */
async function storeKeys(root: string): Promise<Map<string, number>> {
  const keys = new Map<string, number>();
  for (const shard of await listed(root)) {
    if (!/^[0-9a-f]{2}$/.test(shard)) continue;
    const names = (await listed(join(root, shard))).filter((name) => parseKey(name) !== null);
    for (const [name, time] of await modified(join(root, shard), names)) keys.set(name, time);
  }
  return keys;
}

export async function readFolder(dataDir: string): Promise<FolderState> {
  const database = openSqlite(join(dataDir, 'rocket-script.sqlite'));
  try {
    const rows = await database.db
      .selectFrom('stored_files')
      .select(['key', 'md5', 'sha256', 'size'])
      .where('store', '=', 'releases')
      .orderBy('key')
      .execute();
    const orphanReleases = await database.db
      .selectFrom('releases as r')
      .leftJoin('stored_files as f', 'f.key', 'r.file_key')
      .select(['r.id', 'r.file_key'])
      .where('f.key', 'is', null)
      .execute();
    const root = releasesDir(dataDir);
    const incomingDir = join(root, '.incoming');
    const staging = join(dataDir, 'uploads', '.tus');
    return {
      rows: rows.map((r) => ({ key: r.key, md5: r.md5, sha256: r.sha256, size: Number(r.size) })),
      releasesWithoutRow: orphanReleases.map((r) => ({ id: Number(r.id), fileKey: r.file_key })),
      keys: await storeKeys(root),
      incoming: await modified(incomingDir, await listed(incomingDir)),
      taken: (await listed(staging)).filter((name) => name.endsWith('.taken')),
    };
  } finally {
    await database.close();
  }
}

/**
 * The rows whose file is missing or is not the bytes the row describes (size, MD5, SHA-256);
 * `known` skips hashing files already found right (their key never names other bytes).
 */
export async function rowsNotMatchingFiles(dataDir: string, rows: StoredRow[], known: Set<string>): Promise<string[]> {
  const wrong: string[] = [];
  for (const row of rows) {
    const path = storedPath(dataDir, row.key);
    const found = await stat(path).catch(() => null);
    if (!found?.isFile()) {
      wrong.push(`${row.key}: no file`);
      continue;
    }
    if (found.size !== row.size) {
      wrong.push(`${row.key}: ${found.size} bytes, the row says ${row.size}`);
      continue;
    }
    if (known.has(row.key)) continue;
    const hashes = await hashFile(path);
    if (hashes.md5 !== row.md5 || hashes.sha256 !== row.sha256) wrong.push(`${row.key}: md5 ${hashes.md5}, the row says ${row.md5}`);
    else known.add(row.key);
  }
  return wrong;
}
