/**
 * The S3 backend of FileStorage (./storage.ts, docs/files.md, "The S3 backend"): one bucket, each
 * store a prefix (`[S3_PREFIX/]covers/<key>`). S3 writes are atomic (an object appears whole or
 * not at all), so there are no temporaries: `put` is one PutObject, `adopt` a multipart upload
 * (lib-storage) that is aborted when it fails. Loaded by ./stores.ts only when FILE_STORAGE=s3,
 * so the SDK is not imported otherwise.
 */
import { createReadStream } from 'node:fs';
import { stat as statLocal } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../../config.js';
import { adoptableKey, checkRange, parseKey, storedFileOf, type FileStorage, type StoredFile } from './storage.js';

/** Parts of a multipart upload: at most PART_BYTES × QUEUE_SIZE bytes are held in memory. */
const PART_BYTES = 8 * 1024 * 1024;
const QUEUE_SIZE = 4;

const clients = new WeakMap<S3Settings, S3Client>();

/** One client per settings: the stores share its connections. */
function clientFor(settings: S3Settings): S3Client {
  let client = clients.get(settings);
  if (!client) {
    // The SDK warns on Node 20 that its releases from 2027 need Node 22: nothing an operator of
    // this server can act on, at every start. AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED
    // set to anything else shows it.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint && { endpoint: settings.endpoint }),
      ...(settings.accessKeyId &&
        settings.secretAccessKey && { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }),
      // Checksums only where S3 requires them: S3-compatible servers do not all read the
      // trailing checksums the SDK would otherwise send.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    clients.set(settings, client);
  }
  return client;
}

const isNotFound = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
};

/** The store `store` in the settings' bucket; fails when the bucket cannot be reached. */
export async function openS3Storage(settings: S3Settings, store: string): Promise<FileStorage> {
  const client = clientFor(settings);
  const Bucket = settings.bucket;
  const folder = `${settings.prefix}${store}/`;
  const objectOf = (key: string) => `${folder}${key}`;

  try {
    await client.send(new HeadBucketCommand({ Bucket }));
  } catch (error) {
    const where = settings.endpoint ? ` at ${settings.endpoint}` : '';
    throw new Error(`S3 bucket "${Bucket}"${where} cannot be used (${(error as Error).name}: ${(error as Error).message})`, { cause: error });
  }

  async function statOf(key: string): Promise<StoredFile | null> {
    const parsed = parseKey(key);
    if (!parsed) return null;
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectOf(key) }));
      return { key, hash: parsed.hash, contentType: parsed.contentType, size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  return {
    async put(bytes, contentType) {
      const file = storedFileOf(bytes, contentType);
      if (await statOf(file.key)) return file;
      await client.send(
        new PutObjectCommand({ Bucket, Key: objectOf(file.key), Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }),
      );
      return file;
    },

    async adopt(localPath, key, contentType) {
      const { hash } = adoptableKey(key, contentType);
      const { size } = await statLocal(localPath);
      const upload = new Upload({
        client,
        params: { Bucket, Key: objectOf(key), Body: createReadStream(localPath), ContentType: contentType, ContentLength: size },
        partSize: PART_BYTES,
        queueSize: QUEUE_SIZE,
      });
      await upload.done();
      // A source cut short while read would store fewer bytes: what is stored must be whole.
      const stored = await statOf(key);
      if (stored?.size !== size) {
        await client.send(new DeleteObjectCommand({ Bucket, Key: objectOf(key) }));
        throw new Error(`${key}: ${stored?.size ?? 0} bytes stored of ${size}`);
      }
      return { key, hash, contentType, size };
    },

    stat: statOf,

    async open(key, range) {
      const parsed = parseKey(key);
      if (!parsed) return null;
      if (range) checkRange(range, Number.MAX_SAFE_INTEGER);
      let answer;
      try {
        answer = await client.send(
          new GetObjectCommand({ Bucket, Key: objectOf(key), ...(range && { Range: `bytes=${range.start}-${range.end}` }) }),
        );
      } catch (error) {
        if (isNotFound(error)) return null;
        if ((error as { name?: string }).name === 'InvalidRange') throw new RangeError(`${key}: bytes ${range?.start}-${range?.end} are not in the file`);
        throw error;
      }
      const stream = answer.Body as Readable;
      let size = answer.ContentLength ?? 0;
      if (range) {
        // With a range, the file's size is after the slash of Content-Range; a server answering
        // other bytes than those asked for is refused rather than served.
        const answered = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? '');
        size = Number(answered?.[3]);
        const same = answered && Number(answered[1]) === range.start && Number(answered[2]) === range.end;
        if (!same) {
          stream.destroy();
          checkRange(range, Number.isFinite(size) ? size : 0);
          throw new Error(`${key}: the S3 server answered ${answer.ContentRange ?? 'no range'} for bytes ${range.start}-${range.end}`);
        }
      }
      return { file: { key, hash: parsed.hash, contentType: parsed.contentType, size }, stream };
    },

    async remove(key) {
      if (parseKey(key)) await client.send(new DeleteObjectCommand({ Bucket, Key: objectOf(key) }));
    },

    async *keys() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: folder, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(folder.length) ?? '';
          if (parseKey(key)) yield { key, modifiedAt: object.LastModified?.getTime() ?? Date.now() };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
