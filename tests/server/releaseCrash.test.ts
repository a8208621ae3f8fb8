/**
 * The server killed (SIGKILL) at any moment of adding a version leaves the database and the
 * versions' store in agreement (docs/releases.md, "Adding a version"; docs/files.md, "Sweeping
 * orphans"). The real `server/main.ts` runs as a child process on a demo SQLite folder; a creator
 * uploads an APK through tus, calls addScriptFile, and the process is killed during that call
 * (at a random moment, or as soon as a step shows in the folder: PLAN), then started again on the
 * same folder. After each start:
 * every stored_files row's file is there with its size and digests, every version names a row,
 * the only files no row names are younger than the sweep's grace (and the sweep, run as if they
 * were older, removes exactly those), and no temporary older than a day survived the start.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_BYTES } from '../../contracts/files.js';
import { openSqlite } from '../../server/db/connection.js';
import type { DB } from '../../server/db/schema.js';
import { openDirectoryStorage } from '../../server/modules/files/directoryStorage.js';
import { uploadKey } from '../../server/modules/files/storage.js';
import { notePendingFile, ORPHAN_GRACE_MS, sweepStoredOrphans } from '../../server/modules/files/storedFileSweep.js';
import { hashFile } from '../../server/modules/files/verifyUpload.js';
import { DEMO_PASSWORD } from '../../server/seed/demo.js';
import { writeLargeApk } from './support/largeApk.js';
import { type KillableMain, startKillableMain } from './support/processes.js';
import { API, call, loginDigest } from './support/server.js';
import { readFolder, releasesDir, rowsNotMatchingFiles, storedPath } from './support/storeAgreement.js';
import { tusClient, uploadIdOf } from './support/tus.js';

/** Large enough that hashing, linking and flushing take a while, small enough for 12 rounds. */
const APK_BYTES = 32_000_000;
/** The directory store removes temporaries older than a day when it opens (docs/files.md). */
const LEFTOVER_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * When each round kills. Most of a call is hashing; the steps that store a file and write its row
 * take its last few milliseconds, which a timer rarely hits. So six rounds kill at a random moment
 * each in a sixth of the call, and six as soon as the folder shows a step has begun: the upload
 * taken, a temporary in the store, the file under its key, its row committed.
 */
