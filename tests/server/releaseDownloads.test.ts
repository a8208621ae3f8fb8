/**
 * Public downloads of release files (docs/files.md, "Downloads") on both databases and both
 * storage backends: headers from the `stored_files` row (MD5 as ETag, size, type, the uploaded
 * name), single byte ranges, 416 past the end, 304 on a matching ETag, HEAD without a body.
 */
import { createHash, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../server/app.js';
import type { Config } from '../../server/config.js';
import { attachmentDisposition, downloadName, releaseDownloadUrl } from '../../server/modules/files/releaseDownloads.js';
import { uploadKey, type FileStorage } from '../../server/modules/files/storage.js';
import { openReleaseStorage } from '../../server/modules/files/stores.js';
import { DATABASE_TARGETS, type TestDatabase } from './support/databases.js';
import { testConfig } from './support/server.js';
import { STORAGE_BACKENDS, useStorageBackend } from './support/storageBackends.js';

const APK = 'application/vnd.android.package-archive';
const FILE_NAME = '脚本 "助手" v2.apk';
const SIZE = 3_000_000;

describe('attachment names', () => {
  it('gives an ASCII stand-in and the exact name encoded', () => {
    expect(attachmentDisposition('app-1.2.apk')).toBe(`attachment; filename="app-1.2.apk"; filename*=UTF-8''app-1.2.apk`);
    expect(attachmentDisposition(FILE_NAME)).toBe(
      `attachment; filename="__ ____ v2.apk"; filename*=UTF-8''%E8%84%9A%E6%9C%AC%20%22%E5%8A%A9%E6%89%8B%22%20v2.apk`,
    );
    expect(attachmentDisposition("a'(b)*%.pdf")).toBe(`attachment; filename="a'(b)*_.pdf"; filename*=UTF-8''a%27%28b%29%2A%25.pdf`);
    expect(attachmentDisposition('../x\r\n.lua')).toBe(`attachment; filename=".._x__.lua"; filename*=UTF-8''.._x__.lua`);
    // A right-to-left override would show `gpj.exe` as `exe.jpg`; a lone surrogate has no UTF-8.
    expect(attachmentDisposition('a\u202egpj.exe')).toBe(`attachment; filename="a_gpj.exe"; filename*=UTF-8''a_gpj.exe`);
    expect(attachmentDisposition('\ud800.apk')).toBe(`attachment; filename="_.apk"; filename*=UTF-8''_.apk`);
    expect(attachmentDisposition(' ')).toBe(`attachment; filename="download"; filename*=UTF-8''download`);
  });

  it('ends with the extension of the type the content was recognised as', () => {
    expect(downloadName('game.apk', APK)).toBe('game.apk');
    expect(downloadName('GAME.APK', APK)).toBe('GAME.APK');
    expect(downloadName('build.zip', APK)).toBe('build.zip.apk');
    expect(downloadName('a\u202egpj.exe', 'application/pdf')).toBe('a\u202egpj.exe.pdf');
    expect(downloadName('detect', 'text/x-lua')).toBe('detect.lua');
  });
});

for (const target of DATABASE_TARGETS) {
  for (const backendName of STORAGE_BACKENDS) {
    describe.runIf(target.available)(`release downloads on ${target.name} with ${backendName} storage`, () => {
      const backend = useStorageBackend(backendName);
      let testDb: TestDatabase;
      let app: App;
      let config: Config;
      let releases: FileStorage;
      let url = '';
      const bytes = randomBytes(SIZE);
      const md5 = createHash('md5').update(bytes).digest('hex');
      const key = uploadKey(randomBytes(16).toString('hex'), 'apk');
      const etag = `"${md5}"`;

      const record = (fileKey: string, store = 'releases') =>
        testDb.database.db
          .insertInto('stored_files')
          .values({
            key: fileKey,
            store,
            md5,
            sha256: createHash('sha256').update(bytes).digest('hex'),
            size: SIZE,
            content_type: APK,
            file_name: FILE_NAME,
            uploaded_by: null,
            created_at: new Date().toISOString(),
          })
          .execute();

      beforeAll(async () => {
        testDb = await target.create();
        config = testConfig(testDb.dataDir, testDb.databaseUrl, { fileStorage: backend.settings });
        app = await buildApp({ config, database: testDb.database, logger: false });
        await app.listen({ port: 0, host: '127.0.0.1' });
        url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
        releases = await openReleaseStorage(config);
        const source = join(testDb.dataDir, 'staged');
        writeFileSync(source, bytes);
        await releases.adopt(source, key, APK);
        await record(key);
      });

      afterAll(async () => {
        await app?.close();
        await testDb?.dispose();
      });

      const download = (path: string, headers: Record<string, string> = {}, method = 'GET') => fetch(`${url}${path}`, { method, headers });
      const body = async (response: Response) => Buffer.from(await response.arrayBuffer());

      it('serves the whole file with its record’s headers', async () => {
        const response = await download(releaseDownloadUrl(key));
        expect(response.status).toBe(200);
        expect(response.headers.get('etag')).toBe(etag);
        expect(response.headers.get('content-length')).toBe(String(SIZE));
        expect(response.headers.get('content-type')).toBe(APK);
        expect(response.headers.get('accept-ranges')).toBe('bytes');
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(response.headers.get('content-disposition')).toBe(attachmentDisposition(FILE_NAME));
        expect((await body(response)).equals(bytes)).toBe(true);
      });

      it('answers HEAD with the same headers and no body', async () => {
        const response = await download(releaseDownloadUrl(key), {}, 'HEAD');
        expect(response.status).toBe(200);
        expect(response.headers.get('etag')).toBe(etag);
        expect(response.headers.get('content-length')).toBe(String(SIZE));
        expect(response.headers.get('accept-ranges')).toBe('bytes');
        expect((await body(response)).length).toBe(0);
        const ranged = await download(releaseDownloadUrl(key), { Range: 'bytes=10-19' }, 'HEAD');
        expect(ranged.status).toBe(206);
        expect(ranged.headers.get('content-range')).toBe(`bytes 10-19/${SIZE}`);
        expect(ranged.headers.get('content-length')).toBe('10');
      });

      it('serves one byte range with 206', async () => {
        const cases: [string, number, number][] = [
          ['bytes=2-5', 2, 5],
          [`bytes=${SIZE - 10}-`, SIZE - 10, SIZE - 1],
          ['bytes=-7', SIZE - 7, SIZE - 1],
          [`bytes=1000-${SIZE + 5000}`, 1000, SIZE - 1],
          [`bytes=-${SIZE + 1}`, 0, SIZE - 1],
          // Past any safe integer: still a position, clamped to the file.
          ['bytes=0-99999999999999999999', 0, SIZE - 1],
          ['bytes=-99999999999999999999', 0, SIZE - 1],
        ];
        for (const [range, start, end] of cases) {
          const response = await download(releaseDownloadUrl(key), { Range: range });
          expect(response.status, range).toBe(206);
          expect(response.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${SIZE}`);
          expect(response.headers.get('content-length'), range).toBe(String(end - start + 1));
          expect((await body(response)).equals(bytes.subarray(start, end + 1)), range).toBe(true);
        }
      });

      it('answers 416 past the end, and the whole file for several or malformed ranges', async () => {
        for (const range of [`bytes=${SIZE}-`, `bytes=${SIZE + 10}-${SIZE + 20}`, 'bytes=-0', 'bytes=99999999999999999999-']) {
          const response = await download(releaseDownloadUrl(key), { Range: range });
          expect(response.status, range).toBe(416);
          expect(response.headers.get('content-range'), range).toBe(`bytes */${SIZE}`);
          await response.arrayBuffer();
        }
        for (const range of ['bytes=0-1,4-5', 'bytes=5-2', 'items=0-3', 'bytes=a-b']) {
          const response = await download(releaseDownloadUrl(key), { Range: range });
          expect(response.status, range).toBe(200);
          expect(response.headers.get('content-length'), range).toBe(String(SIZE));
          await response.arrayBuffer();
        }
      });

      it('answers 304 to its ETag, and a range only while If-Range matches', async () => {
        for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
          const response = await download(releaseDownloadUrl(key), { 'If-None-Match': tag });
          expect(response.status, tag).toBe(304);
          expect(response.headers.get('etag')).toBe(etag);
        }
        const changed = await download(releaseDownloadUrl(key), { 'If-None-Match': '"other"' });
        expect(changed.status).toBe(200);
        await changed.arrayBuffer();
        const resumed = await download(releaseDownloadUrl(key), { Range: 'bytes=0-3', 'If-Range': etag });
        expect(resumed.status).toBe(206);
        await resumed.arrayBuffer();
        const stale = await download(releaseDownloadUrl(key), { Range: 'bytes=0-3', 'If-Range': '"other"' });
        expect(stale.status).toBe(200);
        expect(stale.headers.get('content-length')).toBe(String(SIZE));
        await stale.arrayBuffer();
      });

      it('finds only recorded release keys', async () => {
        const other = uploadKey(randomBytes(16).toString('hex'), 'apk');
        const elsewhere = uploadKey(randomBytes(16).toString('hex'), 'apk');
        await record(elsewhere, 'covers');
        for (const path of [
          releaseDownloadUrl(other),
          releaseDownloadUrl(elsewhere),
          releaseDownloadUrl(key.replace('.apk', '.exe')),
          `${releaseDownloadUrl('..%2F..%2Frocket-script.sqlite')}`,
        ]) {
          const response = await download(path);
          expect(response.status, path).toBe(404);
          expect(((await response.json()) as { data: { reason: string } }).data.reason).toBe('not_found');
        }
      });

      it('fails loudly when a recorded file is not stored', async () => {
        const lost = uploadKey(randomBytes(16).toString('hex'), 'apk');
        await record(lost);
        const response = await download(releaseDownloadUrl(lost));
        expect(response.status).toBe(500);
        await response.arrayBuffer();
      });
    });
  }
}
