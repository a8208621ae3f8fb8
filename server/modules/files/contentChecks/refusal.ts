/**
 * What every content check throws: 415 with the problem as a stable code the browser translates
 * (contracts/envelope.ts, CONTENT_PROBLEMS) and an English message for logs and API callers.
 */
import type { ContentRefusal } from '../../../../contracts/envelope.js';
import { HttpError } from '../../../http/envelope.js';

export function notOfKind(message: string, content: ContentRefusal): HttpError {
  return new HttpError(415, 'unsupported_media_type', message, undefined, undefined, content);
}
