/**
 * The orphan sweep (docs/files.md, "Sweeping orphans") on both storage backends: keys no record
 * names are removed once old enough; named keys, young keys and what is not a key stay.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sweepOrphans } from '../../server/modules/files/orphanSweep.js';
import { uploadKey, type FileStorage } from '../../server/modules/files/storage.js';
import { STORAGE_BACKENDS, useStorageBackend } from './support/storageBackends.js';

const HOUR = 60 * 60 * 1000;
const work = mkdtempSync(join(tmpdir(), 'rs-sweep-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function keysOf(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of storage.keys()) keys.push(entry.key);
  return keys.sort();
}

for (const backendName of STORAGE_BACKENDS) {
  describe(`orphan sweep on ${backendName}`, () => {
    const backend = useStorageBackend(backendName);

    it('removes old keys no record names, and nothing else', async () => {
      const fresh = await backend.fresh();
      const { storage } = fresh;
      const source = join(work, `${backendName}-source`);
      writeFileSync(source, 'print("hi")');
      const [named, orphan, another] = await Promise.all(
        [0, 1, 2].map(() => storage.adopt(source, uploadKey(randomBytes(16).toString('hex'), 'lua'), 'text/x-lua')),
      );
      await fresh.placeForeign('ab/notes.txt');
      const asked: string[][] = [];
      const isNamed = async (keys: string[]) => {
        asked.push(keys);
        return new Set(keys.filter((key) => key === named!.key));
      };

      // Young: every key is spared, and the records are not even asked about.
      expect(await sweepOrphans(storage, isNamed, HOUR)).toEqual([]);
      expect(asked).toEqual([]);
      expect(await keysOf(storage)).toHaveLength(3);

      // Two hours on: the orphans go.
      const removed = await sweepOrphans(storage, isNamed, HOUR, Date.now() + 2 * HOUR);
      expect(removed.sort()).toEqual([orphan!.key, another!.key].sort());
      expect(await keysOf(storage)).toEqual([named!.key]);
      expect(asked.flat().sort()).toEqual([named!.key, orphan!.key, another!.key].sort());
      expect(await sweepOrphans(storage, isNamed, HOUR, Date.now() + 2 * HOUR)).toEqual([]);
    });
  });
}
