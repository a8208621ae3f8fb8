/**
 * `npm start` (tsx server/main.ts --build-if-missing): builds the SPA if asked and missing,
 * opens and migrates the database, seeds the demo data on the embedded default, serves, and
 * shuts down gracefully on SIGINT/SIGTERM (stop accepting, finish in-flight requests, close the
 * database, exit 0).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app.js';
import { describeDatabase, loadConfig } from './config.js';
import { openDatabase } from './db/connection.js';
import { migrateToLatest } from './db/migrations.js';
import { DOCS_PREFIX } from './http/access.js';
import { countAccounts } from './modules/user/accounts.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seed/demo.js';

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

function demoTable(): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.username.length), 8);
  const lines = DEMO_ACCOUNTS.map((a) => `  ${a.username.padEnd(width)}  ${a.roles.join(', ')}`);
  return [`  ${'username'.padEnd(width)}  roles`, ...lines].join('\n');
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (process.argv.includes('--build-if-missing')) buildSpaIfMissing(config.distDir);

  const database = openDatabase(config);
  const applied = await migrateToLatest(database);
  const seeded = config.demoMode ? await seedDemo(database.db) : false;
  const app = await buildApp({ config, database });
  await app.listen({ port: config.port, host: config.host });

  const { port } = app.server.address() as AddressInfo;
  const base = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  const out: string[] = [
    '',
    `Rocket Script back-office on ${describeDatabase(config)}${applied.length ? ` (migrated: ${applied.join(', ')})` : ''}`,
    `  app:      ${base}/`,
    `  API docs: ${base}${DOCS_PREFIX}`,
  ];
  if (!existsSync(join(config.distDir, 'index.html'))) {
    out.push('  (the web app is not built: run `npm run build`, or start with `npm start`)');
  }
  if (config.databaseUrl === null) {
    out.push('', `Demo accounts${seeded ? ' (just created)' : ''}, password "${DEMO_PASSWORD}" unless changed:`, demoTable());
  } else if ((await countAccounts(database.db)) === 0) {
    out.push('', 'The database has no account yet. Create the first administrator with:', '  npm run create-admin -- --username admin');
  }
  if (config.demoMode) out.push('', `Demo mode: phone codes are logged and listed at ${base}/rocketScript/api/dev/phoneOutbox`);
  console.log(`${out.join('\n')}\n`);

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
