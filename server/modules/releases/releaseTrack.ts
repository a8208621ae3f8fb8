/**
 * One track's writes, one at a time (docs/releases.md): numbering a new version and activating
 * one read the track and then write it, so they hold the track's lock for their transaction.
 * PostgreSQL: an advisory transaction lock on the track's name; SQLite runs one write
 * transaction at a time already. The unique indexes (track + version, one active per track)
 * stay the last word either way.
 */
import { sql } from 'kysely';
import type { Dialect } from '../../db/schema.js';
import type { LooseDb } from '../../resource/resource.js';

export async function lockTrack(db: LooseDb, dialect: Dialect, track: string): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`release:${track}`}))`.execute(db);
}

/** The highest version number of the track (0 when it has none). */
export async function highestVersion(db: LooseDb, track: string): Promise<number> {
  const row = await db
    .selectFrom('releases')
    .select((eb) => eb.fn.max('version_code').as('highest'))
    .where('track', '=', track)
    .executeTakeFirst();
  return Number(row?.highest ?? 0);
}
