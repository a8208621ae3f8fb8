/**
 * What `npm start` does about demo data (docs/server.md, "Demo mode"): it fills with demo data
 * only an embedded database it has just created itself, marking it a demo database in the same
 * step; a demo database gets what is missing on later starts; nothing else is ever seeded.
 * DEMO_MODE=0 skips all of it.
 */
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import { isDemoDatabase } from '../db/demoDatabase.js';
import type { DB, Dialect } from '../db/schema.js';
import { openCardKeyVault } from '../modules/cardKeys/secrets.js';
import { openCoverStorage, openReleaseStorage, openScreenshotStorage } from '../modules/files/stores.js';
import { seedDemo } from './demo.js';
import { seedDemoCovers } from './demoCovers.js';
import { seedDemoCardKeys } from './demoCardKeys.js';
import { seedDemoReleases } from './demoReleases.js';
import { seedDemoFeedback } from './demoFeedback.js';
import { seedDemoPromotions } from './demoPromotions.js';
import { seedDemoMfa } from './demoMfa.js';
import { resolveAppSecret } from '../db/settings.js';

export interface DemoStart {
  /** The database carries the demo mark. */
  demoDatabase: boolean;
  /** Demo mode is on: a demo database and DEMO_MODE not 0. */
  demoMode: boolean;
  /** The demo accounts were created by this start. */
  seeded: boolean;
}

/**
 * `createdNow`: the database did not exist before this start (the embedded file was missing).
 * A PostgreSQL database is never created by npm start, so it is never seeded here.
 */
export async function prepareDemoData(
  config: Pick<Config, 'demoAllowed' | 'uploadsDir' | 'fileStorage' | 'cardKeySecret' | 'cardKeySecretFile' | 'currency' | 'mfa' | 'appSecret'>,
  db: Kysely<DB>,
  createdNow: boolean,
  dialect: Dialect,
): Promise<DemoStart> {
  let seeded = false;
  if (config.demoAllowed && (createdNow || (await isDemoDatabase(db)))) seeded = await seedDemo(db);
  const demoDatabase = await isDemoDatabase(db);
  // Covers, versions and card keys need the settings (files, the card key secret): made here.
  if (config.demoAllowed && demoDatabase) {
    await seedDemoCovers(db, await openCoverStorage(config));
    await seedDemoReleases(db, await openReleaseStorage(config));
    // Card keys are hashed and sealed under a secret kept outside the database.
    await seedDemoCardKeys(db, dialect, await openCardKeyVault(config, db), config.currency);
    await seedDemoFeedback(db, await openScreenshotStorage(config));
    await seedDemoPromotions(db, await openCoverStorage(config));
    // The admin's two-step secret is sealed under the card key secret too (DEMO_MFA).
    if (config.mfa.demoEnrolled) await seedDemoMfa(db, await openCardKeyVault(config, db), await resolveAppSecret(db, config.appSecret));
  }
  return { demoDatabase, demoMode: config.demoAllowed && demoDatabase, seeded };
}
