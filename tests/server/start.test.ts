/**
 * `npm start` for real (`tsx server/main.ts` as a child process on a temporary data folder and
 * port 0): only a database it created itself and filled with demo data is a demo database, and
 * the start banner lists the demo accounts only for such a database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../../server/db/connection.js';
import { readSetting } from '../../server/db/settings.js';
import { countAccounts } from '../../server/modules/user/accounts.js';
import { DATABASE_TARGETS, type TestDatabase } from './support/databases.js';
import { runScript, startMain } from './support/processes.js';
import { API } from './support/server.js';

// Each test starts the server as a child process (tsx, migrations, demo data) up to three times:
// 15 s alone, and several times that while the whole suite loads both cores.
const STARTS = { timeout: 120_000 };

const DEMO_TABLE = /Demo accounts[^\n]*\n[\s\S]*admin\s+ADMIN[\s\S]*partner2\s+COOPERATE/;
const CREATE_ADMIN = 'npm run create-admin -- --username admin';
const RIBBON = 'Demo data — not for production';

interface StartRun {
  code: number | null;
  /** Everything printed, the start banner included. */
  out: string;
  /** What platform/info said (null when it did not answer 200). */
  demoMode: boolean | null;
  /** The status of GET dev/phoneOutbox. */
  outbox: number;
}

/** Starts the server, asks it about demo mode, stops it with SIGTERM. */
async function startAndStop(env: Record<string, string | undefined>): Promise<StartRun> {
  const main = await startMain(env);
  const probe = Promise.all([
    fetch(`${main.url}${API}/platform/info`).then(async (answer) => {
      const body = (await answer.json()) as { data: { demoMode?: unknown } };
      return answer.status === 200 && typeof body.data.demoMode === 'boolean' ? body.data.demoMode : null;
    }),
    fetch(`${main.url}${API}/dev/phoneOutbox`).then(async (answer) => {
      await answer.arrayBuffer();
      return answer.status;
    }),
  ]);
  const [demoMode, outbox] = await probe.catch(async (error: unknown) => {
    await main.stop();
    throw error;
  });
  return { ...(await main.stop()), demoMode, outbox };
}

/** What an embedded database folder holds: its accounts and whether it carries the demo mark. */
async function inspectFolder(dataDir: string): Promise<{ accounts: number; marked: boolean }> {
  const database = openSqlite(join(dataDir, 'rocket-script.sqlite'));
  try {
    return { accounts: await countAccounts(database.db), marked: (await readSetting(database.db, 'demo_database')) !== null };
  } finally {
    await database.close();
  }
}

