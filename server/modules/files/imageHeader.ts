/**
 * What an uploaded image is, read from its bytes (never from a file name or a header the client
 * sent): the format by its signature, the size in pixels from the format's own header. Reads
 * only the first bytes and decodes no pixels, so no image library is needed.
 */
import type { CoverImageType } from '../../../contracts/files.js';

export interface ImageHeader {
  type: CoverImageType;
  /** Null when the signature is right but the header cannot be read (a cut or broken file). */
  size: { width: number; height: number } | null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** JPEG start-of-frame markers (baseline, progressive, lossless…): the ones that carry the size. */
const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image's format and size, or null when the bytes are no PNG, JPEG or WebP. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (startsWith(bytes, PNG_SIGNATURE)) return { type: 'image/png', size: pngSize(bytes, view) };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { type: 'image/jpeg', size: jpegSize(bytes, view) };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { type: 'image/webp', size: webpSize(bytes, view) };
  return null;
}

/** The first chunk is IHDR: width and height, 4 bytes each, big-endian. */
function pngSize(bytes: Uint8Array, view: DataView) {
  if (bytes.length < 24 || !startsWith(bytes, ascii('IHDR'), 12)) return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Walks the segments up to the first start-of-frame: height, then width, 2 bytes each. */
function jpegSize(bytes: Uint8Array, view: DataView) {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end or image data before any frame
    const length = view.getUint16(at + 2);
    if (JPEG_FRAMES.has(marker)) {
      return at + 9 <= bytes.length && length >= 7 ? { width: view.getUint16(at + 7), height: view.getUint16(at + 5) } : null;
    }
    at += 2 + length;
  }
  return null;
}

/** The first chunk says which WebP: lossy (VP8), lossless (VP8L) or extended (VP8X, the canvas). */
function webpSize(bytes: Uint8Array, view: DataView) {
  if (bytes.length < 30) return null;
  if (startsWith(bytes, ascii('VP8 '), 12)) {
    if (!startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return null;
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  if (startsWith(bytes, ascii('VP8L'), 12)) {
    if (bytes[20] !== 0x2f) return null;
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (startsWith(bytes, ascii('VP8X'), 12)) {
    const u24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
    return { width: u24(24) + 1, height: u24(27) + 1 };
  }
  return null;
}
