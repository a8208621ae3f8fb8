/**
 * The FileStorage contract (docs/files.md) on both backends, a directory and S3 (s3rver): put,
 * stat, open with ranges, adopt of a large file byte for byte, remove, keys; names that are not
 * keys reach nothing; a failed adopt leaves nothing behind.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { afterAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../server/modules/files/storage.js';
import { openS3Storage } from '../../server/modules/files/s3Storage.js';
import { extensionOf, parseKey, uploadKey } from '../../server/modules/files/storage.js';
import { solidPng } from './support/images.js';
import { STORAGE_BACKENDS, useStorageBackend } from './support/storageBackends.js';

const APK = 'application/vnd.android.package-archive';
const BIG_BYTES = 20 * 1000 * 1000;

const work = mkdtempSync(join(tmpdir(), 'rs-storage-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const newUploadId = () => randomBytes(16).toString('hex');

async function hashOf(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A file of `size` random bytes written in 1 MB pieces; answers its sha-256. */
async function writeRandomFile(path: string, size: number): Promise<string> {
  const hash = createHash('sha256');
  const out = createWriteStream(path);
  for (let written = 0; written < size; ) {
    const piece = randomBytes(Math.min(1_000_000, size - written));
    hash.update(piece);
    if (!out.write(piece)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    written += piece.length;
  }
  out.end();
  await finished(out);
  return hash.digest('hex');
}

async function allKeys(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of storage.keys()) keys.push(entry.key);
  return keys.sort();
}

describe('storage keys', () => {
  it('parses content-addressed and upload keys, nothing else', () => {
    const hash = 'a'.repeat(64);
    const id = 'b'.repeat(32);
    expect(parseKey(`${hash}.png`)).toEqual({ hash, contentType: 'image/png' });
    expect(parseKey(`${id}.apk`)).toEqual({ hash: null, contentType: APK });
    expect(parseKey(`${id}.rc`)?.contentType).toBe('application/zip');
    expect(parseKey(`${id}.lua`)?.contentType).toBe('text/x-lua');
    for (const bad of ['../x', `../${id}.apk`, `${id}.exe`, `${id}.APK`, `${'B'.repeat(32)}.apk`, `${'a'.repeat(40)}.png`, `${id}.apk/`, `ab/${id}.apk`, '']) {
      expect(parseKey(bad), bad).toBeNull();
    }
  });

  it('maps each type to one extension and makes upload keys', () => {
    expect(extensionOf('application/zip')).toBe('rc');
    expect(extensionOf(APK)).toBe('apk');
    expect(extensionOf('image/jpeg')).toBe('jpg');
    expect(extensionOf('application/x-unknown')).toBeNull();
    expect(uploadKey('c'.repeat(32), 'mp4')).toBe(`${'c'.repeat(32)}.mp4`);
    expect(() => uploadKey('../etc', 'mp4')).toThrow();
    expect(() => uploadKey('c'.repeat(32), 'exe')).toThrow();
  });
});

