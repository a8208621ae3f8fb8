/**
 * What a tus creation (POST) must say before anything is staged (docs/files.md, "Resumable
 * uploads"): a known purpose the caller's roles allow, a declared length within that purpose's
 * limit (no deferred length), and a file name, kept as a plain name. Refusals are envelopes.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { CONTROL_CHARACTER } from '../../../../contracts/fields.js';
import { isUploadPurpose, UPLOAD_PURPOSES, type UploadPurpose } from '../../../../contracts/files.js';
import { mayUpload } from '../../../../contracts/permissions.js';
import type { UploadSettings } from '../../../config.js';
import type { AuthUser } from '../../../http/access.js';
import { fail, HttpError } from '../../../http/envelope.js';
import type { StagedMetadata } from './staging.js';

/** What each purpose's file is called in English messages. */
const PURPOSE_NAMES: Readonly<Record<UploadPurpose, string>> = {
  apk: 'An APK file',
  app: 'An app release',
  rc: 'A resource container (rc)',
  course: 'A course file',
  lua: 'A Lua file',
};

/** Longest kept file name, in characters. */
export const FILE_NAME_MAX = 200;

const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, 'g');
/** Invisible in a list yet part of the text: direction marks, zero-width characters, line separators. */
const INVISIBLE_CHARACTERS = /[\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * A file name as the browser may show it and a download may offer it: the last segment of
 * whatever path was sent, without control characters (bidirectional overrides included) nor
 * invisible ones (direction marks, zero-width characters, line separators), trimmed,
 * at most FILE_NAME_MAX characters (the extension kept). Empty when nothing usable is left.
 */
export function plainFileName(sent: string): string {
  const base = sent.replace(CONTROL_CHARACTERS, '').replace(INVISIBLE_CHARACTERS, '').split(/[/\\]/).pop()!.trim();
  if (base === '.' || base === '..') return '';
  const characters = Array.from(base);
  if (characters.length <= FILE_NAME_MAX) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(base.slice(dot)) : [];
  if (extension.length === 0 || extension.length > 16) return characters.slice(0, FILE_NAME_MAX).join('').trim();
  const stem = Array.from(base.slice(0, dot)).slice(0, FILE_NAME_MAX - extension.length);
  return stem.join('').trim() + extension.join('');
}

/** tus Upload-Metadata: `key base64,key2 base64…`; a key may come without a value. */
function parseMetadata(header: string | undefined): Map<string, string | null> {
  const metadata = new Map<string, string | null>();
  if (header === undefined || header.trim() === '') return metadata;
  for (const pair of header.split(',')) {
    const [key, value, extra] = pair.trim().split(' ');
    const valid = key && /^[\x21-\x2b\x2d-\x7e]+$/.test(key) && extra === undefined && !metadata.has(key);
    if (!valid || (value !== undefined && !/^[A-Za-z0-9+/]*={0,2}$/.test(value))) {
      throw fail.invalid('Upload-Metadata is malformed: send "key base64value" pairs separated by commas');
    }
    metadata.set(key, value === undefined ? null : Buffer.from(value, 'base64').toString('utf8'));
  }
  return metadata;
}

function one(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** The declared length, or a 400 naming what is wrong. */
function declaredLength(headers: IncomingHttpHeaders): number {
  const field = 'uploadLength';
  if (one(headers, 'upload-defer-length') !== undefined) {
    throw fail.invalid('Declare the file size in Upload-Length: a deferred length is not accepted', [
      { field, reason: 'required', message: 'Upload-Length is required' },
    ]);
  }
  const raw = one(headers, 'upload-length');
  if (raw === undefined) throw fail.invalid('Upload-Length is required', [{ field, reason: 'required', message: 'Upload-Length is required' }]);
  // Digits past any safe number are still a byte count, far above every limit: the size check says 413.
  const length = /^\d+$/.test(raw.trim()) ? Math.min(Number(raw.trim()), Number.MAX_SAFE_INTEGER) : Number.NaN;
  if (!Number.isSafeInteger(length)) {
    throw fail.invalid('Upload-Length must be a whole number of bytes', [{ field, reason: 'invalid_format', message: 'Not a byte count' }]);
  }
  if (length === 0) throw fail.invalid('The file is empty', [{ field, reason: 'too_small', message: 'The file is empty' }]);
  return length;
}

export interface Creation {
  purpose: UploadPurpose;
  size: number;
  /** The metadata tus stores with the upload: ours, not the client's. */
  metadata: StagedMetadata;
}

/** Checks a creation request of `user`; throws the refusal (400, 403, 413) as an HttpError. */
export function checkCreation(headers: IncomingHttpHeaders, user: AuthUser, uploads: UploadSettings, ownerId: string): Creation {
  if (one(headers, 'upload-concat') !== undefined) throw fail.invalid('Concatenated uploads are not accepted');
  const metadata = parseMetadata(one(headers, 'upload-metadata'));
  const purpose = metadata.get('purpose');
  if (!purpose) {
    throw fail.invalid('Say what the file is for: Upload-Metadata needs a purpose', [
      { field: 'purpose', reason: 'required', message: 'purpose is required' },
    ]);
  }
  if (!isUploadPurpose(purpose)) {
    const message = `purpose must be one of ${UPLOAD_PURPOSES.join(', ')}`;
    throw fail.invalid(`Unknown purpose: ${message}`, [{ field: 'purpose', reason: 'invalid_value', message }]);
  }
  if (!mayUpload(user.roles, purpose)) throw fail.forbidden(`Your role may not upload files for ${purpose}`);
  const size = declaredLength(headers);
  const limit = uploads.maxBytes[purpose];
  if (size > limit) throw new HttpError(413, 'payload_too_large', `${PURPOSE_NAMES[purpose]} may have at most ${limit} bytes`);
  const filename = plainFileName(metadata.get('filename') ?? '');
  if (!filename) {
    throw fail.invalid('Upload-Metadata needs the file name', [{ field: 'filename', reason: 'required', message: 'filename is required' }]);
  }
  return { purpose, size, metadata: { purpose, filename, ownerId } };
}
