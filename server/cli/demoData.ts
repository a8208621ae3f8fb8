/**
 * `npm run demo-data`: fills an empty database (DATABASE_URL, or the embedded SQLite file) with
 * the demo data that `npm start` gives a new embedded database, and marks it a demo database (so
 * `npm start` on it runs in demo mode: docs/server.md "Demo mode"). Refuses a database that
 * already holds accounts: it never mixes demo data into real data.
 */
import { describeDatabase, loadConfig } from '../config.js';
import { runCommand } from './command.js';
import { openDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrations.js';
import { prepareDemoData } from '../seed/demoStart.js';

async function main(): Promise<number> {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log('usage: [DATABASE_URL=postgres://…] npm run demo-data   fills an empty database with the demo data');
    return 0;
  }
  const config = loadConfig();
  const database = openDatabase(config);
  try {
    await migrateToLatest(database);
    const accounts = await database.db.selectFrom('users').select('id').limit(1).execute();
    if (accounts.length > 0) {
      console.error(`Refused: ${describeDatabase(config)} already holds accounts; demo data goes into an empty database only. Nothing changed.`);
      return 1;
    }
    const demo = await prepareDemoData({ ...config, demoAllowed: true }, database.db, true, database.dialect);
    if (!demo.seeded) {
      console.error(`Nothing was seeded on ${describeDatabase(config)}.`);
      return 1;
    }
    console.log(`Demo data written to ${describeDatabase(config)}: start the server on it (npm start with the same settings) and sign in as admin / rocket123, then the code of the demo key the start banner prints (or "Show the demo code").`);
    return 0;
  } finally {
    await database.close();
  }
}

runCommand('demo-data', main);
