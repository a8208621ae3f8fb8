/**
 * What every module's routes get: settings, the database, the secret, the throttle, the phone
 * sender, whether this server runs in demo mode, the file stores and the card key vault.
 */
import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Database, DB } from './db/schema.js';
import type { Throttle } from './http/throttle.js';
import type { CardKeyVault } from './modules/cardKeys/secrets.js';
import type { FileStorage } from './modules/files/storage.js';
import type { PhoneSender } from './modules/phoneCode/sender.js';

export interface ServerContext {
  config: Config;
  database: Database;
  db: Kysely<DB>;
  /** APP_SECRET, or the one generated once and kept in `settings`. */
  secret: string;
  throttle: Throttle;
  phoneSender: PhoneSender;
  /** A demo database and DEMO_MODE not 0 (server/db/demoDatabase.ts), read once at build. */
  demoMode: boolean;
  /** Where script covers are stored (docs/files.md). */
  covers: FileStorage;
  /** Where uploaded files that versions name are stored (docs/files.md). */
  releases: FileStorage;
  /** Hashes and seals card keys under the card key secret, which no database row holds (docs/cardKeys.md). */
  cardKeys: CardKeyVault;
}
