/** Uploading a file through tus and naming it in a version's add call, for the versions' tests. */
import { createHash } from 'node:crypto';
import { ZipFile } from 'yazl';
import { expect } from 'vitest';
import { openReleaseStorage } from '../../../server/modules/files/stores.js';
import { demoLua } from '../../../server/seed/demoReleaseFiles.js';
import type { TestServer } from './server.js';
import { tusClient, uploadIdOf } from './tus.js';

export const md5Of = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

/** A ZIP of the given entries, in memory. */
export async function zipBytes(entries: Readonly<Record<string, string>>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, text] of Object.entries(entries)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  const parts: Buffer[] = [];
  for await (const part of zip.outputStream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

export const apkBytes = (tag = 'x') => zipBytes({ 'AndroidManifest.xml': `<manifest package="com.test.${tag}"/>`, 'classes.dex': `dex ${tag} ${Math.random()}` });
export const luaBytes = (version: number) => Buffer.from(`${demoLua(version)}-- ${Math.random()}\n`);

/** Creates a tus upload of `bytes` as `username` and sends them in one chunk; answers its id. */
export async function uploaded(server: TestServer, username: string, purpose: string, bytes: Uint8Array, filename = `file.${purpose}`): Promise<string> {
  const tus = tusClient(server.url);
  const token = await server.sessionFor(username);
  const created = await tus.create(token, { purpose, filename, length: bytes.byteLength });
  expect(created.status, created.text).toBe(201);
  const location = created.headers.get('location')!;
  const sent = await tus.patch(token, new URL(location, server.url).pathname, 0, bytes);
  expect(sent.status, sent.text).toBe(204);
  return uploadIdOf(location);
}

/** The keys the versions' store holds, and the keys `stored_files` names: equal when nothing is orphaned. */
export async function storedKeys(server: TestServer): Promise<{ inStore: string[]; named: string[] }> {
  const inStore: string[] = [];
  const storage = await openReleaseStorage(server.config);
  for await (const entry of storage.keys()) inStore.push(entry.key);
  const named = (await server.db.selectFrom('stored_files').select('key').execute()).map((r) => r.key);
  return { inStore: inStore.sort(), named: named.sort() };
}
