/**
 * Where uploaded files are kept (docs/files.md): one interface, content-addressed. A file is
 * named by the sha-256 of its bytes and the extension of its type, so the same bytes uploaded
 * twice are stored once and a name never changes meaning (it can be cached for ever).
 *
 * Today's backend is a directory under DATA_DIR (./directoryStorage.ts). An S3 backend will
 * implement the same interface (a put is then one PutObject under the same key, atomic by
 * nature), chosen in ./stores.ts from the settings; callers do not change.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

/** What a stored file is known by. */
export interface StoredFile {
  /** `<sha-256 hex>.<ext>`: the name it is stored and served under. */
  key: string;
  /** The sha-256 of the bytes (hex): the file's ETag. */
  hash: string;
  contentType: string;
  size: number;
}

export interface FileStorage {
  /** Stores the bytes (a no-op when the same bytes are already stored) and answers their name. */
  put(bytes: Uint8Array, contentType: string): Promise<StoredFile>;
  /** The stored file of that name, or null (a name not made by `put` is null too). */
  stat(key: string): Promise<StoredFile | null>;
  /** The stored file and its bytes as a stream, or null. */
  open(key: string): Promise<{ file: StoredFile; stream: Readable } | null>;
}

/** The types files are stored as, by extension: what a key's extension means. */
const TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

const KEY_PATTERN = /^([0-9a-f]{64})\.([a-z0-9]{1,8})$/;

/** The name `bytes` of `contentType` are stored under; a type without an extension is refused. */
export function storedFileOf(bytes: Uint8Array, contentType: string): StoredFile {
  const extension = Object.keys(TYPE_BY_EXTENSION).find((ext) => TYPE_BY_EXTENSION[ext] === contentType);
  if (!extension) throw new Error(`No stored extension for ${contentType}`);
  const hash = createHash('sha256').update(bytes).digest('hex');
  return { key: `${hash}.${extension}`, hash, contentType, size: bytes.byteLength };
}

/** What a key says (its hash and type), or null for anything `put` cannot have made. */
export function parseKey(key: string): { hash: string; contentType: string } | null {
  const match = KEY_PATTERN.exec(key);
  const contentType = match ? TYPE_BY_EXTENSION[match[2]!] : undefined;
  return match && contentType ? { hash: match[1]!, contentType } : null;
}
