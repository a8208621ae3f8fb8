/**
 * A script's files over HTTP on both databases (docs/releases.md): a creator uploads a new APK
 * version of their own script through tus, activates it (the active one is superseded), rolls
 * back, downloads it byte-identical; hostile uploads store nothing and leave no orphan file.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReleaseChange, ReleaseRecord } from '../../contracts/release.js';
import { uploadKey } from '../../server/modules/files/storage.js';
import { notePendingFile, ORPHAN_GRACE_MS, sweepStoredOrphans } from '../../server/modules/files/storedFileSweep.js';
import { openReleaseStorage } from '../../server/modules/files/stores.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { tusClient, uploadIdOf } from './support/tus.js';
import { apkBytes, md5Of, storedKeys, uploaded } from './support/releaseUploads.js';
import { API, useTestServer } from './support/server.js';

type Page<T> = { records: T[]; total: number };
/** A success's record, or a refusal's reason and fields. */
type Answer = ReleaseRecord & { fields?: { field: string; reason: string }[]; reason?: string };

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`script files on ${target.name}`, () => {
    const server = useTestServer(target);
    const ownScript = async (username: string) => {
      const row = await server.db
        .selectFrom('releases as r')
        .innerJoin('scripts as s', 's.id', 'r.script_id')
        .innerJoin('users as u', 'u.id', 's.owner_id')
        .select('s.id')
        .where('u.username_key', '=', username)
        .where('r.kind', '=', 'apk')
        .orderBy('s.id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    };
    const files = async (username: string, scriptId: number) => {
      const answer = await server.get<Page<ReleaseRecord>>(`${API}/script/queryScriptFile`, { token: await server.sessionFor(username), query: { scriptId: String(scriptId), kind: 'apk', size: '50' } });
      expect(answer.status, answer.text).toBe(200);
      return answer.body.data.records;
    };
    const add = async (username: string, body: Record<string, unknown>) =>
      server.post<Answer>(`${API}/script/addScriptFile`, body, { token: await server.sessionFor(username) });
    const act = async (username: string, action: 'activate' | 'withdraw', id: number) =>
      server.post<ReleaseChange & { reason?: string }>(`${API}/script/${action}ScriptFile`, { id }, { token: await server.sessionFor(username) });
    const expectNoOrphans = async () => {
      const { inStore, named } = await storedKeys(server);
      expect(inStore).toEqual(named);
    };

    it('uploads, activates, rolls back and serves a version byte-identical', async () => {
      const scriptId = await ownScript('creator1');
      const before = await files('creator1', scriptId);
      const active = before.find((r) => r.status === 'active')!;
      const highest = Math.max(...before.map((r) => r.versionCode));
      const bytes = await apkBytes('journey');
      const uploadId = await uploaded(server, 'creator1', 'apk', bytes, '../../puzzle new.apk');
      const added = await add('creator1', { scriptId, kind: 'apk', version: highest + 1, forceUpdate: true, notes: 'Faster taps', uploadId, md5: md5Of(bytes) });
      expect(added.status, added.text).toBe(200);
      const record = added.body.data;
      expect(record).toMatchObject({ status: 'uploaded', versionCode: highest + 1, forceUpdate: true, md5: md5Of(bytes), fileSize: bytes.length, fileName: 'puzzle new.apk' });

      const download = await fetch(`${server.url}${record.url}`);
      expect(download.status).toBe(200);
      expect(download.headers.get('etag')).toBe(`"${md5Of(bytes)}"`);
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
      const part = await fetch(`${server.url}${record.url}`, { headers: { Range: 'bytes=0-3' } });
      expect(part.status).toBe(206);
      expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 4))).toBe(true);

      const activated = await act('creator1', 'activate', record.id);
      expect(activated.status, activated.text).toBe(200);
      expect(activated.body.data).toMatchObject({ from: 'uploaded', to: 'active', superseded: active.id });
      const rolledBack = await act('creator1', 'activate', active.id);
      expect(rolledBack.body.data).toMatchObject({ from: 'superseded', to: 'active', superseded: record.id });
      const now = await files('creator1', scriptId);
      expect(now.filter((r) => r.status === 'active').map((r) => r.id)).toEqual([active.id]);

      const history = await server.get<{ transitions: { event: string }[] }>(`${API}/audit/queryRecordHistory`, { token: await server.sessionFor('admin'), query: { entity: 'release', id: String(record.id) } });
      expect(history.status, history.text).toBe(200);
      expect(history.body.data.transitions.map((t) => t.event)).toEqual(['ACTIVATE', 'SUPERSEDE']);
      await expectNoOrphans();
    });

    it('refuses a version not above the highest (409), another author\'s script (404), the active one withdrawn (409)', async () => {
      const scriptId = await ownScript('creator1');
      const highest = Math.max(...(await files('creator1', scriptId)).map((r) => r.versionCode));
      const bytes = await apkBytes('same');
      const same = await add('creator1', { scriptId, kind: 'apk', version: highest, uploadId: await uploaded(server, 'creator1', 'apk', bytes), md5: md5Of(bytes) });
      expect(same.status, same.text).toBe(409);
      expect(same.body.data.fields?.[0]).toMatchObject({ field: 'version', reason: 'version_not_newer' });
      const foreign = await add('creator2', { scriptId, kind: 'apk', version: highest + 5, uploadId: await uploaded(server, 'creator2', 'apk', bytes), md5: md5Of(bytes) });
      expect(foreign.status, foreign.text).toBe(404);
      const active = (await files('creator1', scriptId)).find((r) => r.status === 'active')!;
      expect((await act('creator2', 'activate', active.id)).status).toBe(404);
      const withdraw = await act('admin', 'withdraw', active.id);
      expect(withdraw.status).toBe(409);
      expect(withdraw.body.data.reason).toBe('illegal_transition');
      await expectNoOrphans();
    });

    it('stores nothing for a wrong type (415), a wrong MD5 (400) or an upload of someone else', async () => {
      const scriptId = await ownScript('creator1');
      const highest = Math.max(...(await files('creator1', scriptId)).map((r) => r.versionCode));
      const count = async () => (await server.db.selectFrom('releases').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n;
      const before = await count();
      const text = Buffer.from('not a zip at all');
      const wrongType = await add('creator1', { scriptId, kind: 'apk', version: highest + 1, uploadId: await uploaded(server, 'creator1', 'apk', text), md5: md5Of(text) });
      expect(wrongType.status, wrongType.text).toBe(415);
      const noManifest = Buffer.from(await (await import('./support/releaseUploads.js')).zipBytes({ 'hello.txt': 'hi' }));
      const plainZip = await add('creator1', { scriptId, kind: 'apk', version: highest + 1, uploadId: await uploaded(server, 'creator1', 'apk', noManifest), md5: md5Of(noManifest) });
      expect(plainZip.status, plainZip.text).toBe(415);
      const bytes = await apkBytes('md5');
      const wrongMd5 = await add('creator1', { scriptId, kind: 'apk', version: highest + 1, uploadId: await uploaded(server, 'creator1', 'apk', bytes), md5: md5Of(Buffer.from('other')) });
      expect(wrongMd5.status, wrongMd5.text).toBe(400);
      expect(wrongMd5.body.data.fields?.[0]).toMatchObject({ field: 'md5', reason: 'md5_mismatch' });
      const othersUpload = await add('admin', { scriptId, kind: 'apk', version: highest + 1, uploadId: await uploaded(server, 'creator1', 'apk', bytes), md5: md5Of(bytes) });
      expect(othersUpload.status, othersUpload.text).toBe(404);
      expect(await count()).toEqual(before);
      await expectNoOrphans();
    });

    it('lets one of two parallel uploads of the same version win', async () => {
      const scriptId = await ownScript('creator1');
      const highest = Math.max(...(await files('creator1', scriptId)).map((r) => r.versionCode));
      const bodies = await Promise.all(
        [1, 2].map(async (n) => {
          const bytes = await apkBytes(`race${n}`);
          return { scriptId, kind: 'apk', version: highest + 1, uploadId: await uploaded(server, 'creator1', 'apk', bytes), md5: md5Of(bytes) };
        }),
      );
      const answers = await Promise.all(bodies.map((body) => add('creator1', body)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      // The loser's file was fine: the same upload goes in with the next number.
      const loser = bodies[answers.findIndex((a) => a.status === 409)]!;
      const again = await add('creator1', { ...loser, version: highest + 2 });
      expect(again.status, again.text).toBe(200);
      await expectNoOrphans();
    });

    it('refuses an upload cut short (409) and keeps nothing of it', async () => {
      const scriptId = await ownScript('creator1');
      const highest = Math.max(...(await files('creator1', scriptId)).map((r) => r.versionCode));
      const bytes = await apkBytes('short');
      const tus = tusClient(server.url);
      const token = await server.sessionFor('creator1');
      const created = await tus.create(token, { purpose: 'apk', filename: 'short.apk', length: bytes.length });
      const location = new URL(created.headers.get('location')!, server.url).pathname;
      expect((await tus.patch(token, location, 0, bytes.subarray(0, 10))).status).toBe(204);
      const answer = await add('creator1', { scriptId, kind: 'apk', version: highest + 1, uploadId: uploadIdOf(location), md5: md5Of(bytes) });
      expect(answer.status, answer.text).toBe(409);
      await expectNoOrphans();
    });

    it('sweeps the file of a registration cut short, once an hour old, and never a file it did not note', async () => {
      const storage = await openReleaseStorage(server.config);
      const dir = await mkdtemp(join(tmpdir(), 'orphan-'));
      const path = join(dir, 'orphan.apk');
      await writeFile(path, await apkBytes('orphan'));
      const noted = uploadKey(randomBytes(16).toString('hex'), 'apk');
      const foreign = uploadKey(randomBytes(16).toString('hex'), 'apk');
      // A registration cut short after moving its file, and another database's file in the same store.
      await notePendingFile(server.db, noted);
      await storage.adopt(path, noted, 'application/vnd.android.package-archive');
      await storage.adopt(path, foreign, 'application/vnd.android.package-archive');
      expect(await sweepStoredOrphans(server.db, storage)).toEqual([]);
      expect(await sweepStoredOrphans(server.db, storage, Date.now() + 2 * ORPHAN_GRACE_MS)).toEqual([noted]);
      expect(await storage.stat(noted)).toBeNull();
      expect(await storage.stat(foreign)).not.toBeNull();
      expect(await server.db.selectFrom('pending_files').selectAll().execute()).toEqual([]);
      await storage.remove(foreign);
      await rm(dir, { recursive: true, force: true });
    });

    it('gives back, at the next start, an upload a stopped process had taken, so it can be registered again', async () => {
      const scriptId = await ownScript('creator1');
      const highest = Math.max(...(await files('creator1', scriptId)).map((r) => r.versionCode));
      const bytes = await apkBytes('restart');
      const uploadId = await uploaded(server, 'creator1', 'apk', bytes);
      // What a process killed while checking the file leaves: the upload renamed as taken.
      const staging = join(server.config.uploadsDir, '.tus');
      await rename(join(staging, uploadId), join(staging, `${uploadId}.taken`));
      const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
      await utimes(join(staging, `${uploadId}.taken`), tenMinutesAgo, tenMinutesAgo);
      const taken = await add('creator1', { scriptId, kind: 'apk', version: highest + 1, uploadId, md5: md5Of(bytes) });
      expect(taken.status, taken.text).toBe(409);
      const restarted = await server.startAnother({});
      const again = await fetch(`${restarted}${API}/script/addScriptFile`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${await server.sessionFor('creator1')}`, 'Content-Type': 'application/json', 'X-Client-Type': 'pc' },
        body: JSON.stringify({ scriptId, kind: 'apk', version: highest + 1, uploadId, md5: md5Of(bytes) }),
      });
      expect(again.status, await again.clone().text()).toBe(200);
      await expectNoOrphans();
    });
  });
}
