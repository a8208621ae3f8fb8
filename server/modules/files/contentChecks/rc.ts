/** A script's resource container (rc): a ZIP archive holding at least one Lua file. */
import { UPLOAD_KINDS, type StoredKind } from '../../../../contracts/files.js';
import { notOfKind } from './refusal.js';
import { hasZipEntry } from './zipEntries.js';

export async function checkRc(path: string): Promise<StoredKind> {
  const found = await hasZipEntry(path, (name) => /\.lua$/i.test(name), 'A resource container (rc)');
  if (!found) throw notOfKind('A resource container (rc) must hold at least one .lua file: this ZIP archive has none', { problem: 'rc_without_lua' });
  return UPLOAD_KINDS.rc[0]!;
}
