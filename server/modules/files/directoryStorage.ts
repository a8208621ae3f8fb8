/**
 * The local-directory backend of FileStorage (./storage.ts, docs/files.md). A file is first made
 * under a temporary name in `<root>/.incoming`, flushed, then renamed to `<root>/<ab>/<key>`
 * (`ab`: the key's first two digits, so no directory grows too large). A rename within one file
 * system is atomic: a crash leaves at most a temporary file, never a half file under a real name.
 * Temporaries older than a day are removed when the storage opens.
 */
import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, link, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { adoptableKey, checkRange, parseKey, storedFileOf, type FileStorage, type StoredFile, type StoredKey } from './storage.js';

const INCOMING = '.incoming';
const LEFTOVER_AGE_MS = 24 * 60 * 60 * 1000;
const SHARD = /^[0-9a-f]{2}$/;
/** A hard link cannot be made: another file system, or one without links. Then a copy is. */
const CANNOT_LINK = new Set(['EXDEV', 'EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EMLINK']);

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export async function openDirectoryStorage(root: string): Promise<FileStorage> {
  const incoming = join(root, INCOMING);
  await mkdir(incoming, { recursive: true });
  await removeLeftovers(incoming);

  const pathOf = (key: string) => join(root, key.slice(0, 2), key);

  async function statOf(key: string): Promise<StoredFile | null> {
    const parsed = parseKey(key);
    if (!parsed) return null;
    try {
      const found = await stat(pathOf(key));
      return found.isFile() ? { key, hash: parsed.hash, contentType: parsed.contentType, size: found.size } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** Makes a temporary with `fill`, flushes it, then renames it to `key`; answers its size. */
  async function place(key: string, fill: (temporary: string) => Promise<void>): Promise<number> {
    const temporary = join(incoming, randomUUID());
    try {
      await fill(temporary);
      const handle = await open(temporary, 'r');
      let size: number;
      try {
        await handle.sync();
        // A link keeps the source's time: the stored file is new, and the sweep spares new files.
        const now = new Date();
        await handle.utimes(now, now);
        size = (await handle.stat()).size;
      } finally {
        await handle.close();
      }
      await mkdir(join(root, key.slice(0, 2)), { recursive: true });
      // Two puts of the same bytes may both get here: the second rename replaces the first with
      // identical bytes, atomically.
      await rename(temporary, pathOf(key));
      return size;
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    async put(bytes, contentType) {
      const file = storedFileOf(bytes, contentType);
      if (await statOf(file.key)) return file;
      await place(file.key, async (temporary) => {
        const handle = await open(temporary, 'wx');
        try {
          await handle.writeFile(bytes);
        } finally {
          await handle.close();
        }
      });
      return file;
    },

    async adopt(localPath, key, contentType) {
      const { hash } = adoptableKey(key, contentType);
      // A hard link moves no bytes and leaves the source to its owner; across file systems the
      // bytes are copied instead.
      const size = await place(key, async (temporary) => {
        try {
          await link(localPath, temporary);
        } catch (error) {
          if (!CANNOT_LINK.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
          await copyFile(localPath, temporary, constants.COPYFILE_EXCL);
        }
      });
      return { key, hash, contentType, size };
    },

    stat: statOf,

    async open(key, range) {
      const parsed = parseKey(key);
      if (!parsed) return null;
      // Opened first, then measured: the stream reads the file that was measured.
      let handle;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const found = await handle.stat();
        if (!found.isFile()) {
          await handle.close();
          return null;
        }
        if (range) checkRange(range, found.size);
        const file: StoredFile = { key, hash: parsed.hash, contentType: parsed.contentType, size: found.size };
        return { file, stream: handle.createReadStream(range ?? {}) };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async remove(key) {
      if (parseKey(key)) await rm(pathOf(key), { force: true });
    },

    keys: () => storedKeys(root),
  };
}

async function* storedKeys(root: string): AsyncGenerator<StoredKey> {
  for (const shard of await readdir(root)) {
    if (!SHARD.test(shard)) continue;
    const names = await readdir(join(root, shard)).catch((error: unknown) => {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return [];
      throw error;
    });
    for (const name of names) {
      if (!name.startsWith(shard) || !parseKey(name)) continue;
      const found = await stat(join(root, shard, name)).catch(() => null);
      if (found?.isFile()) yield { key: name, modifiedAt: found.mtimeMs };
    }
  }
}

/** Temporaries a crash left behind (old enough that no upload is still writing them). */
async function removeLeftovers(incoming: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(incoming)) {
    const path = join(incoming, name);
    const found = await stat(path).catch(() => null);
    if (found && now - found.mtimeMs > LEFTOVER_AGE_MS) await rm(path, { force: true });
  }
}