for (const backendName of STORAGE_BACKENDS) {
  describe(`file storage on ${backendName}`, () => {
    const backend = useStorageBackend(backendName);

    it('puts bytes once under their hash, states and opens them', async () => {
      const { storage } = await backend.fresh();
      const png = solidPng(4, 4, [1, 2, 3]);
      const stored = await storage.put(png, 'image/png');
      expect(stored.key).toMatch(/^[0-9a-f]{64}\.png$/);
      expect(stored.hash).toBe(createHash('sha256').update(png).digest('hex'));
      expect(await storage.put(png, 'image/png')).toEqual(stored);
      expect(await storage.stat(stored.key)).toEqual(stored);
      const opened = await storage.open(stored.key);
      expect(opened?.file).toEqual(stored);
      expect((await bytesOf(opened!.stream)).equals(Buffer.from(png))).toBe(true);
      expect(await storage.stat(`${'0'.repeat(64)}.png`)).toBeNull();
      expect(await storage.open(`${'0'.repeat(64)}.png`)).toBeNull();
      await expect(storage.put(png, 'image/gif')).rejects.toThrow();
    });

    it('opens inclusive byte ranges within the file, and refuses others', async () => {
      const { storage } = await backend.fresh();
      const bytes = Buffer.from('0123456789');
      const source = join(work, `${backendName}-range`);
      await finished(createWriteStream(source).end(bytes));
      const key = uploadKey(newUploadId(), 'lua');
      await storage.adopt(source, key, 'text/x-lua');
      // Not bytes 0-0: s3rver reads `bytes=0-0` as `bytes=0-` (S3 itself does not).
      for (const [start, end] of [[0, 9], [2, 5], [9, 9], [0, 1]] as const) {
        const opened = await storage.open(key, { start, end });
        expect(opened?.file.size).toBe(10);
        expect((await bytesOf(opened!.stream)).toString()).toBe(bytes.subarray(start, end + 1).toString());
      }
      for (const [start, end] of [[0, 10], [5, 4], [10, 12], [-1, 3]] as const) {
        await expect(storage.open(key, { start, end }), `${start}-${end}`).rejects.toThrow(RangeError);
      }
    });

    it('adopts a 20 MB file byte for byte, leaving the source to its owner', async () => {
      const { storage, temporaries } = await backend.fresh();
      const source = join(work, `${backendName}-big`);
      const sha256 = await writeRandomFile(source, BIG_BYTES);
      const key = uploadKey(newUploadId(), 'apk');
      const stored = await storage.adopt(source, key, APK);
      expect(stored).toEqual({ key, hash: null, contentType: APK, size: BIG_BYTES });
      expect(await storage.stat(key)).toEqual(stored);
      const opened = await storage.open(key);
      expect(await hashOf(opened!.stream)).toBe(sha256);
      expect(await hashOf(createReadStream(source))).toBe(sha256);
      const tail = await storage.open(key, { start: BIG_BYTES - 100, end: BIG_BYTES - 1 });
      expect((await bytesOf(tail!.stream)).length).toBe(100);
      expect(temporaries()).toEqual([]);
    });

    it('refuses to adopt under a key that is not ours or of another type', async () => {
      const { storage } = await backend.fresh();
      const source = join(work, `${backendName}-small`);
      await finished(createWriteStream(source).end('print(1)'));
      await expect(storage.adopt(source, '../x.lua', 'text/x-lua')).rejects.toThrow();
      await expect(storage.adopt(source, uploadKey(newUploadId(), 'lua'), APK)).rejects.toThrow();
      expect(await allKeys(storage)).toEqual([]);
    });

    it('removes, and removing what is not there is no error', async () => {
      const { storage } = await backend.fresh();
      const stored = await storage.put(solidPng(2, 2, [0, 0, 0]), 'image/png');
      await storage.remove(stored.key);
      expect(await storage.stat(stored.key)).toBeNull();
      await storage.remove(stored.key);
      await storage.remove('../x');
      expect(await allKeys(storage)).toEqual([]);
    });

    it('lists its keys with their times, and only keys', async () => {
      const fresh = await backend.fresh();
      const { storage } = fresh;
      const before = Date.now() - 2000;
      const png = await storage.put(solidPng(3, 3, [5, 5, 5]), 'image/png');
      const source = join(work, `${backendName}-listed`);
      await finished(createWriteStream(source).end('%PDF-1.4'));
      const pdf = await storage.adopt(source, uploadKey(newUploadId(), 'pdf'), 'application/pdf');
      const id = newUploadId();
      await fresh.placeForeign(`${id.slice(0, 2)}/${id}.exe`);
      await fresh.placeForeign(`${id.slice(0, 2)}/notes.txt`);
      await fresh.placeForeign(`zz/${uploadKey(id, 'apk')}`);
      const entries = [];
      for await (const entry of storage.keys()) entries.push(entry);
      expect(entries.map((entry) => entry.key).sort()).toEqual([png.key, pdf.key].sort());
      for (const entry of entries) expect(entry.modifiedAt).toBeGreaterThan(before);
      // And names that are not keys reach nothing.
      for (const name of ['../x', `${id}.exe`, `zz/${uploadKey(id, 'apk')}`, `${png.key.slice(0, -3)}exe`]) {
        expect(await storage.stat(name), name).toBeNull();
        expect(await storage.open(name), name).toBeNull();
      }
    });

    it('leaves nothing behind when an adopt fails', async () => {
      const { storage, temporaries } = await backend.fresh();
      const key = uploadKey(newUploadId(), 'apk');
      // A source that is gone, and one that fails once read (a directory).
      await expect(storage.adopt(join(work, 'gone'), key, APK)).rejects.toThrow();
      const folder = join(work, `${backendName}-a-directory`);
      mkdirSync(folder, { recursive: true });
      await expect(storage.adopt(folder, key, APK)).rejects.toThrow();
      expect(temporaries()).toEqual([]);
      expect(await storage.stat(key)).toBeNull();
      expect(await allKeys(storage)).toEqual([]);
    });
  });
}

describe('an S3 store that cannot be used', () => {
  const backend = useStorageBackend('s3');

  it('fails when it opens, naming the bucket', async () => {
    const { settings } = backend;
    if (settings.backend !== 's3') throw new Error('unreachable');
    await expect(openS3Storage({ ...settings.s3, bucket: 'no-such-bucket' }, 'releases')).rejects.toThrow(/S3 bucket "no-such-bucket" at http/);
  });
});

// Another file system than the store's: the bytes are copied (then flushed and renamed).
const OTHER_FS = '/dev/shm';
const crossDevice = existsSync(OTHER_FS) && statSync(OTHER_FS).dev !== statSync(tmpdir()).dev;

describe.runIf(crossDevice)('directory storage adopting from another file system', () => {
  const backend = useStorageBackend('directory');

  it('copies the file whole, with no temporary left', async () => {
    const { storage, temporaries } = await backend.fresh();
    const source = join(mkdtempSync(join(OTHER_FS, 'rs-storage-')), 'upload');
    try {
      const sha256 = await writeRandomFile(source, 3_000_000);
      const key = uploadKey(newUploadId(), 'mp4');
      expect((await storage.adopt(source, key, 'video/mp4')).size).toBe(3_000_000);
      expect(await hashOf((await storage.open(key))!.stream)).toBe(sha256);
      expect(existsSync(source)).toBe(true);
      expect(temporaries()).toEqual([]);
    } finally {
      rmSync(join(source, '..'), { recursive: true, force: true });
    }
  });
});
