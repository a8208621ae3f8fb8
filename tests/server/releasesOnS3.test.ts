/**
 * Versions with the S3 backend (docs/files.md), against s3rver started by the test, on both
 * databases: an upload's file lands in the bucket under its key, downloads byte-identical with
 * its ETag and ranges, from this instance and from another one sharing only the bucket and the
 * database (its own upload directory); a refused upload leaves no object behind.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReleaseRecord } from '../../contracts/release.js';
import type { Config } from '../../server/config.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { apkBytes, md5Of, storedKeys, uploaded } from './support/releaseUploads.js';
import { API, useTestServer } from './support/server.js';
import { useStorageBackend } from './support/storageBackends.js';

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`versions on S3 with ${target.name}`, () => {
    const backend = useStorageBackend('s3');
    const overrides: Partial<Config> = {};
    // Registered before the server's own hook, so the server starts with the bucket's settings.
    beforeAll(() => {
      overrides.fileStorage = backend.settings;
    });
    const server = useTestServer(target, overrides);
    const otherUploads = mkdtempSync(join(tmpdir(), 'rs-other-'));
    afterAll(() => rmSync(otherUploads, { recursive: true, force: true }));

    const scriptOf = async (username: string) =>
      Number((await server.db.selectFrom('scripts as s').innerJoin('users as u', 'u.id', 's.owner_id').select('s.id').where('u.username_key', '=', username).orderBy('s.id').executeTakeFirstOrThrow()).id);

    it('stores the file in the bucket and serves it from either instance', async () => {
      const scriptId = await scriptOf('creator1');
      const bytes = await apkBytes('s3');
      const token = await server.sessionFor('creator1');
      const answer = await server.post<ReleaseRecord>(`${API}/script/addScriptFile`, { scriptId, kind: 'apk', version: 1000, uploadId: await uploaded(server, 'creator1', 'apk', bytes), md5: md5Of(bytes) }, { token });
      expect(answer.status, answer.text).toBe(200);
      const { url } = answer.body.data;
      const other = await server.startAnother({ uploadsDir: otherUploads });
      for (const base of [server.url, other]) {
        const whole = await fetch(`${base}${url}`);
        expect(whole.status).toBe(200);
        expect(whole.headers.get('etag')).toBe(`"${md5Of(bytes)}"`);
        expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
        const part = await fetch(`${base}${url}`, { headers: { Range: `bytes=10-${bytes.length - 1}` } });
        expect(part.status).toBe(206);
        expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(10))).toBe(true);
      }
      const { inStore, named } = await storedKeys(server);
      expect(inStore).toEqual(named);
      expect(inStore).toContain(url.split('/').pop());
    });

    it('leaves no object behind for a refused upload', async () => {
      const scriptId = await scriptOf('creator1');
      const token = await server.sessionFor('creator1');
      const text = Buffer.from('plain text, not an APK');
      const refused = await server.post(`${API}/script/addScriptFile`, { scriptId, kind: 'apk', version: 2000, uploadId: await uploaded(server, 'creator1', 'apk', text), md5: md5Of(text) }, { token });
      expect(refused.status, refused.text).toBe(415);
      const taken = await server.post(`${API}/script/addScriptFile`, { scriptId, kind: 'apk', version: 1000, uploadId: await uploaded(server, 'creator1', 'apk', await apkBytes('again')), md5: '0'.repeat(32) }, { token });
      expect(taken.status, taken.text).toBe(409);
      const { inStore, named } = await storedKeys(server);
      expect(inStore).toEqual(named);
    });
  });
}
