/**
 * Checks a taken upload before it is stored (docs/files.md, "Resumable uploads"): its size
 * against the purpose's limit (413), one streaming pass for md5 and sha-256 (the file is never
 * held in memory), the md5 against the one the browser computed (400 `md5_mismatch`), then the
 * purpose's content check (415). Answers what the stored file's row records.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { UploadPurpose } from '../../../contracts/files.js';
import { fail, HttpError } from '../../http/envelope.js';
import { CONTENT_CHECKS } from './contentChecks/index.js';

export interface VerifyOptions {
  purpose: UploadPurpose;
  /** md5 of the whole file as the browser computed it (hex, either case). */
  md5: string;
  /** The purpose's size limit in bytes. */
  maxBytes: number;
}

export interface VerifiedFile {
  size: number;
  /** Lower-case hex. */
  md5: string;
  sha256: string;
  contentType: string;
  extension: string;
}

const READ_CHUNK = 1024 * 1024;

/** md5 and sha-256 of a file in one read, chunk by chunk. */
export async function hashFile(path: string): Promise<{ size: number; md5: string; sha256: string }> {
  const md5 = createHash('md5');
  const sha256 = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: READ_CHUNK })) {
    const bytes = chunk as Buffer;
    md5.update(bytes);
    sha256.update(bytes);
    size += bytes.length;
  }
  return { size, md5: md5.digest('hex'), sha256: sha256.digest('hex') };
}

export async function verifyStagedFile(path: string, options: VerifyOptions): Promise<VerifiedFile> {
  const { size: onDisk } = await stat(path);
  if (onDisk > options.maxBytes) {
    throw new HttpError(413, 'payload_too_large', `A ${options.purpose} file may have at most ${options.maxBytes} bytes`);
  }
  const hashes = await hashFile(path);
  if (hashes.md5 !== options.md5.toLowerCase()) {
    const message = 'The md5 of the received file is not the one sent: the file changed or was damaged on the way';
    throw fail.invalid(message, [{ field: 'md5', reason: 'md5_mismatch', message }]);
  }
  const kind = await CONTENT_CHECKS[options.purpose](path);
  return { ...hashes, contentType: kind.contentType, extension: kind.extension };
}
