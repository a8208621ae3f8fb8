/**
 * Starts the real product as a user would (`tsx server/main.ts`) on a free port with a fresh
 * embedded database, which main.ts fills with the demo data and marks as a demo database, for
 * the browser journeys and the benchmarks. Builds the SPA first when dist/ is missing or older
 * than the sources.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningApp {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** `vite build` unless dist/index.html is newer than everything the SPA is built from. */
export function buildSpaIfStale(): void {
  let built = 0;
  try {
    built = statSync('dist/index.html').mtimeMs;
  } catch {
    built = 0;
  }
  const sources = Math.max(
    ...['src', 'machines', 'contracts', 'locales'].map(newestMtime),
    statSync('index.html').mtimeMs,
    statSync('vite.config.ts').mtimeMs,
  );
  if (built > sources) return;
  // Always a production build: vitest runs with NODE_ENV=test, which would bundle React's
  // development builds into what the journeys and the benchmark load.
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rocket-app-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // A fresh folder and no DEMO_MODE=0 from the caller's shell: main.ts makes it a demo database.
    // Two-step verification stays off unless the caller's env turns it on (MFA_REQUIRED_ROLES, DEMO_MFA).
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', DEMO_MODE: '', LOG_LEVEL: 'warn', MFA_REQUIRED_ROLES: '', DEMO_MFA: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const answer = await fetch(`${url}/rocketScript/api/userQuery/getSalt?username=admin`);
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
