/**
 * The upload queue's pure parts: sizes in decimal units in each language, the browser's checks of
 * a chosen file, times left, and tus failures read as the app's errors.
 */
import { describe, expect, it } from 'vitest';
import { i18nObject } from '../../locales/i18n-util.js';
import { loadAllLocales } from '../../locales/i18n-util.sync.js';
import { formatBytes } from '@/utils/localeFormat';
import { acceptAttribute, extensionOf, refusalOf } from '@/upload/fileChecks';
import { durationText, failureText, percentOf, progressText, typesText } from '@/upload/uploadText';
import { toUploadError } from '@/upload/uploadError';
import { setErrorTranslator } from '@/api/errorText';
import { http, request } from '@/api/client';
import { asFileRefusal, fileErrorText } from '@/screens/releases/upload/uploadRefusal';
import { toFailure } from '@machines/failure.js';

loadAllLocales();
const LL = i18nObject('en');

describe('sizes', () => {
  it('counts 1 kB as 1,000 bytes, with one decimal at most', () => {
    expect([0, 999, 1000, 1500, 12_345, 999_960, 734_000_000, 1_000_000_000, 1_250_000_000_000].map((n) => formatBytes(n, 'en'))).toEqual([
      '0 B', '999 B', '1 kB', '1.5 kB', '12.3 kB', '1 MB', '734 MB', '1 GB', '1.3 TB',
    ]);
  });

  it('writes numbers as each language does', () => {
    expect(formatBytes(1_500_000, 'es')).toBe('1,5 MB');
    expect(formatBytes(1_234_500, 'zh')).toBe('1.2 MB');
    expect(formatBytes(999, 'ja')).toBe('999 B');
  });
});

describe('the browser checks of a chosen file', () => {
  it('takes the extension case-insensitively, and refuses another type, an oversize or an empty file', () => {
    expect(extensionOf('Rocket.Release.APK')).toBe('apk');
    expect(extensionOf('.profile')).toBe('');
    expect(refusalOf({ name: 'a.APK', size: 10 }, ['apk'], 100)).toBeNull();
    expect(refusalOf({ name: 'a.zip', size: 10 }, ['apk'], 100)).toEqual({ reason: 'type', accept: ['apk'] });
    expect(refusalOf({ name: 'a.apk', size: 101 }, ['apk'], 100)).toEqual({ reason: 'size', maxBytes: 100 });
    expect(refusalOf({ name: 'a.apk', size: 100 }, ['apk'], 100)).toBeNull();
    expect(refusalOf({ name: 'a.apk', size: 0 }, ['apk'], 100)).toEqual({ reason: 'empty' });
    expect(acceptAttribute(['pdf', 'MP4'])).toBe('.pdf,.mp4');
  });

  it('lists the accepted types as alternatives in each language', () => {
    expect(typesText(['apk'], 'en')).toBe('.apk');
    expect(typesText(['pdf', 'mp4'], 'en')).toBe('.pdf or .mp4');
    expect(typesText(['pdf', 'mp4'], 'es')).toBe('.pdf o .mp4');
  });
});

describe('progress in words', () => {
  it('writes the time left in seconds, minutes or hours', () => {
    expect([0, 12.2, 60, 185, 3600, 3725].map((s) => durationText(LL, s))).toEqual(['0 s', '13 s', '1 min 0 s', '3 min 5 s', '1 h 0 min', '1 h 2 min']);
    expect(durationText(i18nObject('zh'), 185)).toBe('3 分 5 秒');
  });

  it('rounds the percentage down, so 100% means everything is sent', () => {
    expect([percentOf(0, 10), percentOf(999, 1000), percentOf(1000, 1000), percentOf(0, 0)]).toEqual([0, 99, 100, 100]);
  });

  it('leaves out the speed and time left until they are measured', () => {
    expect(progressText(LL, 'en', { bytesSent: 0, bytesTotal: 5_000_000, speed: null, secondsLeft: null })).toBe('0 B of 5 MB');
    expect(progressText(LL, 'en', { bytesSent: 1_000_000, bytesTotal: 5_000_000, speed: 500_000, secondsLeft: 8 })).toBe(
      '1 MB of 5 MB · 500 kB/s · 8 s left',
    );
  });
});

