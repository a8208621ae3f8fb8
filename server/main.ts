/**
 * `npm start` (tsx server/main.ts --build-if-missing): builds the SPA if asked and missing,
 * opens and migrates the database, fills an embedded database it has just created with demo data
 * (unless DEMO_MODE=0), serves, prints the start banner, and shuts down gracefully on
 * SIGINT/SIGTERM (stop accepting, finish in-flight requests, close the database, exit 0).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app.js';
import { describeDatabase, loadConfig } from './config.js';
import { openDatabase } from './db/connection.js';
import { migrateToLatest } from './db/migrations.js';
import { serverPidFile } from './db/sqliteBackup.js';
import { DOCS_PREFIX } from './http/access.js';
import { countAccounts } from './modules/user/accounts.js';
import { prepareDemoData } from './seed/demoStart.js';
import { startBanner } from './startBanner.js';

const SHUTDOWN_GRACE_MS = 10_000;

function buildSpaIfMissing(distDir: string): void {
  if (existsSync(join(distDir, 'index.html'))) return;
  console.log(`${join(distDir, 'index.html')} is missing: building the web app (npx vite build)…`);
  const result = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error('The web app build failed; fix it or start without --build-if-missing (npm run server).');
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (process.argv.includes('--build-if-missing')) buildSpaIfMissing(config.distDir);

  // Only a database this start creates may become a demo database (docs/server.md, "Demo mode").
  const createdNow = config.databaseUrl === null && !existsSync(config.sqlitePath);
  const database = openDatabase(config);
  const applied = await migrateToLatest(database);
  const demo = await prepareDemoData(config, database.db, createdNow, database.dialect);
  const app = await buildApp({ config, database });
  await app.listen({ port: config.port, host: config.host });
  // On the embedded database, `npm run restore` refuses while this process runs.
  if (config.databaseUrl === null) writeFileSync(serverPidFile(config.dataDir), `${process.pid}\n`);

  const { port } = app.server.address() as AddressInfo;
  const banner = startBanner({
    database: describeDatabase(config),
    migrated: applied,
    base: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`,
    docsPath: DOCS_PREFIX,
    spaBuilt: existsSync(join(config.distDir, 'index.html')),
    demo,
    accounts: await countAccounts(database.db),
    demoAllowed: config.demoAllowed,
    demoModeSetting: config.demoModeSetting,
    mfa: config.mfa,
  });
  console.log(banner);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      console.error(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: finishing in-flight requests…`);
    // A client that never finishes reading must not hold the shutdown forever.
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    app
      .close()
      .then(() => database.close())
      .then(() => rmSync(serverPidFile(config.dataDir), { force: true }))
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('shutdown failed', error);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
