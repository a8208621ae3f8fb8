/**
 * The browser's tus wrapper against a tus server in memory: metadata, 8 MiB chunks, the session's
 * token read for every request, resuming the same file, a dropped connection, pause, cancel, and
 * failures read as the app's errors.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { discardTusUpload, startTusUpload, TUS_CHUNK_BYTES, TUS_ENDPOINT, uploadIdOf, type TusStartOptions } from '@/upload/tusUpload';
import { ApiError } from '@/api/apiError';
import { blobReader, FakeTusServer, MemoryUrlStorage } from './support/fakeTus';

let token: string | undefined = 'first-token';
vi.mock('@/auth/tokenCookie', () => ({ getToken: () => token }));

let server: FakeTusServer;
let storage: MemoryUrlStorage;
const environment = () => ({ httpStack: server, fileReader: blobReader, urlStorage: storage }) as never;

const apk = (size = 20_000_000) => new File([new Uint8Array(size)], 'app-2.4.0.apk', { lastModified: 1_700_000_000_000 });

function start(file: File, extra: Partial<TusStartOptions> = {}) {
  const progress: number[] = [];
  const urls: string[] = [];
  const run = startTusUpload(
    file,
    { purpose: 'apk', onProgress: (sent) => progress.push(sent), onUrl: (url) => urls.push(url), ...extra },
    environment(),
  );
  return { run, progress, urls };
}

beforeEach(() => {
  token = 'first-token';
  server = new FakeTusServer(TUS_ENDPOINT);
  storage = new MemoryUrlStorage();
});

describe('tus uploads from the browser', () => {
  it('creates the upload with its purpose and name, sends 8 MB chunks and answers the upload id', async () => {
    const { run, progress, urls } = start(apk());
    const id = await run.done;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(urls).toEqual([`${TUS_ENDPOINT}/${id}`]);
    expect(server.uploads.get(id)).toEqual({ length: 20_000_000, offset: 20_000_000, metadata: { purpose: 'apk', filename: 'app-2.4.0.apk' } });
    const patches = server.requests.filter((request) => request.method === 'PATCH');
    expect(TUS_CHUNK_BYTES).toBe(8 * 1024 * 1024);
    expect(patches.map((request) => request.bodyBytes)).toEqual([TUS_CHUNK_BYTES, TUS_CHUNK_BYTES, 20_000_000 - 2 * TUS_CHUNK_BYTES]);
    expect(progress.at(-1)).toBe(20_000_000);
    // Done: the address is forgotten (the "add" call consumes the upload).
    expect(storage.entries.size).toBe(0);
  });

  it('sends the token of the moment with every request, so a renewed one is used', async () => {
    server.afterRequest = (request) => {
      if (request.method === 'PATCH') token = 'renewed-token';
    };
    await start(apk()).run.done;
    expect(server.requests.map((request) => [request.method, request.headers.Authorization])).toEqual([
      ['POST', 'Bearer first-token'],
      ['PATCH', 'Bearer first-token'],
      ['PATCH', 'Bearer renewed-token'],
      ['PATCH', 'Bearer renewed-token'],
    ]);
    expect(server.requests.every((request) => request.headers['X-Client-Type'] === 'pc')).toBe(true);
  });

  it('resumes a paused upload of the same file where it stopped (the address kept as after a reload)', async () => {
    const file = apk();
    const first = start(file);
    server.afterRequest = (request) => {
      if (request.method === 'PATCH') void first.run.pause();
    };
    await vi.waitFor(() => expect(server.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1));
    expect(storage.entries.size).toBe(1);
    server.afterRequest = () => {};
    server.requests.length = 0;

    // The same file chosen again (a File made anew from the same bytes, name and date).
    const again = start(new File([file], file.name, { lastModified: file.lastModified }));
    const id = await again.run.done;
    expect(server.requests.map((request) => request.method)).toEqual(['HEAD', 'PATCH', 'PATCH']);
    expect(first.urls).toEqual([`${TUS_ENDPOINT}/${id}`]);
    expect(server.uploads.get(id)?.offset).toBe(20_000_000);
  });

  it('does not resume an upload of the same file made for another purpose', async () => {
    const file = apk();
    const first = start(file);
    server.afterRequest = (request) => {
      if (request.method === 'PATCH') void first.run.pause();
    };
    await vi.waitFor(() => expect(storage.entries.size).toBe(1));
    server.afterRequest = () => {};
    const other = startTusUpload(file, { purpose: 'app', onProgress: () => {} }, environment());
    await other.done;
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(2);
  });

  it('resumes at a given address, and starts anew when the server no longer has it', async () => {
    const gone = `${TUS_ENDPOINT}/${'f'.repeat(32)}`;
    const { run } = start(apk(1000), { uploadUrl: gone });
    await run.done;
    expect(server.requests.map((request) => request.method)).toEqual(['HEAD', 'POST', 'PATCH']);
  });

  it('carries the upload over a dropped connection', async () => {
    server.dropPatches = 1;
    const id = await start(apk(1000)).run.done;
    expect(server.uploads.get(id)?.offset).toBe(1000);
    expect(server.requests.map((request) => request.method)).toEqual(['POST', 'PATCH', 'HEAD', 'PATCH']);
  });

  it('deletes the upload on cancel and forgets its address', async () => {
    const first = start(apk());
    server.afterRequest = (request) => {
      if (request.method === 'PATCH') void first.run.cancel();
    };
    await vi.waitFor(() => expect(server.requests.map((request) => request.method)).toContain('DELETE'));
    expect(server.uploads.size).toBe(0);
    await vi.waitFor(() => expect(storage.entries.size).toBe(0));
  });

  it('deletes a cancelled upload by its address, one already gone included', async () => {
    const first = start(apk());
    server.afterRequest = (request) => {
      if (request.method === 'PATCH') void first.run.pause();
    };
    await vi.waitFor(() => expect(storage.entries.size).toBe(1));
    await discardTusUpload(first.urls[0]!, environment());
    expect(server.uploads.size).toBe(0);
    expect(storage.entries.size).toBe(0);
    await expect(discardTusUpload(first.urls[0]!, environment())).resolves.toBeUndefined();
  });

  it('reads refusals as the app reads errors: the envelope when there is one, else the status', async () => {
    server.refuseCreation = { status: 413, body: 'Maximum size exceeded\n' };
    const tooLarge = await start(apk(1000)).run.done.catch((error: unknown) => error);
    expect(tooLarge).toBeInstanceOf(ApiError);
    expect(tooLarge).toMatchObject({ status: 413, reason: 'payload_too_large', message: 'Maximum size exceeded' });

    server.refuseCreation = { status: 403, body: JSON.stringify({ code: 403, msg: 'Only publishers upload', data: { reason: 'forbidden' } }) };
    const refused = await start(apk(1000)).run.done.catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 403, reason: 'forbidden', message: 'Only publishers upload' });
  });

  it('takes the upload id from the last path segment of the address', () => {
    expect(uploadIdOf(`https://example.com${TUS_ENDPOINT}/${'a'.repeat(32)}`)).toBe('a'.repeat(32));
    expect(uploadIdOf(`${TUS_ENDPOINT}/${'b'.repeat(32)}/?x=1`)).toBe('b'.repeat(32));
  });
});
