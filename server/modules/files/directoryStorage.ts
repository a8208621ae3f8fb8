/**
 * The local-directory backend of FileStorage (./storage.ts, docs/files.md). A file is written
 * under a temporary name in `<root>/.incoming`, flushed, then renamed to `<root>/<ab>/<key>`
 * (`ab`: the hash's first two digits, so no directory grows too large). A rename within one file
 * system is atomic: a crash leaves at most a temporary file, never a half file under a real name.
 * Temporaries older than a day are removed when the storage opens.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseKey, storedFileOf, type FileStorage, type StoredFile } from './storage.js';

const INCOMING = '.incoming';
const LEFTOVER_AGE_MS = 24 * 60 * 60 * 1000;

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
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  return {
    async put(bytes, contentType) {
      const file = storedFileOf(bytes, contentType);
      if (await statOf(file.key)) return file;
      const temporary = join(incoming, randomUUID());
      try {
        const handle = await open(temporary, 'wx');
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await mkdir(join(root, file.key.slice(0, 2)), { recursive: true });
        // Two uploads of the same bytes may both get here: the second rename replaces the first
        // with identical bytes, atomically.
        await rename(temporary, pathOf(file.key));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return file;
    },
    stat: statOf,
    async open(key) {
      const file = await statOf(key);
      return file ? { file, stream: createReadStream(pathOf(key)) } : null;
    },
  };
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
