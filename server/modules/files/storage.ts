/**
 * Where uploaded files are kept (docs/files.md): one interface, two kinds of names, two backends.
 *
 * - Covers are content-addressed: `<sha-256 hex>.<ext>`, so the same bytes uploaded twice are
 *   stored once and a name never changes meaning (it can be cached for ever).
 * - Uploaded files (tus) are named after their upload: `<32 hex upload id>.<ext>`. Their record
 *   (`stored_files`) keeps the digests; the name is unique per upload, so nothing races on it.
 *
 * The extension says the type, so no record beside the file is needed to serve it. Backends: a
 * directory under DATA_DIR (./directoryStorage.ts) or an S3 bucket (./s3Storage.ts), chosen in
 * ./stores.ts from the settings; callers do not change.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

/** What a stored file is known by. */
export interface StoredFile {
  /** The name it is stored and served under. */
  key: string;
  /** The sha-256 of the bytes (hex) when the key says it (covers), else null: the record keeps it. */
  hash: string | null;
  contentType: string;
  size: number;
}

/** Bytes `start` to `end` of a file, both included (as in an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredKey {
  key: string;
  /** When it was stored (ms since the epoch): the sweep spares young keys. */
  modifiedAt: number;
}

export interface FileStorage {
  /** Stores the bytes under their content-addressed key (a no-op when already stored). */
  put(bytes: Uint8Array, contentType: string): Promise<StoredFile>;
  /**
   * Stores the local file under `key`, whole or not at all (replacing what the key named). The
   * local file is left where it is: the caller deletes it. Refuses a key that is not ours or
   * whose extension is not `contentType`'s.
   */
  adopt(localPath: string, key: string, contentType: string): Promise<StoredFile>;
  /** The stored file of that name, or null (a key that is not ours is null too). */
  stat(key: string): Promise<StoredFile | null>;
  /**
   * The stored file and its bytes (or the range's, which must lie within the file: a RangeError
   * otherwise) as a stream, or null.
   */
  open(key: string, range?: ByteRange): Promise<{ file: StoredFile; stream: Readable } | null>;
  /** Deletes what the key names; nothing stored under it is no error. */
  remove(key: string): Promise<void>;
  /** Every key stored (not temporaries, not names that are not keys), in no set order. */
  keys(): AsyncIterable<StoredKey>;
}

/** The types files are stored as, by extension: what a key's extension means. */
const TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  apk: 'application/vnd.android.package-archive',
  // A script's resource container: a ZIP, stored under its own extension.
  rc: 'application/zip',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  lua: 'text/x-lua',
};

/** The reverse: one extension per type, or a type's name would depend on the table's order. */
const EXTENSION_BY_TYPE: ReadonlyMap<string, string> = (() => {
  const byType = new Map<string, string>();
  for (const [extension, type] of Object.entries(TYPE_BY_EXTENSION)) {
    if (byType.has(type)) throw new Error(`Two stored extensions for ${type}`);
    byType.set(type, extension);
  }
  return byType;
})();

const KEY_PATTERN = /^([0-9a-f]{64}|[0-9a-f]{32})\.([a-z0-9]{1,8})$/;
const UPLOAD_ID_PATTERN = /^[0-9a-f]{32}$/;

/** The extension files of `contentType` are stored with, or null for a type not stored. */
export function extensionOf(contentType: string): string | null {
  return EXTENSION_BY_TYPE.get(contentType) ?? null;
}

/** The name `bytes` of `contentType` are stored under; a type without an extension is refused. */
export function storedFileOf(bytes: Uint8Array, contentType: string): StoredFile {
  const extension = extensionOf(contentType);
  if (!extension) throw new Error(`No stored extension for ${contentType}`);
  const hash = createHash('sha256').update(bytes).digest('hex');
  return { key: `${hash}.${extension}`, hash, contentType, size: bytes.byteLength };
}

/** The key an uploaded file is stored under: its tus upload id (32 hex) and its extension. */
export function uploadKey(uploadId: string, extension: string): string {
  if (!UPLOAD_ID_PATTERN.test(uploadId)) throw new Error(`Not an upload id: ${uploadId}`);
  if (!TYPE_BY_EXTENSION[extension]) throw new Error(`No stored type for .${extension}`);
  return `${uploadId}.${extension}`;
}

/**
 * What a key says: its type, and its hash when content-addressed; null for anything no store
 * makes (paths, `..`, other extensions, upper case).
 */
export function parseKey(key: string): { hash: string | null; contentType: string } | null {
  const match = KEY_PATTERN.exec(key);
  const contentType = match ? TYPE_BY_EXTENSION[match[2]!] : undefined;
  if (!match || !contentType) return null;
  return { hash: match[1]!.length === 64 ? match[1]! : null, contentType };
}

/** The key checked for `adopt`: ours, and of the type given; throws otherwise. */
export function adoptableKey(key: string, contentType: string): { hash: string | null; contentType: string } {
  const parsed = parseKey(key);
  if (!parsed) throw new Error(`Not a storage key: ${key}`);
  if (parsed.contentType !== contentType) throw new Error(`${key} is not a name for ${contentType}`);
  return parsed;
}

/** A range `open` may read from a file of `size` bytes; throws a RangeError otherwise. */
export function checkRange(range: ByteRange, size: number): void {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || start > end || end >= size) {
    throw new RangeError(`Bytes ${start}-${end} are not within a file of ${size} bytes`);
  }
}
