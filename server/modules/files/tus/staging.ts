/**
 * Where tus uploads wait until a record adopts them (docs/files.md, "Resumable uploads"): the
 * directory, how long they live, and reading one upload's facts without going through tus.
 * The file store keeps `<id>` (the bytes so far) and `<id>.json` (size, metadata, creation date);
 * an upload taken for registration is renamed `<id>.taken`, out of tus's reach.
 */
import { createHash } from 'node:crypto';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { FileConfigstore, FileStore } from '@tus/file-store';
import { UPLOAD_ID_PATTERN } from '../../../../contracts/files.js';
import type { Config } from '../../../config.js';

/** Staged uploads, finished or not, are removed a day after their creation. */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

export function stagingDir(config: Pick<Config, 'uploadsDir'>): string {
  return join(config.uploadsDir, '.tus');
}

/**
 * tus's file store on the staging directory, which the caller has made. FileStore's constructor
 * would also start an mkdir it never awaits, whose failure (the folder removed meanwhile, as a
 * test's teardown does) is thrown from a callback where nothing can catch it: skipped here.
 */
class StagingStore extends FileStore {}
(StagingStore.prototype as unknown as { checkOrCreateDirectory(): void }).checkOrCreateDirectory = () => undefined;

export function openStagingStore(directory: string): FileStore {
  const store = new StagingStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
  // A deferred length is refused (the size limits are checked at creation): not advertised either.
  store.extensions = store.extensions.filter((extension) => extension !== 'creation-defer-length');
  return store;
}

/**
 * Who owns an upload, as its metadata says: the user's id within this database. Two databases
 * may share one DATA_DIR (the default folder after a switch to PostgreSQL) and number their
 * users alike; an upload made against one is nobody's in the other. Instances on one database
 * give the same answer (the same URL, the password left out).
 */
export function uploadOwner(config: Pick<Config, 'databaseUrl' | 'sqlitePath'>, userId: number | string): string {
  let identity = `sqlite:${config.sqlitePath}`;
  if (config.databaseUrl) {
    try {
      const url = new URL(config.databaseUrl);
      url.password = '';
      identity = url.toString();
    } catch {
      identity = config.databaseUrl;
    }
  }
  return `${createHash('sha256').update(identity).digest('hex').slice(0, 16)}:${userId}`;
}

/** Only ids the server makes: no path, no `..`, nothing but 32 lowercase hex digits. */
export function isUploadId(id: unknown): id is string {
  return typeof id === 'string' && UPLOAD_ID_PATTERN.test(id);
}

/** The metadata the server writes at creation (the client's own keys are not kept). */
export interface StagedMetadata {
  purpose: string;
  filename: string;
  ownerId: string;
}

export interface StagedUpload {
  id: string;
  /** Where the bytes are. */
  path: string;
  /** Declared length. */
  size: number;
  /** Bytes received so far. */
  offset: number;
  metadata: Partial<StagedMetadata>;
  /** ms since the epoch; null when the record has none. */
  createdAt: number | null;
}

/** True once a day has passed since the upload's creation (what tus answers 410 for). */
export function isExpired(upload: StagedUpload, now = Date.now()): boolean {
  return upload.createdAt === null || now > upload.createdAt + UPLOAD_EXPIRY_MS;
}

/** The upload named `id` in `directory`, or null (unknown, malformed id, bytes missing). */
export async function readStagedUpload(directory: string, id: string): Promise<StagedUpload | null> {
  if (!isUploadId(id)) return null;
  const record = await new FileConfigstore(directory).get(id);
  if (!record || typeof record.size !== 'number') return null;
  const path = join(directory, id);
  const bytes = await stat(path).catch(() => null);
  if (!bytes?.isFile()) return null;
  const created = record.creation_date ? Date.parse(record.creation_date) : Number.NaN;
  const metadata: Partial<StagedMetadata> = {};
  for (const key of ['purpose', 'filename', 'ownerId'] as const) {
    const value = record.metadata?.[key];
    if (typeof value === 'string') metadata[key] = value;
  }
  return { id, path, size: record.size, offset: bytes.size, metadata, createdAt: Number.isNaN(created) ? null : created };
}

/** The bytes of an upload taken for registration (stagedUploads.ts). */
export function takenPath(directory: string, id: string): string {
  return join(directory, `${id}.taken`);
}

/** Removes every file of the upload `id` (bytes, taken bytes, record); gone already is fine. */
export async function removeStaged(directory: string, id: string): Promise<void> {
  if (!isUploadId(id)) return;
  await Promise.all([join(directory, id), takenPath(directory, id), join(directory, `${id}.json`)].map((path) => rm(path, { force: true })));
}

/** Longer than any registration takes (one read of at most a gigabyte, then a rename). */
export const TAKEN_RESTORE_AFTER_MS = 2 * 60 * 1000;

/**
 * At start: an upload a stopped process had taken goes back to tus, so the user can register it
 * again instead of uploading it anew. Only one taken long enough ago that no registration can
 * still be at work on it (another instance sharing the folder may be running). Answers how many
 * came back.
 */
export async function restoreTaken(directory: string, now = Date.now()): Promise<number> {
  let restored = 0;
  for (const name of await readdir(directory)) {
    const id = name.endsWith('.taken') ? name.slice(0, -'.taken'.length) : '';
    if (!isUploadId(id)) continue;
    const record = await stat(join(directory, `${id}.json`)).catch(() => null);
    const taken = await stat(takenPath(directory, id)).catch(() => null);
    // One taken a day ago or more is swept instead (removeStaleTaken).
    const age = taken ? now - taken.mtimeMs : 0;
    if (!record || age < TAKEN_RESTORE_AFTER_MS || age > UPLOAD_EXPIRY_MS) continue;
    await rename(takenPath(directory, id), join(directory, id));
    restored += 1;
  }
  return restored;
}

/**
 * Taken uploads whose registration never finished (the store failed): removed a day after they
 * were taken, as tus removes its own expired uploads.
 */
export async function removeStaleTaken(directory: string, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(directory)) {
    const id = name.endsWith('.taken') ? name.slice(0, -'.taken'.length) : '';
    if (!isUploadId(id)) continue;
    const taken = await stat(takenPath(directory, id)).catch(() => null);
    if (taken && now > taken.mtimeMs + UPLOAD_EXPIRY_MS) {
      await removeStaged(directory, id);
      removed += 1;
    }
  }
  return removed;
}
