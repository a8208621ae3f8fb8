/**
 * What a finished upload must be before it is stored (docs/files.md, "Resumable uploads"): the
 * content check of each purpose (good and bad fixtures made here), the one-pass hashes, the md5
 * comparison and the size limit of verifyStagedFile, and the plain file name kept at creation.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ContentRefusal } from '../../contracts/envelope.js';
import type { UploadPurpose } from '../../contracts/files.js';
import { HttpError } from '../../server/http/envelope.js';
import { FILE_NAME_MAX, plainFileName } from '../../server/modules/files/tus/creation.js';
import { CONTENT_CHECKS } from '../../server/modules/files/contentChecks/index.js';
import { hashFile, verifyStagedFile } from '../../server/modules/files/verifyUpload.js';
import { storedZip } from '../support/zip.js';

const root = mkdtempSync(join(tmpdir(), 'rs-upload-checks-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let serial = 0;
function fixture(content: string | Uint8Array): string {
  const path = join(root, `file-${serial++}`);
  writeFileSync(path, content);
  return path;
}

const md5Of = (content: string | Uint8Array) => createHash('md5').update(content).digest('hex');

/** The HttpError a promise rejects with. */
async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

/** Refused with 415, the English message, and the problem the browser translates. */
async function expectRefused(purpose: UploadPurpose, content: string | Uint8Array, message: RegExp, content415: ContentRefusal) {
  const error = await refusal(CONTENT_CHECKS[purpose](fixture(content)));
  expect(error.status).toBe(415);
  expect(error.reason).toBe('unsupported_media_type');
  expect(error.message).toMatch(message);
  expect(error.detail().content).toEqual(content415);
}

