/**
 * The real app on a prepared database for an endpoint benchmark: this process, 127.0.0.1, an
 * ephemeral port, no rate limits in the way, and an admin session to call with. `run` gets the
 * API base URL and the headers; the server is closed afterwards. With `distDir` it serves that
 * built SPA too (a browser benchmark); without, no SPA.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/schema';
import { createSession } from '../server/modules/user/sessions';

export async function withBenchServer<T>(
  database: Database,
  run: (api: string, headers: Record<string, string>) => Promise<T>,
  options: { distDir?: string } = {},
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rocket-bench-server-'));
  const base = loadConfig({
    DATA_DIR: dataDir,
    DEMO_MODE: 'off',
    // The browser benchmark signs in as the demo admin through the login form, one step.
    MFA_REQUIRED_ROLES: '',
    LOG_LEVEL: 'silent',
    DIST_DIR: options.distDir ?? join(dataDir, 'no-dist'),
  });
  const generous = { max: 10_000_000, windowSeconds: 60 };
  const config = {
    ...base,
    port: 0,
    host: '127.0.0.1',
    limits: { ...base.limits, saltPerAddress: generous, loginPerAddress: generous, ingestPerDevice: generous, ingestCallsPerUser: generous },
  };
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = app.server.address() as AddressInfo;
    const admin = await database.db
      .selectFrom('users')
      .select('id')
      .where('username_key', '=', 'admin')
      .executeTakeFirstOrThrow();
    const { token } = await createSession(database.db, admin.id, 1);
    return await run(`http://127.0.0.1:${port}/rocketScript/api`, {
      Authorization: `Bearer ${token}`,
      'X-Client-Type': 'pc',
    });
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
