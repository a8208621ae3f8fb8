/**
 * The stores the server keeps files in, and the backend of each (docs/files.md): a directory under
 * the uploads directory (DATA_DIR/uploads/<store>), or with FILE_STORAGE=s3 a prefix in the
 * bucket (`[S3_PREFIX/]<store>/`). The S3 backend is imported only when chosen.
 */
import { join } from 'node:path';
import type { Config } from '../../config.js';
import { openDirectoryStorage } from './directoryStorage.js';
import type { FileStorage } from './storage.js';

type StoreConfig = Pick<Config, 'uploadsDir' | 'fileStorage'>;

async function openStore(config: StoreConfig, store: string): Promise<FileStorage> {
  if (config.fileStorage.backend === 's3') {
    const { openS3Storage } = await import('./s3Storage.js');
    return openS3Storage(config.fileStorage.s3, store);
  }
  return openDirectoryStorage(join(config.uploadsDir, store));
}

/** Script covers. */
export function openCoverStorage(config: StoreConfig): Promise<FileStorage> {
  return openStore(config, 'covers');
}

/** Uploaded files that versions name (`stored_files`, store `releases`). */
export function openReleaseStorage(config: StoreConfig): Promise<FileStorage> {
  return openStore(config, 'releases');
}

/** Screenshots app users attach to their feedback (docs/feedback.md): private, served signed. */
export function openScreenshotStorage(config: StoreConfig): Promise<FileStorage> {
  return openStore(config, 'screenshots');
}
