/**
 * Backups of the embedded database (server/db/sqliteBackup.ts, `npm run backup` / `npm run
 * restore`, docs/operations.md): a backup taken while another connection keeps writing passes the
 * integrity check and holds every write acknowledged before it started; restoring it keeps the
 * database as it was, is refused while a server runs on the data directory, and a damaged or
 * foreign file is refused without changing anything.
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../../server/db/connection.js';
import { migrateToLatest } from '../../server/db/migrations.js';
import { backupSqlite, checkIntact, restoreSqlite, serverPidFile } from '../../server/db/sqliteBackup.js';
import { seedDemo } from '../../server/seed/demo.js';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'rs-backup-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function demoDatabase(dir: string): Promise<string> {
  const path = join(dir, 'rocket-script.sqlite');
  const database = openSqlite(path);
  await migrateToLatest(database);
  await seedDemo(database.db, { days: 40 });
  await database.close();
  return path;
}

/** A writer of its own (another process, as the server would be): a brand per write, its name printed once committed. */
const WRITER = `
const SQLite = require('better-sqlite3');
const db = new SQLite(process.argv[1]);
db.pragma('journal_mode = WAL');
db.pragma('busy_timeout = 5000');
const owner = db.prepare("select id from users where username_key = 'creator1'").get().id;
const insert = db.prepare("insert into brands (brand_name, brand_name_key, owner_id, created_at, updated_at) values (?, ?, ?, '2026-11-26T00:00:00.000Z', '2026-11-26T00:00:00.000Z')");
let serial = 0;
const tick = () => {
  const names = [];
  for (let i = 0; i < 20; i++) { const name = 'load ' + (serial += 1); insert.run(name, name, owner); names.push(name); }
  process.stdout.write(names.join('\\n') + '\\n', () => setImmediate(tick));
};
tick();
`;

const brandNames = (path: string) =>
  new Set((new SQLite(path, { readonly: true }).prepare("select brand_name from brands where brand_name like 'load %'").all() as { brand_name: string }[]).map((r) => r.brand_name));

describe('backups of the embedded database', () => {
  it('holds every write acknowledged before it started, under write load, and restores whole', async () => {
    const dir = freshDir();
    const live = await demoDatabase(dir);
    // Another process writes all along, before, during and after, and says each acknowledged write.
    const writer = spawn(process.execPath, ['-e', WRITER, live], { stdio: ['ignore', 'pipe', 'inherit'] });
    const acknowledged: string[] = [];
    let partial = '';
    writer.stdout.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop()!;
      acknowledged.push(...lines);
    });
    await expect.poll(() => acknowledged.length, { timeout: 10_000 }).toBeGreaterThan(200);
    const beforeStart = [...acknowledged];
    const target = join(dir, 'backups', 'copy.sqlite');
    await backupSqlite(live, target);
    const afterBackup = acknowledged.length;
    await expect.poll(() => acknowledged.length, { timeout: 10_000 }).toBeGreaterThan(afterBackup + 100);
    writer.kill();
    await new Promise((resolve) => writer.once('exit', resolve));

    expect(() => checkIntact(target)).not.toThrow();
    const saved = brandNames(target);
    expect(beforeStart.filter((name) => !saved.has(name))).toEqual([]);

    // Restored elsewhere: the backup's state, and the replaced database kept beside it.
    const other = freshDir();
    const otherLive = await demoDatabase(other);
    const { kept } = await restoreSqlite(target, otherLive, join(other, 'backups'));
    expect(kept && existsSync(kept)).toBe(true);
    expect(brandNames(otherLive)).toEqual(saved);
    expect(brandNames(kept!).size).toBe(0);
    expect(() => checkIntact(otherLive)).not.toThrow();
  });

  it('refuses a damaged or foreign file, and never overwrites a backup', async () => {
    const dir = freshDir();
    const live = await demoDatabase(dir);
    const damaged = join(dir, 'damaged.sqlite');
    copyFileSync(live, damaged);
    const bytes = Buffer.alloc(4096, 0x5a);
    const file = await import('node:fs/promises').then((fs) => fs.open(damaged, 'r+'));
    await file.write(bytes, 0, bytes.length, 8192);
    await file.close();
    const foreign = join(dir, 'foreign.sqlite');
    new SQLite(foreign).exec('create table t (x)');
    const text = join(dir, 'notes.txt');
    writeFileSync(text, 'not a database');
    for (const bad of [damaged, foreign, text, join(dir, 'missing.sqlite')]) {
      await expect(restoreSqlite(bad, live, join(dir, 'backups'))).rejects.toThrow();
    }
    expect(existsSync(join(dir, 'backups'))).toBe(false);
    expect(() => checkIntact(live)).not.toThrow();
    await backupSqlite(live, join(dir, 'one.sqlite'));
    await expect(backupSqlite(live, join(dir, 'one.sqlite'))).rejects.toThrow(/already exists/);
  });

  it('npm run backup and npm run restore: the restore refuses while a server runs on the data directory', () => {
    const dir = freshDir();
    const run = (script: string, ...args: string[]) =>
      spawnSync('npx', ['tsx', `server/cli/${script}.ts`, ...args], { env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' }, encoding: 'utf8' });
    return demoDatabase(dir).then(() => {
      const backup = run('backup');
      expect(backup.status, backup.stderr).toBe(0);
      const [made] = readdirSync(join(dir, 'backups'));
      expect(made).toMatch(/^rocket-script-\d{8}-\d{6}\.sqlite$/);
      writeFileSync(serverPidFile(dir), `${process.pid}\n`);
      const refused = run('restore', '--', join(dir, 'backups', made!));
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/stop it first/);
      rmSync(serverPidFile(dir));
      const restored = run('restore', '--', join(dir, 'backups', made!));
      expect(restored.status, restored.stderr).toBe(0);
      expect(restored.stdout).toMatch(/kept in .*before-restore-/);
    });
  }, 60_000);
});
