/**
 * Production runs compiled JavaScript (docs/operations.md, "Production"): `npm run build:server`
 * compiles the server with TypeScript's compiler, and `node build/server/server/main.js` starts it
 * with no TypeScript at run time: it migrates a new database, answers ready, and stops cleanly on
 * SIGTERM, its process-id file gone.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Inside the project, where Node finds its packages (node_modules) and its module type.
mkdirSync('.tmp', { recursive: true });
const out = mkdtempSync(join('.tmp', 'compiled-server-'));
const data = mkdtempSync(join(tmpdir(), 'rs-compiled-data-'));
afterAll(() => [out, data].forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the compiled server', () => {
  it('builds, starts without TypeScript, is ready on a new database and stops on SIGTERM', async () => {
    const built = spawnSync('npx', ['tsc', '-p', 'tsconfig.server.json', '--outDir', out], { encoding: 'utf8' });
    expect(built.status, built.stdout + built.stderr).toBe(0);
    const main = resolve(out, 'server', 'main.js');
    expect(existsSync(main)).toBe(true);

    const server = spawn(process.execPath, [main], {
      env: { ...process.env, DATA_DIR: data, PORT: '0', DEMO_MODE: '0', LOG_LEVEL: 'warn', DATABASE_URL: '', NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await expect.poll(() => /app: +http:\/\/127\.0\.0\.1:(\d+)\//.exec(output)?.[1], { timeout: 30_000 }).toBeTruthy();
      const port = /app: +http:\/\/127\.0\.0\.1:(\d+)\//.exec(output)![1];
      const ready = await fetch(`http://127.0.0.1:${port}/rocketScript/api/ready`);
      expect(ready.status).toBe(200);
      expect(((await ready.json()) as { data: { database: string } }).data.database).toBe('sqlite');
      expect(existsSync(join(data, 'server.pid'))).toBe(true);
      // Nothing of TypeScript was loaded: no tsx loader, no .ts module.
      expect(output).not.toMatch(/\.ts:\d|tsx/);
    } finally {
      server.kill('SIGTERM');
    }
    const code = await new Promise<number | null>((resolve) => server.once('exit', resolve));
    expect(code, output).toBe(0);
    expect(existsSync(join(data, 'server.pid'))).toBe(false);
  }, 120_000);
});
