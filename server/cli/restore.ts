/**
 * `npm run restore -- <file>`: puts a backup made by `npm run backup` in place of the embedded
 * database (docs/operations.md, "Backups"). The server must be stopped; the database as it was is
 * kept first as DATA_DIR/backups/before-restore-<UTC time>.sqlite.
 */
import { join, resolve } from 'node:path';
import { loadConfig } from '../config.js';
import { restoreSqlite, runningServer } from '../db/sqliteBackup.js';
import { runCommand } from './command.js';

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  if (args.length !== 1 || args[0] === '--help' || args[0] === '-h') {
    console.log('usage: npm run restore -- <backup file>   (stop the server first)');
    return args.length === 1 ? 0 : 1;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/operations.md, "Backups"). Nothing changed.');
    return 1;
  }
  const pid = runningServer(config.dataDir);
  if (pid !== null) {
    console.error(`A server (process ${pid}) runs on ${config.dataDir}: stop it first. Nothing changed.`);
    return 1;
  }
  const { kept } = await restoreSqlite(resolve(args[0]!), config.sqlitePath, join(config.dataDir, 'backups'));
  if (kept) console.log(`The database as it was is kept in ${kept}.`);
  console.log(`Restored ${resolve(args[0]!)} to ${config.sqlitePath} (integrity checked). Start the server (npm start).`);
  return 0;
}

runCommand('restore', main);
