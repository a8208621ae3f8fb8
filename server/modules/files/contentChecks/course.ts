/**
 * Course material: a PDF (`%PDF-` at the start) or an MP4 video (an ISO media file: its first box
 * is `ftyp`, at byte 4). HEIF and AVIF images are ISO media files too, told apart by their brand.
 */
import { open } from 'node:fs/promises';
import { UPLOAD_KINDS, type StoredKind } from '../../../../contracts/files.js';
import { notOfKind } from './refusal.js';

const [PDF, MP4] = UPLOAD_KINDS.course as [StoredKind, StoredKind];
const IMAGE_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

async function head(path: string, length: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

export async function checkCourse(path: string): Promise<StoredKind> {
  const bytes = await head(path, 12);
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return PDF;
  const isMedia = bytes.length === 12 && bytes.subarray(4, 8).toString('latin1') === 'ftyp' && bytes.readUInt32BE(0) >= 8;
  if (isMedia && !IMAGE_BRANDS.has(bytes.subarray(8, 12).toString('latin1'))) return MP4;
  throw notOfKind('Course material must be a PDF document or an MP4 video', { problem: 'course_not_pdf_or_mp4' });
}
