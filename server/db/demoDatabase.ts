/**
 * Demo mode is a property of the data, not of the engine: a database is a demo database when the
 * demo seed marked it (the `demo_database` setting, written in the transaction that creates the
 * demo accounts). Nothing else writes the mark, so an operator's database — made by create-admin,
 * reached through DATABASE_URL, or an embedded file that existed before — never is one.
 * DEMO_MODE=0 switches demo behaviour off even on a marked database; no value switches it on.
 * See docs/server.md ("Demo mode").
 */
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { DB } from './schema.js';
import { readSetting } from './settings.js';

export const DEMO_MARK = 'demo_database';

/** Marks the database as demo data; call inside the seed's transaction. The value is when. */
export async function markDemoDatabase(db: Kysely<DB>, at: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key: DEMO_MARK, value: at })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export async function isDemoDatabase(db: Kysely<DB>): Promise<boolean> {
  return (await readSetting(db, DEMO_MARK)) !== null;
}

/** Whether this server runs in demo mode: a marked database, and DEMO_MODE not 0. */
export async function demoModeOf(config: Pick<Config, 'demoAllowed'>, db: Kysely<DB>): Promise<boolean> {
  return config.demoAllowed && (await isDemoDatabase(db));
}
