/** What every content check throws: 415, naming what the purpose expects. */
import { HttpError } from '../../../http/envelope.js';

export function notOfKind(message: string): HttpError {
  return new HttpError(415, 'unsupported_media_type', message);
}
