/**
 * Resumable uploads over tus (docs/browser.md, "Uploads in the browser"; the server side:
 * docs/files.md). 8 MiB chunks with the session's bearer token read afresh for every request,
 * retries that carry an upload over a dropped connection, and the upload's address kept in
 * localStorage under the file's fingerprint so that the same file chosen again (after a reload)
 * goes on where it stopped. The answer is the upload id the "add" calls take.
 */
import { Upload, defaultOptions, type HttpRequest } from 'tus-js-client';
import { API_BASE } from '@contracts/envelope.js';
import { TUS_PATH, UPLOAD_CHUNK_BYTES, type UploadPurpose } from '@contracts/files.js';
import { getToken } from '@/auth/tokenCookie';
import { describeApiError } from '@/api/errorText';
import { reportSessionExpired } from '@/api/sessionEvents';
import { toUploadError } from './uploadError';

/** What an upload is for; the server checks roles, size and content by it. */
export type { UploadPurpose };

export const TUS_ENDPOINT = `${API_BASE}${TUS_PATH}`;
/** Bytes per PATCH: 8 MiB, half of what the server takes in one (docs/files.md). */
export const TUS_CHUNK_BYTES = UPLOAD_CHUNK_BYTES;
/** Waits (ms) before each new try after a failed request: about 20 s of a dropped connection. */
export const TUS_RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];

type TusOptions = NonNullable<ConstructorParameters<typeof Upload>[1]>;
/** Where requests go, how the file is read and where addresses are kept: tests replace them. */
export type TusEnvironment = Pick<TusOptions, 'httpStack' | 'fileReader' | 'urlStorage'>;

export interface TusStartOptions {
  purpose: UploadPurpose;
  /** The address of this file's upload begun earlier, resumed rather than looked up. */
  uploadUrl?: string | null;
  onProgress(bytesSent: number, bytesTotal: number): void;
  /** The upload's address, once the server has created it (or it was found again). */
  onUrl?(url: string): void;
}

export interface TusRun {
  /** Resolves to the upload id; rejects with an ApiError (status 0: no connection). */
  done: Promise<string>;
  /** Stops sending; the upload stays on the server (a day) and can be resumed. */
  pause(): Promise<void>;
  /** Stops and deletes the upload on the server. */
  cancel(): Promise<void>;
}

/** The upload id: the last path segment of the upload's address. */
export function uploadIdOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const segment = path.split('/').filter(Boolean).pop() ?? '';
  return decodeURIComponent(segment);
}

/** Sets the session's headers on each request, so a token renewed meanwhile is the one sent. */
function signRequest(request: HttpRequest): void {
  request.setHeader('X-Client-Type', 'pc');
  const token = getToken();
  if (token) request.setHeader('Authorization', `Bearer ${token}`);
}

/** A refusal of the session ends it, as for every other call (src/api/client.ts). */
function failureOf(error: unknown) {
  const failure = toUploadError(error);
  if (failure.status === 401 && getToken()) reportSessionExpired(describeApiError(failure));
  return failure;
}

/** The same file for the same purpose resumes; another purpose starts anew (the server keeps it). */
const fingerprintFor = (purpose: UploadPurpose) => (file: File) =>
  Promise.resolve(['rocket-tus', purpose, file.name, file.type, file.size, file.lastModified, TUS_ENDPOINT].join('-'));

export function startTusUpload(file: File, options: TusStartOptions, environment: TusEnvironment = {}): TusRun {
  let settle: { resolve: (id: string) => void; reject: (error: unknown) => void } | null = null;
  const done = new Promise<string>((resolve, reject) => {
    settle = { resolve, reject };
  });
  let stopped = false;
  const upload: Upload = new Upload(file, {
    endpoint: TUS_ENDPOINT,
    chunkSize: TUS_CHUNK_BYTES,
    retryDelays: TUS_RETRY_DELAYS,
    metadata: { purpose: options.purpose, filename: file.name },
    fingerprint: fingerprintFor(options.purpose),
    // Once sent, the address is of no more use: the "add" call consumes the upload.
    removeFingerprintOnSuccess: true,
    onBeforeRequest: signRequest,
    onUploadUrlAvailable: () => {
      if (upload.url) options.onUrl?.(upload.url);
    },
    onProgress: (sent, total) => options.onProgress(sent, total),
    onSuccess: () => settle?.resolve(uploadIdOf(upload.url ?? '')),
    onError: (error) => settle?.reject(failureOf(error)),
    ...environment,
  });

  // The address kept in localStorage comes with its storage key, so resuming from it keeps one
  // entry per upload (and success removes it); the caller's address is the fallback.
  const begin = async () => {
    const previous = (await upload.findPreviousUploads().catch(() => []))
      .filter((entry) => entry.uploadUrl && entry.metadata.purpose === options.purpose)
      .sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime));
    const chosen = options.uploadUrl ? previous.find((entry) => entry.uploadUrl === options.uploadUrl) : previous[0];
    if (chosen) upload.resumeFromPreviousUpload(chosen);
    else if (options.uploadUrl) upload.options.uploadUrl = options.uploadUrl;
    if (!stopped) upload.start();
  };
  void begin();

  return {
    done,
    pause: () => {
      stopped = true;
      return upload.abort(false);
    },
    cancel: () => {
      stopped = true;
      return upload.abort(true);
    },
  };
}

/**
 * Deletes an upload the user cancelled, by its address (the run itself may be over), and forgets
 * it so the file starts anew next time. One already gone counts as deleted.
 */
export async function discardTusUpload(url: string, environment: TusEnvironment = {}): Promise<void> {
  try {
    await Upload.terminate(url, { onBeforeRequest: signRequest, retryDelays: TUS_RETRY_DELAYS, ...environment });
  } catch (error) {
    const failure = toUploadError(error);
    if (failure.status !== 404 && failure.status !== 410) throw failure;
  }
  const storage = environment.urlStorage ?? defaultOptions.urlStorage;
  const stored = await storage.findAllUploads();
  await Promise.all(stored.filter((entry) => entry.uploadUrl === url).map((entry) => storage.removeUpload(entry.urlStorageKey)));
}
