/**
 * The versions' store swept of files no `stored_files` row names (docs/files.md, "Sweeping
 * orphans"): at start and hourly with the housekeeping. An hour's grace spares a file whose row
 * is being written right now.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { sweepOrphans } from './orphanSweep.js';
import type { FileStorage } from './storage.js';

export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

export function sweepStoredOrphans(db: Kysely<DB>, storage: FileStorage, now: number = Date.now()): Promise<string[]> {
  return sweepOrphans(
    storage,
    async (keys) => new Set((await db.selectFrom('stored_files').select('key').where('key', 'in', keys).execute()).map((r) => r.key)),
    ORPHAN_GRACE_MS,
    now,
  );
}
