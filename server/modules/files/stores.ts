/**
 * The stores the server keeps files in, and the backend of each (docs/files.md). Today every
 * store is a directory under the uploads directory (DATA_DIR/uploads); an S3 backend will be
 * chosen here from the settings.
 */
import { join } from 'node:path';
import type { Config } from '../../config.js';
import { openDirectoryStorage } from './directoryStorage.js';
import type { FileStorage } from './storage.js';

/** Script covers: DATA_DIR/uploads/covers. */
export function openCoverStorage(config: Pick<Config, 'uploadsDir'>): Promise<FileStorage> {
  return openDirectoryStorage(join(config.uploadsDir, 'covers'));
}
