/**
 * The FileStorage backends the tests run on (docs/files.md): directories in a temp dir, and S3
 * through s3rver, a fake S3 server started on 127.0.0.1:0 inside the test file. Each `fresh()`
 * store is empty: its own directory, or its own prefix in the one bucket.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import type { FileStorageSettings, S3Settings } from '../../../server/config.js';
import { openDirectoryStorage } from '../../../server/modules/files/directoryStorage.js';
import { openS3Storage } from '../../../server/modules/files/s3Storage.js';
import type { FileStorage } from '../../../server/modules/files/storage.js';

export type BackendName = 'directory' | 's3';
export const STORAGE_BACKENDS: readonly BackendName[] = ['directory', 's3'];

const BUCKET = 'rocket-files';

export interface FreshStore {
  storage: FileStorage;
  /** Temporaries the backend left (directory: `.incoming`; S3 has none). */
  temporaries(): string[];
  /** Puts bytes at a path under the store's folder as someone else would: no key of ours. */
  placeForeign(path: string): Promise<void>;
}

export interface StorageBackend {
  readonly name: BackendName;
  /** The settings a server uses for this backend (valid once the describe's beforeAll ran). */
  readonly settings: FileStorageSettings;
  /** An empty store. */
  fresh(): Promise<FreshStore>;
}

/** Call inside a describe: starts what the backend needs and stops it afterwards. */
export function useStorageBackend(name: BackendName): StorageBackend {
  const root = mkdtempSync(join(tmpdir(), 'rs-files-'));
  let s3: S3Settings | null = null;
  let s3rver: S3rver | null = null;

  beforeAll(async () => {
    if (name !== 's3') return;
    s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: join(root, 's3rver'), configureBuckets: [{ name: BUCKET }] });
    const { port } = await s3rver.run();
    s3 = {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket: BUCKET,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      prefix: '',
    };
  });

  afterAll(async () => {
    await s3rver?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const unique = () => randomBytes(6).toString('hex');

  return {
    name,
    get settings(): FileStorageSettings {
      if (name === 'directory') return { backend: 'directory' };
      if (!s3) throw new Error('s3rver is not running (beforeAll failed?)');
      return { backend: 's3', s3: { ...s3, prefix: `${unique()}/` } };
    },
    async fresh() {
      if (name === 'directory') {
        const dir = join(root, unique());
        const storage = await openDirectoryStorage(dir);
        return {
          storage,
          temporaries: () => readdirSync(join(dir, '.incoming')),
          async placeForeign(path) {
            mkdirSync(join(dir, path, '..'), { recursive: true });
            writeFileSync(join(dir, path), 'not ours');
          },
        };
      }
      const settings = this.settings;
      if (settings.backend !== 's3') throw new Error('unreachable');
      const { s3 } = settings;
      const storage = await openS3Storage(s3, 'releases');
      const client = new S3Client({
        region: s3.region,
        endpoint: s3.endpoint!,
        forcePathStyle: true,
        credentials: { accessKeyId: s3.accessKeyId!, secretAccessKey: s3.secretAccessKey! },
        requestChecksumCalculation: 'WHEN_REQUIRED',
      });
      return {
        storage,
        temporaries: () => [],
        async placeForeign(path) {
          await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: `${s3.prefix}releases/${path}`, Body: 'not ours' }));
        },
      };
    },
  };
}
