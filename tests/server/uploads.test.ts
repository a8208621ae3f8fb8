/**
 * Resumable uploads over HTTP on both databases (docs/files.md, "Resumable uploads"): a tus
 * upload created, sent in chunks (one of 8 MiB, beyond the API's body limit), resumed from the
 * offset HEAD answers and completed; who may upload for which purpose; the refusals before
 * anything is staged; someone else's upload does not exist; and taking a finished upload for
 * registration (once, whole, the owner's, for its purpose).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_BYTES, UPLOAD_MAX_CHUNK_BYTES } from '../../contracts/files.js';
import type { HttpError } from '../../server/http/envelope.js';
import { findAccountByUsername } from '../../server/modules/user/accounts.js';
import { discardStagedUpload, takeStagedUpload } from '../../server/modules/files/stagedUploads.js';
import { uploadOwner } from '../../server/modules/files/tus/staging.js';
import { verifyStagedFile } from '../../server/modules/files/verifyUpload.js';
import { storedZip } from '../support/zip.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { useTestServer } from './support/server.js';
import { TUS, tusClient, uploadIdOf } from './support/tus.js';

const rejection = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as HttpError);

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`resumable uploads on ${target.name}`, () => {
    const server = useTestServer(target);
    const tus = () => tusClient(server.url);
    const staged = () => readdirSync(join(server.config.uploadsDir, '.tus')).sort();
    const userId = async (username: string) => (await findAccountByUsername(server.db, username))!.id;

    /** An upload of `length` bytes by `username`, `bytes` sent in one chunk. */
    async function uploaded(username: string, purpose: string, bytes: Uint8Array, filename = 'file.bin', length = bytes.length) {
      const token = await server.sessionFor(username);
      const created = await tus().create(token, { purpose, filename, length });
      expect(created.status, created.text).toBe(201);
      const location = created.headers.get('location')!;
      if (bytes.length > 0) expect((await tus().patch(token, location, 0, bytes)).status).toBe(204);
      return { token, location, id: uploadIdOf(location) };
    }

    it('advertises what it takes: no deferred length, the largest size', async () => {
      const answer = await fetch(`${server.url}${TUS}`, { method: 'OPTIONS', headers: { 'Tus-Resumable': '1.0.0' } });
      expect(answer.status).toBe(204);
      const extensions = (answer.headers.get('tus-extension') ?? '').split(',');
      expect(extensions).toEqual(expect.arrayContaining(['creation', 'termination', 'expiration']));
      expect(extensions).not.toContain('creation-defer-length');
      expect(answer.headers.get('tus-max-size')).toBe(String(server.config.uploads.maxBytes.apk));
    });

    it('creates, takes chunks, answers the offset to resume from, and completes', async () => {
      const token = await server.sessionFor('creator1');
      const apk = storedZip([
        { name: 'AndroidManifest.xml', data: '<manifest/>' },
        { name: 'assets/blob.bin', data: new Uint8Array(UPLOAD_CHUNK_BYTES + 1000).fill(3) },
      ]);
      const created = await tus().create(token, { purpose: 'apk', filename: 'game.apk', length: apk.length });
      expect(created.status, created.text).toBe(201);
      const location = created.headers.get('location')!;
      // Relative, under the API prefix: right behind any host or proxy.
      expect(location).toMatch(/^\/rocketScript\/api\/files\/tus\/[0-9a-f]{32}$/);
      expect(created.headers.get('upload-expires')).toBeTruthy();
      expect(created.headers.get('cache-control')).toBe('no-store');
      expect(created.headers.get('access-control-allow-origin')).toBeNull();

      const first = await tus().patch(token, location, 0, apk.subarray(0, UPLOAD_CHUNK_BYTES));
      expect(first.status, first.text).toBe(204);
      expect(first.headers.get('upload-offset')).toBe(String(UPLOAD_CHUNK_BYTES));

      // After a cut, the client asks where to go on from.
      const resumed = await tus().head(token, location);
      expect(resumed.status).toBe(200);
      expect(resumed.headers.get('upload-offset')).toBe(String(UPLOAD_CHUNK_BYTES));
      expect(resumed.headers.get('upload-length')).toBe(String(apk.length));
      expect(resumed.headers.get('cache-control')).toBe('no-store');
      expect(resumed.headers.get('x-content-type-options')).toBe('nosniff');

      // tus's own download of an upload is not offered.
      expect((await fetch(`${server.url}${location}`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(404);
      // A chunk from the wrong offset changes nothing.
      expect((await tus().patch(token, location, 5, apk.subarray(5, 10))).status).toBe(409);

      const last = await tus().patch(token, location, UPLOAD_CHUNK_BYTES, apk.subarray(UPLOAD_CHUNK_BYTES));
      expect(last.status, last.text).toBe(204);
      expect(last.headers.get('upload-offset')).toBe(String(apk.length));

      const id = uploadIdOf(location);
      const stored = JSON.parse(readFileSync(join(server.config.uploadsDir, '.tus', `${id}.json`), 'utf8')) as { metadata: unknown };
      expect(stored.metadata).toEqual({ purpose: 'apk', filename: 'game.apk', ownerId: uploadOwner(server.config, await userId('creator1')) });

      const user = { id: await userId('creator1') };
      const taken = await takeStagedUpload(server, id, user, 'apk');
      expect(taken).toEqual({ path: expect.stringMatching(/\.taken$/), size: apk.length, fileName: 'game.apk', maxBytes: 1_000_000_000 });
      const md5 = createHash('md5').update(apk).digest('hex');
      const verified = await verifyStagedFile(taken.path, { purpose: 'apk', md5, maxBytes: taken.maxBytes });
      expect(verified).toMatchObject({ size: apk.length, md5, contentType: 'application/vnd.android.package-archive', extension: 'apk' });
      // Taken: out of tus's reach, and not taken twice.
      expect((await tus().head(token, location)).status).toBe(404);
      expect(await rejection(takeStagedUpload(server, id, user, 'apk'))).toMatchObject({ status: 409, reason: 'conflict' });
      await discardStagedUpload(server, id);
      expect(staged().filter((name) => name.startsWith(id))).toEqual([]);
      expect(await rejection(takeStagedUpload(server, id, user, 'apk'))).toMatchObject({ status: 404 });
    });

    it('refuses anonymous callers (401) and roles without any purpose (403) before anything else', async () => {
      const anonymous = await tus().create(undefined, { purpose: 'apk' });
      expect([anonymous.status, anonymous.envelope?.data?.reason]).toEqual([401, 'unauthenticated']);
      for (const username of ['operator', 'auditor', 'company1', 'partner1']) {
        const answer = await tus().create(await server.sessionFor(username), { purpose: 'apk' });
        expect([answer.status, answer.envelope?.data?.reason], username).toEqual([403, 'forbidden']);
      }
    });

    it('lets each role upload only for its purposes', async () => {
      const cases: [string, string, number][] = [
        ['creator1', 'apk', 201], ['creator1', 'rc', 201], ['creator1', 'course', 201], ['creator1', 'app', 403], ['creator1', 'lua', 403],
        ['luaadmin', 'lua', 201], ['luaadmin', 'apk', 403], ['luaadmin', 'app', 403],
        ['admin', 'app', 201], ['admin', 'lua', 201], ['admin', 'rc', 201],
      ];
      for (const [username, purpose, status] of cases) {
        const answer = await tus().create(await server.sessionFor(username), { purpose });
        expect(answer.status, `${username} ${purpose}: ${answer.text}`).toBe(status);
        if (status === 403) expect(answer.envelope).toMatchObject({ code: 403, data: { reason: 'forbidden' } });
      }
    });

    it('refuses, with the envelope and nothing staged, what a creation leaves out or gets wrong', async () => {
      const token = await server.sessionFor('creator1');
      const before = staged();
      const refused = async (creation: Parameters<ReturnType<typeof tus>['create']>[1], status: number, field?: string) => {
        const answer = await tus().create(token, creation);
        expect(answer.status, answer.text).toBe(status);
        expect(answer.envelope?.code).toBe(status);
        if (field) expect(answer.envelope?.data?.fields?.map((f) => f.field)).toEqual([field]);
        return answer;
      };
      const unknown = await refused({ purpose: 'movie' }, 400, 'purpose');
      expect(unknown.envelope?.data?.fields?.[0]?.reason).toBe('invalid_value');
      expect(unknown.text).toContain('apk, rc, course, app, lua');
      await refused({}, 400, 'purpose');
      await refused({ purpose: 'apk', length: null }, 400, 'uploadLength');
      await refused({ purpose: 'apk', length: null, headers: { 'Upload-Defer-Length': '1' } }, 400, 'uploadLength');
      await refused({ purpose: 'apk', length: 0 }, 400, 'uploadLength');
      await refused({ purpose: 'apk', filename: '' }, 400, 'filename');
      await refused({ purpose: 'apk', headers: { 'Upload-Metadata': 'purpose !!!' } }, 400);
      const large = await refused({ purpose: 'apk', length: 1_000_000_001 }, 413);
      expect(large.envelope?.data?.reason).toBe('payload_too_large');
      // A byte count past any safe number is still a byte count: too large, not malformed.
      await refused({ purpose: 'apk', length: null, headers: { 'Upload-Length': '1000000000000000000000' } }, 413);
      await refused({ purpose: 'apk', length: null, headers: { 'Upload-Length': '12ab' } }, 400, 'uploadLength');
      await refused({ purpose: 'lua', length: 2_000_001, headers: {} }, 403); // creator1 may not upload Lua at all
      const luaAdmin = await server.sessionFor('luaadmin');
      expect((await tus().create(luaAdmin, { purpose: 'lua', length: 2_000_001 })).status).toBe(413);
      expect((await tus().create(luaAdmin, { purpose: 'lua', length: 2_000_000 })).status).toBe(201);
      expect(staged().length).toBe(before.length + 2);
    });

    it('keeps a path-like file name as a plain name', async () => {
      const { id } = await uploaded('creator1', 'rc', storedZip([{ name: 'main.lua', data: 'return 1' }]), '../../x');
      const taken = await takeStagedUpload(server, id, { id: await userId('creator1') }, 'rc');
      expect(taken.fileName).toBe('x');
      expect(existsSync(join(server.config.uploadsDir, 'x'))).toBe(false);
      await discardStagedUpload(server, id);
    });

    it("answers 404 for someone else's upload, whatever the method, and lets its owner cancel it", async () => {
      const { token, location } = await uploaded('creator1', 'course', new Uint8Array(0), 'notes.pdf', 50);
      for (const username of ['creator2', 'admin']) {
        const other = await server.sessionFor(username);
        expect((await tus().head(other, location)).status, username).toBe(404);
        const patched = await tus().patch(other, location, 0, new Uint8Array(5));
        expect([patched.status, patched.envelope?.data?.reason], username).toEqual([404, 'not_found']);
        expect((await tus().remove(other, location)).status, username).toBe(404);
      }
      expect((await tus().head(token, location)).headers.get('upload-offset')).toBe('0');
      expect((await tus().remove(token, location)).status).toBe(204);
      expect((await tus().head(token, location)).status).toBe(404);
      expect((await tus().head(token, `${TUS}/not-an-id`)).status).toBe(404);
    });

    it('takes only a whole upload, of its owner, for its purpose', async () => {
      const token = await server.sessionFor('creator1');
      const created = await tus().create(token, { purpose: 'rc', length: 100 });
      const location = created.headers.get('location')!;
      expect((await tus().patch(token, location, 0, new Uint8Array(40))).status).toBe(204);
      const id = uploadIdOf(location);
      const owner = { id: await userId('creator1') };
      expect(await rejection(takeStagedUpload(server, id, owner, 'rc'))).toMatchObject({ status: 409, reason: 'upload_incomplete' });
      expect(await rejection(takeStagedUpload(server, id, { id: await userId('creator2') }, 'rc'))).toMatchObject({ status: 404 });
      expect(await rejection(takeStagedUpload(server, id, owner, 'apk'))).toMatchObject({ status: 400 });
      for (const bad of ['../../etc/passwd', `${id}.json`, id.toUpperCase(), '']) {
        expect(await rejection(takeStagedUpload(server, bad, owner, 'rc')), bad).toMatchObject({ status: 404 });
      }
      // Still there and resumable: nothing above touched it.
      expect((await tus().head(token, location)).headers.get('upload-offset')).toBe('40');
    });

    it('takes chunks within the chunk limit only', async () => {
      const { token, location } = await uploaded('admin', 'app', new Uint8Array(0), 'app.apk', UPLOAD_MAX_CHUNK_BYTES + 10);
      const response = await fetch(`${server.url}${location}`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${token}`, 'Tus-Resumable': '1.0.0', 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
        body: new Uint8Array(UPLOAD_MAX_CHUNK_BYTES + 1),
      });
      expect(response.status).toBe(413);
    });
  });
}