describe('failures', () => {
  const tusError = (status: number, body: string) =>
    Object.assign(new Error('tus: unexpected response'), { originalResponse: { getStatus: () => status, getBody: () => body } });

  it('reads tus refusals by status, or by the envelope the access hook sends', () => {
    expect(toUploadError(tusError(413, 'Maximum size exceeded'))).toMatchObject({ status: 413, reason: 'payload_too_large' });
    expect(toUploadError(tusError(404, ''))).toMatchObject({ status: 404, reason: 'not_found', message: 'tus: unexpected response' });
    expect(toUploadError(tusError(502, 'Bad gateway'))).toMatchObject({ status: 502, reason: 'internal_error' });
    expect(toUploadError(tusError(418, 'teapot')).reason).toBeUndefined();
    const envelope = JSON.stringify({ code: 401, msg: 'Token expired', data: { reason: 'token_expired' } });
    expect(toUploadError(tusError(401, envelope))).toMatchObject({ status: 401, reason: 'token_expired', message: 'Token expired' });
    expect(toUploadError(new Error('tus: failed to upload chunk'))).toMatchObject({ status: 0, detail: null });
  });

  it('says what went wrong in the words of the user', () => {
    const offline = toFailure(toUploadError(new Error('socket hang up')));
    expect(failureText(LL, offline, 'upload')).toBe('The connection was lost. Retry to go on where the upload stopped.');
    expect(failureText(LL, toFailure(new Error('NotReadableError')), 'hash')).toBe('The file could not be read: choose it again.');
    const wrongMd5 = toFailure({ status: 400, message: 'x', detail: { reason: 'invalid_input', fields: [{ field: 'md5', reason: 'md5_mismatch', message: '' }] } });
    expect(failureText(LL, wrongMd5, 'register')).toBe('The server received other bytes than the file holds. Retry to send it again.');
    const tooLong = toFailure({ status: 400, message: 'x', detail: { reason: 'invalid_input', fields: [{ field: 'notes', reason: 'too_long', message: '' }] } });
    expect(failureText(LL, tooLong, 'register')).toBe('This value is too long.');
  });

  it('names what is wrong in the content, with the line of a Lua syntax error, in each language', () => {
    const refusal = (content: unknown) => toFailure({ status: 415, message: 'x', detail: { reason: 'unsupported_media_type', content } });
    expect(failureText(LL, refusal({ problem: 'lua_syntax', line: 12 }), 'register')).toBe('The Lua code does not parse: error on line 12.');
    expect(failureText(i18nObject('zh'), refusal({ problem: 'lua_syntax', line: 12 }), 'register')).toContain('12');
    expect(failureText(LL, refusal({ problem: 'apk_without_manifest' }), 'register')).toBe('This is not an Android package: it has no AndroidManifest.xml.');
    // Without a known problem (or a line to name) the reason speaks.
    expect(failureText(LL, refusal({ problem: 'lua_syntax' }), 'register')).toBe('This file type is not supported.');
    expect(failureText(LL, refusal({ problem: 'gibberish' }), 'register')).toBe('This file type is not supported.');
  });

  it('speaks the language it is given, whatever translator the api client has installed', () => {
    setErrorTranslator((error) => `installed: ${error.message}`);
    try {
      const forbidden = toFailure({ status: 403, message: 'Only publishers upload', detail: { reason: 'forbidden' } });
      expect(failureText(i18nObject('es'), forbidden, 'register')).toBe(i18nObject('es').errors.forbidden());
      expect(failureText(LL, forbidden, 'register')).toBe('You do not have permission to do this.');
    } finally {
      setErrorTranslator((error) => error.message);
    }
  });

  it('keeps the content refusal through a tus answer and the form’s file field', () => {
    const content = { problem: 'lua_syntax', line: 3 };
    const envelope = JSON.stringify({ code: 415, msg: 'Lua does not parse', data: { reason: 'unsupported_media_type', content } });
    const fromTus = toUploadError(tusError(415, envelope));
    expect(toFailure(fromTus).content).toEqual(content);
    const onField = asFileRefusal(fromTus);
    expect(toFailure(onField)).toMatchObject({ status: 415, content, fields: [{ field: 'file', reason: 'invalid_type' }] });
    expect(fileErrorText(LL, toFailure(onField).fields[0]!.reason)).toBe('The file was not accepted: see why in its row, then choose another file.');
    const wrongMd5 = asFileRefusal({ status: 400, message: 'x', detail: { reason: 'invalid_input', fields: [{ field: 'md5', reason: 'md5_mismatch' }] } });
    expect(fileErrorText(LL, toFailure(wrongMd5).fields[0]!.reason)).toBe('The file was not accepted: see why in its row, then Retry or choose another file.');
  });

  it('keeps the content refusal of an "add" call answered by the api client', async () => {
    const content = { problem: 'rc_without_lua' };
    const original = http.defaults.adapter;
    http.defaults.adapter = async (config) => {
      const { AxiosError } = await import('axios');
      const response = { status: 415, statusText: '', headers: {}, config, data: { code: 415, msg: 'No Lua', data: { reason: 'unsupported_media_type', content } } };
      throw new AxiosError('Request failed with status code 415', 'ERR_BAD_REQUEST', config, null, response as never);
    };
    try {
      const refused = await request({ url: '/api/script/addScriptFile', method: 'post' }, { silent: true }).catch((error: unknown) => error);
      expect(toFailure(refused)).toMatchObject({ status: 415, reason: 'unsupported_media_type', content });
      expect(failureText(LL, toFailure(refused), 'register')).toBe('This resource container holds no .lua file.');
    } finally {
      http.defaults.adapter = original;
    }
  });
});
