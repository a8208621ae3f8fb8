/**
 * The one check of an uploaded image's bytes (covers, feedback screenshots): the format by its
 * signature, the size from its own header, whatever the Content-Type or file name said. No
 * bytes at all or no known format: 415; a header that cannot be read, no pixels or a side over
 * the limit: 400 on `field`.
 */
import type { FastifyInstance } from 'fastify';
import { COVER_IMAGE_TYPES, type CoverImageType } from '../../../contracts/files.js';
import { fail, HttpError } from '../../http/envelope.js';
import { readImageHeader } from './imageHeader.js';

export interface CheckedImage {
  bytes: Buffer;
  type: CoverImageType;
  width: number;
  height: number;
}

const unsupported = (message: string) => new HttpError(415, 'unsupported_media_type', message);
const badImage = (field: string, reason: 'too_big' | 'invalid_value', message: string) =>
  fail.invalid(message, [{ field, reason, message }]);

export function checkImage(body: unknown, maxSide: number, field: string): CheckedImage {
  if (!Buffer.isBuffer(body) || body.length === 0) throw unsupported('Send the image bytes as image/png, image/jpeg or image/webp');
  const header = readImageHeader(body);
  if (!header) throw unsupported('The content is not a PNG, JPEG or WebP image');
  if (!header.size) throw badImage(field, 'invalid_value', 'The image header cannot be read');
  const { width, height } = header.size;
  if (width === 0 || height === 0) throw badImage(field, 'invalid_value', 'The image has no pixels');
  if (width > maxSide || height > maxSide) throw badImage(field, 'too_big', `The image is larger than ${maxSide} pixels a side`);
  return { bytes: body, type: header.type, width, height };
}

/**
 * A plugin's own body parsers for image uploads: the image types (and raw bytes) read as a
 * buffer, up to `maxBytes` (413 beyond). JSON and forms are still read (the control-character
 * guard answers for them first), then refused with 415 by checkImage.
 */
export function acceptImageBodies(app: FastifyInstance, maxBytes: number): void {
  app.addContentTypeParser(
    [...COVER_IMAGE_TYPES, 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: maxBytes },
    (_request, body, done) => done(null, body),
  );
}
