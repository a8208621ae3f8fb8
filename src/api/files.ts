/**
 * File uploads (docs/scripts.md, "Cover images"): an image's bytes go as the request body with
 * their type, through the api client (token, envelope, errors), reporting progress. Silent: the
 * field that uploads says what went wrong.
 */
import { UPLOAD_IMAGE_PATH, type UploadedImage } from '@contracts/files.js';
import { request } from './client';

/** Uploads an image; `onProgress` gets the share sent so far, 0 to 1. */
export type ImageUploader = (file: Blob, onProgress?: (sent: number) => void) => Promise<UploadedImage>;

/** An uploader of images to `path` (a cover's, an avatar's: the same body and answer). */
export const imageUploader = (path: string): ImageUploader => (file, onProgress) =>
  request<UploadedImage>(
    {
      method: 'POST',
      url: path,
      data: file,
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      onUploadProgress: (event) => {
        if (event.total) onProgress?.(event.loaded / event.total);
      },
    },
    { silent: true },
  );

export const uploadImage: ImageUploader = imageUploader(UPLOAD_IMAGE_PATH);
