/**
 * `npm run backup [-- <file>]`: a consistent copy of the embedded database, taken while the server
 * runs (docs/operations.md, "Backups"); by default DATA_DIR/backups/rocket-script-<UTC time>.sqlite.
 * On PostgreSQL (DATABASE_URL) it says to use pg_dump instead.
 */
import { join, resolve } from 'node:path';
import { loadConfig } from '../config.js';
import { backupSqlite, backupStamp } from '../db/sqliteBackup.js';
import { runCommand } from './command.js';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log('usage: npm run backup [-- <file>]   a consistent copy of the embedded database (DATA_DIR), safe while the server runs');
    return 0;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/operations.md, "Backups"). Nothing was copied.');
    return 1;
  }
  const target = args[0] ? resolve(args[0]) : join(config.dataDir, 'backups', `rocket-script-${backupStamp()}.sqlite`);
  const { bytes } = await backupSqlite(config.sqlitePath, target);
  console.log(`Backed up ${config.sqlitePath} to ${target} (${bytes.toLocaleString('en')} bytes, integrity checked).`);
  console.log(`Keep ${config.cardKeySecretFile} (or CARD_KEY_SECRET) and DATA_DIR/uploads with it: neither is in the database.`);
  return 0;
}

runCommand('backup', main);
