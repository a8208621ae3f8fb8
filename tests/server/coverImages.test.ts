/**
 * Script covers over HTTP on both databases (docs/scripts.md, "Cover images"): the upload judges
 * the bytes (format by signature, size from the header), stores the same bytes once, serves them
 * publicly with an ETag and for-ever caching, refuses what is no image, too large or too big with
 * the envelope, and a script keeps only a cover stored here.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COVER_MAX_BYTES, COVER_URL_PATTERN } from '../../contracts/files.js';
import type { ScriptRecord } from '../../contracts/script.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { greyJpeg, solidPng, WEBP } from './support/images.js';
import { API, useTestServer } from './support/server.js';

const UPLOAD = `${API}/files/uploadImage`;

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`cover images on ${target.name}`, () => {
    const server = useTestServer(target);
    let serial = 0;

    async function upload(bytes: Uint8Array | string, contentType: string, token?: string) {
      const response = await fetch(`${server.url}${UPLOAD}`, {
        method: 'POST',
        headers: { 'Content-Type': contentType, ...(token && { Authorization: `Bearer ${token}` }) },
        body: typeof bytes === 'string' ? bytes : new Uint8Array(bytes),
      });
      const body = (await response.json()) as { code: number; data: { url?: string; reason?: string; fields?: { field: string; reason: string }[] } };
      return { status: response.status, body };
    }
    /** Every stored file (not the temporaries). */
    const storedFiles = () => {
      const root = join(server.config.uploadsDir, 'covers');
      return readdirSync(root).filter((dir) => dir !== '.incoming').flatMap((dir) => readdirSync(join(root, dir)));
    };
    const fetchCover = (url: string, headers: Record<string, string> = {}) => fetch(`${server.url}${url}`, { headers });

    it('stores PNG, JPEG and the three kinds of WebP by their content, the same bytes once', async () => {
      const creator = await server.sessionFor('creator1');
      const cases: [Uint8Array, string, string][] = [
        [solidPng(32, 18, [10, 120, 200]), 'image/png', 'png'],
        [greyJpeg(24, 16), 'image/jpeg', 'jpg'],
        [WEBP.lossy, 'image/webp', 'webp'],
        [WEBP.lossless, 'image/webp', 'webp'],
        [WEBP.extended, 'image/webp', 'webp'],
        // The content decides, not the header the client sent.
        [solidPng(8, 8, [1, 2, 3]), 'image/jpeg', 'png'],
        // Bigger than the API's 1 MiB body limit, within the cover limit.
        [Buffer.concat([solidPng(16, 16, [9, 9, 9]), Buffer.alloc(1_500_000)]), 'image/png', 'png'],
      ];
      for (const [bytes, contentType, extension] of cases) {
        const answer = await upload(bytes, contentType, creator);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        expect(answer.body.data.url).toMatch(COVER_URL_PATTERN);
        expect(answer.body.data.url!.endsWith(`.${extension}`)).toBe(true);
      }
      const files = storedFiles().length;
      const png = solidPng(32, 18, [10, 120, 200]);
      const first = await upload(png, 'image/png', await server.sessionFor('admin'));
      const again = await upload(png, 'image/png', creator);
      expect(again.body.data.url).toBe(first.body.data.url);
      expect(storedFiles()).toHaveLength(files);
    });

    it('serves a stored cover to anyone, with its type, length, ETag and for-ever caching; 304 when unchanged', async () => {
      const png = solidPng(20, 10, [200, 40, 40]);
      const { url } = (await upload(png, 'image/png', await server.sessionFor('creator1'))).body.data;
      const served = await fetchCover(url!);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('content-length')).toBe(String(png.length));
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const etag = served.headers.get('etag')!;
      expect(etag).toBe(`"${/([0-9a-f]{64})\.png$/.exec(url!)![1]}"`);
      expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

      const unchanged = await fetchCover(url!, { 'If-None-Match': etag });
      expect(unchanged.status).toBe(304);
      expect(await unchanged.text()).toBe('');
      expect((await fetchCover(url!, { 'If-None-Match': `W/${etag}, "other"` })).status).toBe(304);
      expect((await fetchCover(url!, { 'If-None-Match': '"other"' })).status).toBe(200);

      for (const missing of [url!.replace(/[0-9a-f]{64}/, 'f'.repeat(64)), url!.replace('.png', '.gif'), '/rocketScript/api/files/covers/..%2F..%2Frocket-script.sqlite']) {
        const answer = await fetchCover(missing);
        expect(answer.status, missing).toBe(404);
        expect(await answer.json()).toMatchObject({ code: 404, data: { reason: 'not_found' } });
      }
    });

    it('refuses what is no image, too large or too big, with the envelope, and stores nothing', async () => {
      const creator = await server.sessionFor('creator1');
      await upload(solidPng(2, 2, [0, 0, 0]), 'image/png', creator);
      const files = storedFiles().length;
      const cases: [string, Uint8Array | string, string, number, string, string?][] = [
        ['a text file called .png', 'just some words, not an image', 'image/png', 415, 'unsupported_media_type'],
        ['an SVG (markup, never a cover)', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/png', 415, 'unsupported_media_type'],
        ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'image/png', 415, 'unsupported_media_type'],
        ['JSON', '{"url": "x"}', 'application/json', 415, 'unsupported_media_type'],
        ['text/plain', 'hello', 'text/plain', 415, 'unsupported_media_type'],
        ['an empty body', new Uint8Array(0), 'image/png', 415, 'unsupported_media_type'],
        ['over the size limit', Buffer.concat([solidPng(4, 4, [1, 1, 1]), Buffer.alloc(COVER_MAX_BYTES)]), 'image/png', 413, 'payload_too_large'],
        ['wider than 4096 px', solidPng(4097, 1, [5, 5, 5]), 'image/png', 400, 'invalid_input', 'too_big'],
        ['a JPEG taller than 4096 px', greyJpeg(8, 5000), 'image/jpeg', 400, 'invalid_input', 'too_big'],
        ['no pixels', solidPng(0, 10, [5, 5, 5]), 'image/png', 400, 'invalid_input', 'invalid_value'],
        ['a cut PNG', solidPng(4, 4, [5, 5, 5]).subarray(0, 16), 'image/png', 400, 'invalid_input', 'invalid_value'],
        ['a JPEG without a frame', Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg', 400, 'invalid_input', 'invalid_value'],
      ];
      for (const [name, bytes, contentType, status, reason, fieldReason] of cases) {
        const answer = await upload(bytes, contentType, creator);
        expect(answer.status, name).toBe(status);
        expect(answer.body, name).toMatchObject({ code: status, data: { reason } });
        if (fieldReason) expect(answer.body.data.fields, name).toEqual([expect.objectContaining({ field: 'image', reason: fieldReason })]);
      }
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(solidPng(2, 2, [0, 0, 0]))], { type: 'image/png' }), 'cover.png');
      const multipart = await fetch(`${server.url}${UPLOAD}`, { method: 'POST', headers: { Authorization: `Bearer ${creator}` }, body: form });
      expect(multipart.status).toBe(415);
      expect(storedFiles()).toHaveLength(files);
    });

    it('lets ADMIN, CREATOR, BUSINESS_COMPANY (articles) and COOPERATE (promotions) upload: anonymous 401, other roles 403', async () => {
      const png = solidPng(3, 3, [7, 7, 7]);
      expect((await upload(png, 'image/png')).status).toBe(401);
      for (const username of ['auditor', 'operator']) {
        const answer = await upload(png, 'image/png', await server.sessionFor(username));
        expect(answer.status, username).toBe(403);
        expect(answer.body.data.reason).toBe('forbidden');
      }
      for (const username of ['admin', 'creator2', 'company1', 'partner1']) expect((await upload(png, 'image/png', await server.sessionFor(username))).status).toBe(200);
    });

    it('keeps as a script’s cover only an image stored here, or none', async () => {
      const creator = await server.login('creator1');
      const game = (await server.db.selectFrom('games').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
      const script = (iamgeUrl: string | null) => ({
        scriptName: `Cover Script ${target.name} ${++serial}`,
        scriptPackage: 'com.cover.game',
        gameId: game,
        scriptParam: '{}',
        scriptExplain: '',
        scriptLabel: [],
        iamgeUrl,
        brandId: null,
        authorNick: 'Cover',
      });
      const refusals: [string, string][] = [
        ['https://elsewhere.example.com/cover.png', 'invalid_format'],
        ['/rocketScript/files/cover.png', 'invalid_format'],
        [`/rocketScript/api/files/covers/${'0'.repeat(64)}.png`, 'invalid_value'],
      ];
      for (const [url, reason] of refusals) {
        const refused = await server.post(`${API}/script/addScript`, script(url), { token: creator });
        expect(refused.status, url).toBe(400);
        expect((refused.body.data as { fields: unknown[] }).fields).toEqual([expect.objectContaining({ field: 'iamgeUrl', reason })]);
      }

      const { url } = (await upload(solidPng(40, 20, [30, 90, 160]), 'image/png', creator)).body.data;
      const added = await server.post<ScriptRecord>(`${API}/script/addScript`, script(url!), { token: creator });
      expect(added.status, added.text).toBe(200);
      expect(added.body.data.iamgeUrl).toBe(url);
      const id = added.body.data.id;

      const external = await server.post(`${API}/script/updateScript`, { id, iamgeUrl: 'https://elsewhere.example.com/c.png' }, { token: creator });
      expect(external.status).toBe(400);
      const other = (await upload(greyJpeg(16, 16), 'image/jpeg', creator)).body.data.url!;
      for (const iamgeUrl of [other, null, url!]) {
        const changed = await server.post<ScriptRecord>(`${API}/script/updateScript`, { id, iamgeUrl }, { token: creator });
        expect(changed.status, changed.text).toBe(200);
        expect(changed.body.data.iamgeUrl).toBe(iamgeUrl);
      }
    });
  });
}
