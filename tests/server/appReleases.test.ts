/**
 * The app's releases and the Lua detection code over HTTP on both databases (docs/releases.md):
 * what the app's "latest version" call answers (forced across a forced release, rollout by
 * device), an app release's edit, and the Lua code's upload (text that parses), activation and
 * the app's current-code call.
 */
import { describe, expect, it } from 'vitest';
import type { LatestVersionAnswer, ReleaseChange, ReleaseRecord } from '../../contracts/release.js';
import { rolloutBucket } from '../../server/modules/releases/appSideRoutes.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { apkBytes, luaBytes, md5Of, uploaded } from './support/releaseUploads.js';
import { API, useTestServer } from './support/server.js';

type Page<T> = { records: T[]; total: number };

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`app releases and Lua code on ${target.name}`, () => {
    const server = useTestServer(target);
    const latest = async (versionCode: number, deviceId?: string) => {
      const answer = await server.get<LatestVersionAnswer>(`${API}/version/latestVersion`, { query: { versionCode: String(versionCode), ...(deviceId && { deviceId }) } });
      expect(answer.status, answer.text).toBe(200);
      return answer.body.data;
    };
    const releases = async () => {
      const answer = await server.get<Page<ReleaseRecord>>(`${API}/version/queryAppRelease`, { token: await server.sessionFor('admin') });
      expect(answer.status, answer.text).toBe(200);
      return answer.body.data.records;
    };
    const post = async <T>(username: string, path: string, body: Record<string, unknown>) =>
      server.post<T>(`${API}/${path}`, body, { token: await server.sessionFor(username) });

    it('tells the app when to update, forced across a forced release, and rolls out by device', async () => {
      expect(await latest(110)).toMatchObject({ update: false, force: false });
      for (const hostile of ['', '1e3', '0x10', ' 100', '-1', '99999999999'])
        expect((await server.get(`${API}/version/latestVersion`, { query: { versionCode: hostile } })).status, hostile).toBe(400);
      const forced = await latest(100);
      expect(forced).toMatchObject({ update: true, force: true, version: '1.1.0', updateVersion: 110 });
      const file = await fetch(`${server.url}${forced.url}`);
      expect(md5Of(Buffer.from(await file.arrayBuffer()))).toBe(forced.md5);

      const rolling = (await releases()).find((r) => r.versionName === '1.2.0')!;
      expect(rolling.rolloutPercent).toBe(20);
      const activated = await post<ReleaseChange>('admin', 'version/activateAppRelease', { id: rolling.id });
      expect(activated.status, activated.text).toBe(200);
      const inside = Array.from({ length: 200 }, (_, n) => `device-${n}`).find((d) => rolloutBucket(d, 120) < 20)!;
      const outside = Array.from({ length: 200 }, (_, n) => `device-${n}`).find((d) => rolloutBucket(d, 120) >= 20)!;
      expect(await latest(110, inside)).toMatchObject({ update: true, force: false, version: '1.2.0' });
      expect(await latest(110, outside)).toMatchObject({ update: false });
      expect(await latest(110)).toMatchObject({ update: false });
      // Below the forced 1.1.0, every device must update, rollout or not.
      expect(await latest(100, outside)).toMatchObject({ update: true, force: true, version: '1.2.0' });

      const edited = await post<ReleaseRecord>('admin', 'version/updateAppRelease', { id: rolling.id, rolloutPercent: 100 });
      expect(edited.status, edited.text).toBe(200);
      expect(await latest(110, outside)).toMatchObject({ update: true, force: false });
      const audit = await server.db.selectFrom('audit_log').select(['event', 'payload']).where('entity', '=', 'release').where('entity_id', '=', String(rolling.id)).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(audit.event).toBe('UPDATE');
      expect(JSON.parse(audit.payload)).toEqual({ rolloutPercent: { from: 20, to: 100 } });
    });

    it('adds a release with a higher version code only', async () => {
      const bytes = await apkBytes('app');
      const low = await post('admin', 'version/addAppRelease', { version: '1.0.1', updateVersion: 101, uploadId: await uploaded(server, 'admin', 'app', bytes), md5: md5Of(bytes) });
      expect(low.status, low.text).toBe(409);
      const ok = await post<ReleaseRecord>('admin', 'version/addAppRelease', { version: '2.0.0', updateVersion: 200, updateForce: true, rolloutPercent: 50, notes: 'Big one', uploadId: await uploaded(server, 'admin', 'app', bytes, 'rocket-2.0.0.apk'), md5: md5Of(bytes) });
      expect(ok.status, ok.text).toBe(200);
      expect(ok.body.data).toMatchObject({ kind: 'app', versionName: '2.0.0', versionCode: 200, forceUpdate: true, rolloutPercent: 50, status: 'uploaded' });
      // Withdrawn, its terms stay as they were.
      expect((await post('admin', 'version/withdrawAppRelease', { id: ok.body.data.id })).status).toBe(200);
      const late = await post('admin', 'version/updateAppRelease', { id: ok.body.data.id, rolloutPercent: 100 });
      expect([late.status, (late.body as { data: { reason: string } }).data.reason]).toEqual([409, 'illegal_transition']);
      expect((await releases()).find((r) => r.id === ok.body.data.id)).toMatchObject({ status: 'withdrawn', rolloutPercent: 50 });
      const badName = await post('admin', 'version/addAppRelease', { version: 'v2', updateVersion: 300, uploadId: '0'.repeat(32), md5: '0'.repeat(32) });
      expect(badName.status).toBe(400);
    });

    it('numbers Lua code, refuses code that does not parse, and serves the active one to the app', async () => {
      const dashboard = async () => (await server.get<{ lua?: { active: ReleaseRecord | null; recent: ReleaseRecord[] } }>(`${API}/dashboard/summary`, { token: await server.sessionFor('luaadmin') })).body.data.lua;
      expect((await dashboard())?.active?.versionCode).toBe(2);
      const broken = Buffer.from('function detect(\n  return end end');
      const refused = await post('luaadmin', 'lua/addLuaVersion', { uploadId: await uploaded(server, 'luaadmin', 'lua', broken), md5: md5Of(broken) });
      expect(refused.status, refused.text).toBe(415);
      // The browser names the line in the user's language from this.
      expect((refused.body as { data: unknown }).data).toEqual({ reason: 'unsupported_media_type', content: { problem: 'lua_syntax', line: 2 } });
      const code = luaBytes(4);
      const added = await post<ReleaseRecord>('luaadmin', 'lua/addLuaVersion', { notes: 'Round four', uploadId: await uploaded(server, 'luaadmin', 'lua', code, 'detect.lua'), md5: md5Of(code) });
      expect(added.status, added.text).toBe(200);
      expect(added.body.data).toMatchObject({ kind: 'lua', versionCode: 4, versionName: '4', status: 'uploaded' });
      // A Lua call never reaches an app release, and the other way round.
      const app = (await releases())[0]!;
      expect((await post('luaadmin', 'lua/activateLuaVersion', { id: app.id })).status).toBe(404);
      const activated = await post<ReleaseChange>('luaadmin', 'lua/activateLuaVersion', { id: added.body.data.id });
      expect(activated.status, activated.text).toBe(200);
      const current = await server.get<{ version: number; url: string; md5: string }>(`${API}/lua/currentLuaVersion`);
      expect(current.body.data).toMatchObject({ version: 4, md5: md5Of(code) });
      const summary = await dashboard();
      expect(summary?.active?.versionCode).toBe(4);
      expect(summary?.recent.map((r) => [r.versionCode, r.status])).toEqual([[4, 'active'], [3, 'uploaded'], [2, 'superseded'], [1, 'superseded']]);
      const text = await (await fetch(`${server.url}${current.body.data.url}`)).text();
      expect(text).toBe(code.toString('utf8'));
    });
  });
}