const APK_TYPE = { contentType: 'application/vnd.android.package-archive', extension: 'apk' };
const apk = storedZip([
  { name: 'META-INF/MANIFEST.MF', data: 'Manifest-Version: 1.0\n' },
  { name: 'AndroidManifest.xml', data: '<manifest/>' },
  { name: 'classes.dex', data: new Uint8Array(300) },
]);
const mp4Head = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}\0\0\0\0isommp41`, 'latin1')]);

describe('content checks', () => {
  it('an APK (or the app) is a ZIP archive with AndroidManifest.xml at its root', async () => {
    expect(await CONTENT_CHECKS.apk(fixture(apk))).toEqual(APK_TYPE);
    expect(await CONTENT_CHECKS.app(fixture(apk))).toEqual(APK_TYPE);
    await expectRefused('apk', storedZip([{ name: 'classes.dex', data: 'dex' }]), /AndroidManifest\.xml/, { problem: 'apk_without_manifest' });
    await expectRefused('apk', storedZip([{ name: 'res/AndroidManifest.xml', data: 'x' }]), /AndroidManifest\.xml/, { problem: 'apk_without_manifest' });
    await expectRefused('app', 'PK but not really a zip', /ZIP archive/, { problem: 'not_zip' });
    await expectRefused('apk', apk.subarray(0, apk.length - 10), /ZIP archive/, { problem: 'not_zip' });
  });

  it('a resource container is a ZIP archive with at least one .lua file', async () => {
    const rc = storedZip([
      { name: 'images/logo.png', data: new Uint8Array(10) },
      { name: 'scripts/Main.LUA', data: 'return 1' },
    ]);
    expect(await CONTENT_CHECKS.rc(fixture(rc))).toEqual({ contentType: 'application/zip', extension: 'rc' });
    await expectRefused('rc', storedZip([{ name: 'readme.txt', data: 'hi' }, { name: 'folder.lua/', data: '' }]), /\.lua/, { problem: 'rc_without_lua' });
    await expectRefused('rc', storedZip([{ name: '../escape.lua', data: 'x' }]), /ZIP archive/, { problem: 'not_zip' });
    await expectRefused('rc', '-- just lua', /ZIP archive/, { problem: 'not_zip' });
  });

  it('course material is a PDF or an MP4 video, nothing else', async () => {
    expect(await CONTENT_CHECKS.course(fixture('%PDF-1.7\n%…'))).toEqual({ contentType: 'application/pdf', extension: 'pdf' });
    expect(await CONTENT_CHECKS.course(fixture(mp4Head('isom')))).toEqual({ contentType: 'video/mp4', extension: 'mp4' });
    expect(await CONTENT_CHECKS.course(fixture(mp4Head('mp42')))).toEqual({ contentType: 'video/mp4', extension: 'mp4' });
    await expectRefused('course', mp4Head('avif'), /PDF document or an MP4 video/, { problem: 'course_not_pdf_or_mp4' });
    await expectRefused('course', ' %PDF-1.7', /PDF document or an MP4 video/, { problem: 'course_not_pdf_or_mp4' });
    await expectRefused('course', apk, /PDF document or an MP4 video/, { problem: 'course_not_pdf_or_mp4' });
    await expectRefused('course', '', /PDF document or an MP4 video/, { problem: 'course_not_pdf_or_mp4' });
  });

  it('a Lua script is UTF-8 text that parses as Lua 5.3, and a refusal names the line', async () => {
    const lua = { contentType: 'text/x-lua', extension: 'lua' };
    expect(await CONTENT_CHECKS.lua(fixture('local x = 5 // 2 & 3\nreturn "héllo" .. x -- 注释\n'))).toEqual(lua);
    expect(await CONTENT_CHECKS.lua(fixture('\ufeff#!/usr/bin/env lua\nprint("hi")\n'))).toEqual(lua);
    await expectRefused('lua', 'local a = 1\nlocal b = = 2\n', /line 2: <expression> expected near '='/, { problem: 'lua_syntax', line: 2 });
    await expectRefused('lua', 'print("a")\0', /NUL/, { problem: 'lua_not_text' });
    await expectRefused('lua', Buffer.from([0x70, 0x72, 0xff, 0xfe]), /UTF-8/, { problem: 'lua_not_utf8' });
    await expectRefused('lua', `x = ${'('.repeat(20_000)}1${')'.repeat(20_000)}`, /does not parse/, { problem: 'lua_too_deep' });
  });
});

describe('verifyStagedFile', () => {
  it('hashes in one pass what it reads in chunks', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
    expect(await hashFile(fixture(big))).toEqual({
      size: big.length,
      md5: md5Of(big),
      sha256: createHash('sha256').update(big).digest('hex'),
    });
  });

  it('answers size, hashes and the stored kind; the md5 may come in upper case', async () => {
    const verified = await verifyStagedFile(fixture(apk), { purpose: 'apk', md5: md5Of(apk).toUpperCase(), maxBytes: 10_000 });
    expect(verified).toEqual({
      size: apk.length,
      md5: md5Of(apk),
      sha256: createHash('sha256').update(apk).digest('hex'),
      ...APK_TYPE,
    });
  });

  it('refuses another md5 (400 md5_mismatch on the md5 field), a wrong content (415) and too many bytes (413)', async () => {
    const mismatch = await refusal(verifyStagedFile(fixture(apk), { purpose: 'apk', md5: md5Of('other'), maxBytes: 10_000 }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.detail()).toEqual({ reason: 'invalid_input', fields: [{ field: 'md5', reason: 'md5_mismatch', message: expect.any(String) }] });

    const text = 'no archive';
    const wrong = await refusal(verifyStagedFile(fixture(text), { purpose: 'rc', md5: md5Of(text), maxBytes: 10_000 }));
    expect([wrong.status, wrong.reason]).toEqual([415, 'unsupported_media_type']);

    const large = await refusal(verifyStagedFile(fixture(apk), { purpose: 'apk', md5: md5Of(apk), maxBytes: apk.length - 1 }));
    expect([large.status, large.reason]).toEqual([413, 'payload_too_large']);
  });
});

describe('the kept file name', () => {
  it('is the last segment of a path, without control characters, at most 200 characters', () => {
    expect(plainFileName('../../x')).toBe('x');
    expect(plainFileName('C:\\Users\\me\\game.apk')).toBe('game.apk');
    expect(plainFileName('re\u0000port\u202egnp.exe\u0007')).toBe('reportgnp.exe');
    expect(plainFileName('  spaced name.pdf ')).toBe('spaced name.pdf');
    // Invisible yet kept by a list: direction marks, zero-width characters, line separators.
    expect(plainFileName('\u200fy\u200e\u061c.apk')).toBe('y.apk');
    expect(plainFileName('f\u2028g\u200b\u2029.apk\ufeff')).toBe('fg.apk');
    expect(plainFileName('..')).toBe('');
    expect(plainFileName('dir/')).toBe('');
    const long = plainFileName(`${'长'.repeat(300)}.apk`);
    expect(Array.from(long)).toHaveLength(FILE_NAME_MAX);
    expect(long.endsWith('.apk')).toBe(true);
  });
});
