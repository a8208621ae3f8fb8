/**
 * What each kind of version accepts in the browser (docs/files.md, "Purposes"): the extensions of
 * the kinds its purpose stores, and the largest file by the server's default settings. The server
 * checks again with its own settings and the content; this only spares sending what it refuses.
 */
import { UPLOAD_KINDS, type UploadPurpose } from '@contracts/files.js';

/** Bytes (1 MB = 1,000,000 bytes), as UPLOAD_MAX_*_BYTES default. */
export const UPLOAD_MAX_BYTES: Readonly<Record<UploadPurpose, number>> = {
  apk: 1_000_000_000,
  app: 1_000_000_000,
  rc: 200_000_000,
  course: 500_000_000,
  lua: 2_000_000,
};

/** The extensions a purpose's files may have: ['pdf', 'mp4'] for a course file. */
export const acceptedExtensions = (purpose: UploadPurpose): string[] => UPLOAD_KINDS[purpose].map((kind) => kind.extension);
