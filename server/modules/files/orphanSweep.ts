/**
 * The orphan sweep (docs/files.md, "Sweeping orphans"): a stored file no record names is removed
 * once it is older than an age. Orphans come from a failure between storing a file and writing
 * its record (a crash, a lost database connection); the age spares files whose record is being
 * written at this very moment.
 */
import type { FileStorage, StoredKey } from './storage.js';

/** Keys asked about per `isNamed` call (one query each). */
const BATCH = 500;

/**
 * Removes the keys of `storage` older than `olderThanMs` that `isNamed` does not answer (it gets
 * a batch of keys and answers those a record names). Answers the keys removed.
 */
export async function sweepOrphans(
  storage: FileStorage,
  isNamed: (keys: string[]) => Promise<Set<string>>,
  olderThanMs: number,
  now: number = Date.now(),
): Promise<string[]> {
  const removed: string[] = [];
  const sweep = async (batch: StoredKey[]) => {
    const named = await isNamed(batch.map((entry) => entry.key));
    for (const { key } of batch) {
      if (named.has(key)) continue;
      await storage.remove(key);
      removed.push(key);
    }
  };
  let batch: StoredKey[] = [];
  for await (const entry of storage.keys()) {
    if (now - entry.modifiedAt <= olderThanMs) continue;
    batch.push(entry);
    if (batch.length === BATCH) {
      await sweep(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await sweep(batch);
  return removed;
}
