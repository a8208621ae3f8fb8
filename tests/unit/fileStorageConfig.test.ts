/** FILE_STORAGE and the S3_* settings (docs/files.md, "The S3 backend"), and the upload limits per user: defaults and refusals. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';

const S3 = { FILE_STORAGE: 's3', S3_BUCKET: 'rocket-files' };

describe('file storage settings', () => {
  it('keeps files in directories unless told otherwise', () => {
    expect(loadConfig({}).fileStorage).toEqual({ backend: 'directory' });
    expect(loadConfig({ FILE_STORAGE: 'Directory', S3_BUCKET: 'ignored' }).fileStorage).toEqual({ backend: 'directory' });
  });

  it('reads the S3 settings with their defaults', () => {
    expect(loadConfig(S3).fileStorage).toEqual({
      backend: 's3',
      s3: { endpoint: null, region: 'us-east-1', bucket: 'rocket-files', accessKeyId: null, secretAccessKey: null, forcePathStyle: false, prefix: '' },
    });
    const local = loadConfig({
      ...S3,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PREFIX: '/prod/rocket/',
    }).fileStorage;
    expect(local).toEqual({
      backend: 's3',
      s3: {
        endpoint: 'http://127.0.0.1:9000',
        region: 'eu-west-3',
        bucket: 'rocket-files',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: true,
        prefix: 'prod/rocket/',
      },
    });
    const virtualHosted = loadConfig({ ...S3, S3_ENDPOINT: 'https://s3.example.com', S3_FORCE_PATH_STYLE: 'off' }).fileStorage;
    expect(virtualHosted.backend === 's3' && virtualHosted.s3.forcePathStyle).toBe(false);
  });

  it('refuses a start with a setting missing or malformed, saying which', () => {
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ FILE_STORAGE: 'ftp' })).toThrow(/FILE_STORAGE must be directory or s3/);
    expect(() => loadConfig({ ...S3, S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...S3, S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ ...S3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...S3, S3_PREFIX: 'a/../b' })).toThrow(/S3_PREFIX/);
    expect(() => loadConfig({ ...S3, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});

describe('upload limits per user', () => {
  it('defaults to 20 uploads and 5 GB staged, and never less room than the largest file', () => {
    expect(loadConfig({}).uploads.perUser).toEqual({ uploads: 20, bytes: 5_000_000_000 });
    expect(loadConfig({ UPLOAD_OPEN_PER_USER: '3', UPLOAD_STAGED_BYTES_PER_USER: '1000000000' }).uploads.perUser).toEqual({ uploads: 3, bytes: 1_000_000_000 });
    // A larger file limit raises the default room with it.
    expect(loadConfig({ UPLOAD_MAX_APK_BYTES: '8000000000' }).uploads.perUser.bytes).toBe(8_000_000_000);
    expect(() => loadConfig({ UPLOAD_STAGED_BYTES_PER_USER: '999999999' })).toThrow(/at least the largest file limit/);
    expect(() => loadConfig({ UPLOAD_OPEN_PER_USER: '0' })).toThrow(/UPLOAD_OPEN_PER_USER must be an integer >= 1/);
  });
});
