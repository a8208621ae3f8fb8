/**
 * Cover images (docs/scripts.md, "Cover images"; storage: docs/files.md): what the upload takes,
 * the limits both sides check, and the one shape of the URL the server answers and the script
 * form accepts. The browser imports the constants and the type only.
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
