/**
 * Whether a ZIP archive names an entry: only its central directory is read (yauzl, lazy entries),
 * nothing is decompressed, and the walk stops at the first match. Anything yauzl cannot read as
 * a ZIP (no end record, a path escaping the archive, sizes that do not add up) is a refusal.
 */
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { notOfKind } from './refusal.js';

export function hasZipEntry(path: string, wanted: (fileName: string) => boolean, what: string): Promise<boolean> {
  const notZip = () => notOfKind(`${what} must be a ZIP archive: this file is not one, or it is damaged`, { problem: 'not_zip' });
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, zip?: ZipFile) => {
      if (error || !zip) return reject(notZip());
      let settled = false;
      const finish = (found: boolean | null) => {
        if (settled) return;
        settled = true;
        zip.close();
        if (found === null) reject(notZip());
        else resolve(found);
      };
      zip.on('entry', (entry: Entry) => {
        if (!entry.fileName.endsWith('/') && wanted(entry.fileName)) finish(true);
        else zip.readEntry();
      });
      zip.on('end', () => finish(false));
      zip.on('error', () => finish(null));
      zip.readEntry();
    });
  });
}
