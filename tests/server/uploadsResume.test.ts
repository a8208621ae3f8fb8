/**
 * Resumable uploads when things go wrong (docs/files.md, "Resumable uploads"), on both databases:
 * tus-js-client (the browser's client, here in Node) stops after a chunk and resumes from the
 * offset; a chunk cut by the request timeout (docs/server.md, "Slow clients") keeps the bytes that
 * arrived; and uploads older than a day, or taken and never registered, are swept at start.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import * as tusJs from 'tus-js-client';
import { describe, expect, it } from 'vitest';
import { findAccountByUsername } from '../../server/modules/user/accounts.js';
import { takeStagedUpload } from '../../server/modules/files/stagedUploads.js';
import { verifyStagedFile } from '../../server/modules/files/verifyUpload.js';
import { storedZip } from '../support/zip.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { useTestServer } from './support/server.js';
import { TUS, tusClient, uploadIdOf } from './support/tus.js';

const DAY_MS = 24 * 60 * 60 * 1000;

async function eventually(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`resumable uploads, interrupted, on ${target.name}`, () => {
    const server = useTestServer(target);
    const stagedPath = (name: string) => join(server.config.uploadsDir, '.tus', name);

    it('tus-js-client uploads in chunks, stops, and resumes where the server says', async () => {
      const token = await server.sessionFor('creator1');
      const rc = storedZip([
        { name: 'main.lua', data: 'return 1' },
        { name: 'data.bin', data: new Uint8Array(2_500_000).fill(9) },
      ]);
      const options = (done: (url: string) => void, fail: (error: Error) => void, onChunk?: () => void): tusJs.UploadOptions => ({
        endpoint: `${server.url}${TUS}`,
        chunkSize: 1_000_000,
        headers: { Authorization: `Bearer ${token}` },
        metadata: { purpose: 'rc', filename: 'resources.rc' },
        retryDelays: [],
        onChunkComplete: onChunk,
        onSuccess: () => done(''),
        onError: fail,
      });
      // First run: stopped after its first chunk.
      const first = await new Promise<tusJs.Upload>((resolve, reject) => {
        const upload: tusJs.Upload = new tusJs.Upload(rc, options(() => reject(new Error('finished too soon')), reject, () => {
          void upload.abort().then(() => resolve(upload));
        }));
        upload.start();
      });
      const location = new URL(first.url!).pathname;
      const head = await tusClient(server.url).head(token, location);
      expect(head.headers.get('upload-offset')).toBe('1000000');

      // Second run: the same URL, resumed from the offset, to the end.
      const requests: string[] = [];
      await new Promise<void>((resolve, reject) => {
        const upload = new tusJs.Upload(rc, {
          ...options(() => resolve(), reject),
          uploadUrl: first.url,
          onBeforeRequest: (request) => void requests.push(`${request.getMethod()} ${request.getHeader('Upload-Offset') ?? ''}`.trim()),
        });
        upload.start();
      });
      expect(requests).toEqual(['HEAD', 'PATCH 1000000', 'PATCH 2000000']);

      const user = { id: (await findAccountByUsername(server.db, 'creator1'))!.id };
      const taken = await takeStagedUpload(server, uploadIdOf(location), user, 'rc');
      const md5 = createHash('md5').update(rc).digest('hex');
      expect(await verifyStagedFile(taken.path, { purpose: 'rc', md5, maxBytes: taken.maxBytes })).toMatchObject({
        size: rc.length,
        contentType: 'application/zip',
        extension: 'rc',
      });
    });

    it('keeps what arrived of a chunk the request timeout cut, and the upload goes on from there', async () => {
      const timeouts = { headersMs: 500, requestMs: 1500, keepAliveMs: 5000 };
      const url = await server.startAnother({ httpTimeouts: timeouts });
      const token = await server.sessionFor('admin');
      const tus = tusClient(url);
      const bytes = new Uint8Array(2_000_000).map((_, i) => i % 251);
      const created = await tus.create(token, { purpose: 'app', length: bytes.length });
      const location = created.headers.get('location')!;

      const { hostname, port } = new URL(url);
      const socket = connect({ host: hostname, port: Number(port) });
      await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
      socket.on('error', () => undefined);
      // Read what comes: the server's end of the connection is seen only then.
      let answered = '';
      socket.on('data', (chunk: Buffer) => (answered += chunk.toString('latin1')));
      const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
      const started = Date.now();
      socket.write(
        `PATCH ${location} HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${token}\r\nTus-Resumable: 1.0.0\r\n` +
          `Upload-Offset: 0\r\nContent-Type: application/offset+octet-stream\r\nContent-Length: ${bytes.length}\r\n\r\n`,
      );
      socket.write(bytes.subarray(0, 500_000));
      // The rest never comes: the server ends the request once its time is up.
      const at = await Promise.race([closed, new Promise<number>((resolve) => setTimeout(() => resolve(-1), 10_000))]);
      socket.destroy();
      expect(at, 'the server closed the connection').toBeGreaterThan(0);
      expect(at - started).toBeGreaterThanOrEqual(timeouts.requestMs - 100);
      expect(answered).toMatch(/^HTTP\/1\.1 408 /);

      // The cut request ends its write before HEAD gets the upload's lock: the bytes that arrived.
      const head = await tus.head(token, location);
      expect(head.headers.get('upload-offset')).toBe('500000');
      const rest = await tus.patch(token, location, 500_000, bytes.subarray(500_000));
      expect(rest.status, rest.text).toBe(204);
      expect(Buffer.from(readFileSync(stagedPath(uploadIdOf(location)))).equals(Buffer.from(bytes))).toBe(true);
    });

    it('sweeps uploads a day old, and taken ones never registered, when a server starts', async () => {
      const token = await server.sessionFor('creator1');
      const tus = tusClient(server.url);
      const make = async () => uploadIdOf((await tus.create(token, { purpose: 'course', length: 10 })).headers.get('location')!);
      const old = await make();
      const fresh = await make();
      const record = JSON.parse(readFileSync(stagedPath(`${old}.json`), 'utf8')) as { creation_date: string };
      record.creation_date = new Date(Date.now() - DAY_MS - 60_000).toISOString();
      writeFileSync(stagedPath(`${old}.json`), JSON.stringify(record));
      // Expired: tus says so before the sweep comes.
      expect((await tus.head(token, `${TUS}/${old}`)).status).toBe(410);

      const staleTaken = 'a'.repeat(32);
      const freshTaken = 'b'.repeat(32);
      const leftTaken = 'c'.repeat(32);
      for (const id of [staleTaken, freshTaken, leftTaken]) {
        writeFileSync(stagedPath(`${id}.taken`), 'bytes');
        writeFileSync(stagedPath(`${id}.json`), '{}');
      }
      const longAgo = new Date(Date.now() - DAY_MS - 60_000);
      utimesSync(stagedPath(`${staleTaken}.taken`), longAgo, longAgo);
      // Taken an hour ago by a process that stopped: given back to tus, to be registered again.
      const hourAgo = new Date(Date.now() - 60 * 60_000);
      utimesSync(stagedPath(`${leftTaken}.taken`), hourAgo, hourAgo);

      await server.startAnother({});
      await eventually(() => !existsSync(stagedPath(old)) && !existsSync(stagedPath(`${staleTaken}.taken`)), 'the sweep ran');
      expect(existsSync(stagedPath(`${old}.json`))).toBe(false);
      expect(existsSync(stagedPath(`${staleTaken}.json`))).toBe(false);
      expect(existsSync(stagedPath(fresh))).toBe(true);
      // Taken a moment ago: a registration may be at work on it (another instance): left alone.
      expect(existsSync(stagedPath(`${freshTaken}.taken`))).toBe(true);
      expect(existsSync(stagedPath(leftTaken))).toBe(true);
      expect(existsSync(stagedPath(`${leftTaken}.taken`))).toBe(false);
    });
  });
}