describe('npm start on the embedded database', STARTS, () => {
  const folders: string[] = [];
  const freshFolder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'rs-start-'));
    folders.push(dir);
    return { DATA_DIR: dir, DIST_DIR: join(dir, 'no-dist') };
  };
  afterAll(() => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('a fresh folder becomes a demo database (seeded, marked, accounts listed); a restart keeps it; DEMO_MODE=0 turns it off', async () => {
    const env = freshFolder();
    const first = await startAndStop(env);
    expect(first.code, first.out).toBe(0);
    expect(first.out).toMatch(DEMO_TABLE);
    expect(first.out).toContain('(just created)');
    expect(first.out).toContain(RIBBON);
    expect(first.out).not.toContain(CREATE_ADMIN);
    expect(first).toMatchObject({ demoMode: true, outbox: 200 });
    // The demo accounts and the demo app users.
    expect(await inspectFolder(env.DATA_DIR)).toEqual({ accounts: 12, marked: true });

    const again = await startAndStop(env);
    expect(again.out).toMatch(DEMO_TABLE);
    expect(again.out).not.toContain('(just created)');
    expect(again.out).toContain(RIBBON);
    expect(again).toMatchObject({ demoMode: true, outbox: 200 });

    const off = await startAndStop({ ...env, DEMO_MODE: '0' });
    expect(off.out).not.toMatch(/Demo accounts/);
    expect(off.out).not.toContain(RIBBON);
    expect(off.out).toMatch(/DEMO_MODE=0/);
    expect(off).toMatchObject({ demoMode: false, outbox: 404 });
  });

  it('DEMO_MODE=0 on an empty folder: no account, the banner prints create-admin; a later start does not seed it either', async () => {
    const env = freshFolder();
    const off = await startAndStop({ ...env, DEMO_MODE: '0' });
    expect(off.code, off.out).toBe(0);
    expect(off.out).not.toMatch(/Demo accounts/);
    expect(off.out).not.toContain('rocket123');
    expect(off.out).toContain(CREATE_ADMIN);
    expect(off).toMatchObject({ demoMode: false, outbox: 404 });
    expect(await inspectFolder(env.DATA_DIR)).toEqual({ accounts: 0, marked: false });

    // The database exists now, made without demo data: it never becomes a demo database.
    const later = await startAndStop(env);
    expect(later.out).not.toMatch(/Demo accounts/);
    expect(later.out).toContain(CREATE_ADMIN);
    expect(later).toMatchObject({ demoMode: false, outbox: 404 });
    expect(await inspectFolder(env.DATA_DIR)).toEqual({ accounts: 0, marked: false });
  });

  it('DEMO_MODE=1 cannot force demo mode on a database without the mark', async () => {
    const env = freshFolder();
    const made = await runScript(['server/cli/createAdmin.ts', '--username', 'boss'], { ...env, PASSWORD: 'first-admin-pass' });
    expect(made.code, made.out).toBe(0);
    const forced = await startAndStop({ ...env, DEMO_MODE: '1' });
    expect(forced.out).not.toMatch(/Demo accounts/);
    expect(forced.out).toMatch(/DEMO_MODE=1 does not turn demo mode on/);
    expect(forced).toMatchObject({ demoMode: false, outbox: 404 });
  });
});

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`npm start on a database made by create-admin on ${target.name}`, STARTS, () => {
    let made: TestDatabase | undefined;
    afterAll(async () => {
      await made?.dispose();
    });

    it('is no demo database: no outbox, platform/info says off, the banner lists no demo account', async () => {
      made = await target.create();
      const env = { DATA_DIR: made.dataDir, DIST_DIR: join(made.dataDir, 'no-dist'), DATABASE_URL: made.databaseUrl ?? undefined };
      const created = await runScript(['server/cli/createAdmin.ts', '--username', 'boss'], { ...env, PASSWORD: 'first-admin-pass' });
      expect(created.code, created.out).toBe(0);
      const run = await startAndStop(env);
      expect(run.code, run.out).toBe(0);
      expect(run.out).not.toMatch(/Demo accounts/);
      expect(run.out).not.toContain(RIBBON);
      expect(run.out).not.toContain(CREATE_ADMIN);
      expect(run).toMatchObject({ demoMode: false, outbox: 404 });
      expect(await countAccounts(made.database.db)).toBe(1);
      expect(await readSetting(made.database.db, 'demo_database')).toBeNull();
    });
  });
}

describe.runIf(DATABASE_TARGETS.some((t) => t.name === 'postgres' && t.available))('npm start on an empty PostgreSQL database', STARTS, () => {
  let made: TestDatabase | undefined;
  afterAll(async () => {
    await made?.dispose();
  });

  it('seeds nothing: demo mode off, the banner prints create-admin', async () => {
    made = await DATABASE_TARGETS.find((t) => t.name === 'postgres')!.create();
    const run = await startAndStop({ DATA_DIR: made.dataDir, DIST_DIR: join(made.dataDir, 'no-dist'), DATABASE_URL: made.databaseUrl! });
    expect(run.code, run.out).toBe(0);
    expect(run.out).not.toMatch(/Demo accounts/);
    expect(run.out).toContain(CREATE_ADMIN);
    expect(run).toMatchObject({ demoMode: false, outbox: 404 });
    expect(await countAccounts(made.database.db)).toBe(0);
  });
});