type Sign = 'taken' | 'temporary' | 'stored' | 'committed';
type KillPlan = { at: 'moment'; from: number; width: number } | { at: Sign };
const PLAN: KillPlan[] = [
  ...[0, 1, 2, 3, 4, 5].map((n): KillPlan => ({ at: 'moment', from: n / 6, width: 1 / 6 })),
  ...(['taken', 'temporary', 'stored', 'committed', 'stored', 'committed'] as const).map((at): KillPlan => ({ at })),
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signIn(url: string, username: string): Promise<string> {
  const digest = await loginDigest(url, username, DEMO_PASSWORD);
  const answer = await call<{ token: string }>(url, 'POST', `${API}/user/userLogin`, { body: { username, ...digest }, as: 'form' });
  if (answer.status !== 200) throw new Error(`login ${username}: ${answer.status} ${answer.text}`);
  return answer.body.data.token;
}

/** A new APK sent through tus in 8 MiB chunks; answers its upload id and MD5. */
async function uploadApk(url: string, token: string, path: string, tag: string): Promise<{ uploadId: string; md5: string }> {
  await writeLargeApk(path, APK_BYTES, tag);
  const bytes = await readFile(path);
  const tus = tusClient(url);
  const created = await tus.create(token, { purpose: 'apk', filename: `${tag}.apk`, length: bytes.length });
  expect(created.status, created.text).toBe(201);
  const location = new URL(created.headers.get('location')!, url).pathname;
  for (let offset = 0; offset < bytes.length; offset += UPLOAD_CHUNK_BYTES) {
    const sent = await tus.patch(token, location, offset, bytes.subarray(offset, offset + UPLOAD_CHUNK_BYTES));
    expect(sent.status, sent.text).toBe(204);
  }
  return { uploadId: uploadIdOf(location), md5: (await hashFile(path)).md5 };
}

/**
 * An old orphan (a registration cut short two hours ago: its file and its pending note) and an
 * old temporary: a start must remove both.
 */
async function plantOldLeftovers(dataDir: string): Promise<{ orphan: string; temporary: string }> {
  const orphan = uploadKey(randomBytes(16).toString('hex'), 'apk');
  const orphanPath = storedPath(dataDir, orphan);
  await mkdir(join(orphanPath, '..'), { recursive: true });
  await writeFile(orphanPath, 'left by a crash long ago');
  const old = new Date(Date.now() - 2 * ORPHAN_GRACE_MS);
  await utimes(orphanPath, old, old);
  const database = openSqlite(join(dataDir, 'rocket-script.sqlite'));
  try {
    await notePendingFile(database.db, orphan, old.getTime());
  } finally {
    await database.close();
  }
  const temporary = `old-${randomBytes(4).toString('hex')}`;
  const temporaryPath = join(releasesDir(dataDir), '.incoming', temporary);
  await writeFile(temporaryPath, 'half written long ago');
  const older = new Date(Date.now() - 2 * LEFTOVER_AGE_MS);
  await utimes(temporaryPath, older, older);
  return { orphan, temporary };
}

/** Whether a round's sign is there yet, read from the folder as the server leaves it. */
function signSeen(sign: Sign, dataDir: string, db: Kysely<DB>, uploadId: string, incomingBefore: ReadonlySet<string>): () => Promise<boolean> {
  const key = uploadKey(uploadId, 'apk');
  const exists = (path: string) => stat(path).then(() => true, () => false);
  switch (sign) {
    case 'taken':
      return () => exists(join(dataDir, 'uploads', '.tus', `${uploadId}.taken`));
    case 'temporary':
      return async () => (await readdir(join(releasesDir(dataDir), '.incoming'))).some((name) => !incomingBefore.has(name));
    case 'stored':
      return () => exists(storedPath(dataDir, key));
    case 'committed':
      return async () => (await db.selectFrom('stored_files').select('key').where('key', '=', key).executeTakeFirst()) !== undefined;
  }
}

/** Looks as often as the event loop allows until `seen`, `done()` or 10 s; answers whether it was seen. */
async function watch(seen: () => Promise<boolean>, done: () => boolean): Promise<boolean> {
  const until = performance.now() + 10_000;
  while (performance.now() < until && !done()) {
    if (await seen()) return true;
  }
  return false;
}

/** Waits for the start's orphan sweep, which runs beside the first requests. */
async function swept(dataDir: string, key: string): Promise<boolean> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    if (!(await readFolder(dataDir)).keys.has(key)) return true;
    await sleep(100);
  }
  return false;
}

/** What the folder says about one upload after the kill and the restart. */
function phaseOf(state: Awaited<ReturnType<typeof readFolder>>, key: string, uploadId: string, newTemporaries: number): string {
  if (state.rows.some((r) => r.key === key)) return 'committed';
  if (state.keys.has(key)) return 'stored, no row (orphan)';
  if (newTemporaries > 0) return 'killed while adopting (temporary left)';
  if (state.taken.includes(`${uploadId}.taken`)) return 'taken, not stored';
  return 'not taken';
}

