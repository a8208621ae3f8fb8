/**
 * Cover images (docs/scripts.md, "Cover images"; storage: docs/files.md): what the upload takes,
 * the limits both sides check, and the one shape of the URL the server answers and the script
 * form accepts. Then the resumable (tus) uploads of large files: purposes, ids, chunk sizes and
 * the kinds of file each purpose stores (docs/files.md, "Resumable uploads").
 */
import { z } from 'zod';

/** The image formats a cover may be, as the server recognises them by their first bytes. */
export const COVER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type CoverImageType = (typeof COVER_IMAGE_TYPES)[number];

/** The file name extension of each format, in the stored name and the URL. */
export const COVER_EXTENSIONS: Readonly<Record<CoverImageType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** Largest cover in bytes (413 beyond). */
export const COVER_MAX_BYTES = 2_000_000;
/** Largest width and height in pixels (400 beyond, and for a zero side). */
export const COVER_MAX_SIDE = 4096;

/** The upload call, under the API base (`/rocketScript`). */
export const UPLOAD_IMAGE_PATH = '/api/files/uploadImage';
/** Where stored covers are served (public). */
export const COVERS_PATH = '/rocketScript/api/files/covers';

/** A served cover: its sha-256 (hex) and the extension of its format. */
export const COVER_URL_PATTERN = /^\/rocketScript\/api\/files\/covers\/([0-9a-f]{64}\.(?:png|jpg|webp))$/;

/** The stored name a cover URL serves, or null for anything else (an external link…). */
export function coverKeyOf(url: string): string | null {
  return COVER_URL_PATTERN.exec(url)?.[1] ?? null;
}

export const uploadedImage = z.object({
  url: z.string().regex(COVER_URL_PATTERN).describe('Where the stored image is served; what a script keeps as iamgeUrl'),
});
export type UploadedImage = z.infer<typeof uploadedImage>;

// ---- resumable uploads (docs/files.md, "Resumable uploads") ----------------------------------

/** What a large file is uploaded for: it decides who may upload it, its size limit and its check. */
export const UPLOAD_PURPOSES = ['apk', 'rc', 'course', 'app', 'lua'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export function isUploadPurpose(value: unknown): value is UploadPurpose {
  return typeof value === 'string' && (UPLOAD_PURPOSES as readonly string[]).includes(value);
}

/** The tus endpoint, under the API base (`/rocketScript`): POST creates, `<TUS_PATH>/<id>` resumes. */
export const TUS_PATH = '/api/files/tus';

/** An upload's id: the last segment of its tus URL, 32 lowercase hex digits. */
export const UPLOAD_ID_PATTERN = /^[0-9a-f]{32}$/;
export const uploadIdSchema = z.string().regex(UPLOAD_ID_PATTERN).describe('The upload id: the last segment of the tus upload URL');
/** The md5 the browser computed while reading the file (hex), checked against the stored bytes. */
export const uploadMd5Schema = z.string().regex(/^[0-9a-fA-F]{32}$/).describe('md5 of the whole file, hex');

/** What the browser sends per PATCH, and the most the server takes in one (413 beyond). */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;
export const UPLOAD_MAX_CHUNK_BYTES = 16 * 1024 * 1024;

/** A kind of stored file: its content type and the extension of its stored name. */
export interface StoredKind {
  contentType: string;
  extension: string;
}

const APK: StoredKind = { contentType: 'application/vnd.android.package-archive', extension: 'apk' };

/** The kinds each purpose may store, as the server recognises them by their content. */
export const UPLOAD_KINDS: Readonly<Record<UploadPurpose, readonly StoredKind[]>> = {
  apk: [APK],
  app: [APK],
  /** A script's resource container: a ZIP holding Lua files. */
  rc: [{ contentType: 'application/zip', extension: 'rc' }],
  course: [
    { contentType: 'application/pdf', extension: 'pdf' },
    { contentType: 'video/mp4', extension: 'mp4' },
  ],
  lua: [{ contentType: 'text/x-lua', extension: 'lua' }],
};
