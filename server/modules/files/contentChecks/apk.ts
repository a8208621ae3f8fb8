/** An Android package (apk, app): a ZIP archive with AndroidManifest.xml at its root. */
import { UPLOAD_KINDS, type StoredKind } from '../../../../contracts/files.js';
import { notOfKind } from './refusal.js';
import { hasZipEntry } from './zipEntries.js';

export async function checkApk(path: string): Promise<StoredKind> {
  const found = await hasZipEntry(path, (name) => name === 'AndroidManifest.xml', 'An Android package (APK)');
  if (!found) throw notOfKind('An Android package (APK) must hold AndroidManifest.xml: this ZIP archive has none', { problem: 'apk_without_manifest' });
  return UPLOAD_KINDS.apk[0]!;
}