describe('adding a version while the server is killed, on SQLite', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rs-crash-'));
  const env = { DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist') };
  let main: KillableMain | undefined;
  afterAll(async () => {
    await main?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Every invariant, after a start; answers the orphans the sweep removed and the state read. */
  async function expectAgreement(what: string, known: Set<string>) {
    const state = await readFolder(dataDir);
    expect(state.releasesWithoutRow, `${what}: versions naming no stored file`).toEqual([]);
    expect(await rowsNotMatchingFiles(dataDir, state.rows, known), `${what}: rows whose file is not theirs`).toEqual([]);
    const named = new Set(state.rows.map((r) => r.key));
    const orphans = [...state.keys.keys()].filter((key) => !named.has(key)).sort();
    const now = Date.now();
    for (const key of orphans) expect(now - state.keys.get(key)!, `${what}: ${key} is an old orphan`).toBeLessThan(ORPHAN_GRACE_MS);
    for (const [name, time] of state.incoming) expect(now - time, `${what}: .incoming/${name} survived a start`).toBeLessThan(LEFTOVER_AGE_MS);

    const database = openSqlite(join(dataDir, 'rocket-script.sqlite'));
    try {
      const storage = await openDirectoryStorage(releasesDir(dataDir));
      expect((await sweepStoredOrphans(database.db, storage, Date.now() + 2 * ORPHAN_GRACE_MS)).sort(), `${what}: the sweep`).toEqual(orphans);
    } finally {
      await database.close();
    }
    expect([...(await readFolder(dataDir)).keys.keys()].sort(), `${what}: after the sweep`).toEqual([...named].sort());
    return { orphans, state };
  }

  it('keeps rows and files in agreement through kills at any moment of addScriptFile', async () => {
    const work = mkdtempSync(join(tmpdir(), 'rs-crash-apk-'));
    try {
      main = await startKillableMain(env);
      const token = await signIn(main.url, 'creator1');
      const database = openSqlite(join(dataDir, 'rocket-script.sqlite'));
      const script = await database.db
        .selectFrom('scripts as s')
        .innerJoin('users as u', 'u.id', 's.owner_id')
        .select('s.id')
        .where('u.username_key', '=', 'creator1')
        .orderBy('s.id')
        .executeTakeFirstOrThrow();
      await database.close();
      const add = (uploadId: string, md5: string, version: number) =>
        call(main!.url, 'POST', `${API}/script/addScriptFile`, { token, body: { scriptId: Number(script.id), kind: 'apk', version, uploadId, md5 } });
      const known = new Set<string>();
      const apk = join(work, 'crash.apk');

      // The call's usual duration, measured once without a kill.
      const first = await uploadApk(main.url, token, apk, 'measured');
      const started = performance.now();
      const measured = await add(first.uploadId, first.md5, 100);
      const typicalMs = performance.now() - started;
      expect(measured.status, measured.text).toBe(200);
      await expectAgreement('after a call that finished', known);

      const rounds: string[] = [];
      for (const [index, plan] of PLAN.entries()) {
        const round = index + 1;
        const planted = await plantOldLeftovers(dataDir);
        const incomingBefore = new Set((await readFolder(dataDir)).incoming.keys());
        const { uploadId, md5 } = await uploadApk(main.url, token, apk, `round${round}`);
        const key = uploadKey(uploadId, 'apk');
        const watching = openSqlite(join(dataDir, 'rocket-script.sqlite'));
        const started = performance.now();
        let settled = false;
        const answered = add(uploadId, md5, 100 + round).then(
          (answer) => String(answer.status),
          () => 'cut',
        );
        void answered.then(() => (settled = true));
        let how = 'at a random moment';
        if (plan.at === 'moment') await sleep((plan.from + Math.random() * plan.width) * typicalMs);
        else how = (await watch(signSeen(plan.at, dataDir, watching.db, uploadId, incomingBefore), () => settled)) ? `once ${plan.at}` : `${plan.at} never seen`;
        const killedAt = performance.now() - started;
        await main.kill();
        await watching.close();
        const answer = await answered;
        main = await startKillableMain(env);

        const what = `round ${round} (killed ${how}, ${killedAt.toFixed(0)} ms into a ~${typicalMs.toFixed(0)} ms call, answer ${answer})`;
        expect(await swept(dataDir, planted.orphan), `${what}: the start's sweep left an old orphan`).toBe(true);
        const { orphans, state } = await expectAgreement(what, known);
        expect(state.incoming.has(planted.temporary), `${what}: an old temporary survived the start`).toBe(false);
        if (answer === '200') expect(state.rows.map((r) => r.key), `${what}: an answered version was lost`).toContain(key);
        const newTemporaries = [...state.incoming.keys()].filter((name) => !incomingBefore.has(name)).length;
        rounds.push(`${what}: ${phaseOf(state, key, uploadId, newTemporaries)}; orphans ${orphans.length}, taken left ${state.taken.length}`);
      }
      // Which step each kill interrupted, for whoever reads the run.
      console.info(rounds.join('\n'));
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 120_000);
});
