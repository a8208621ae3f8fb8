/**
 * The local-directory FileStorage (docs/files.md): content-addressed names, the same bytes stored
 * once, nothing under a real name until it is complete, names it did not make never opened, and
 * temporaries a crash left behind swept when it opens.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDirectoryStorage } from '../../server/modules/files/directoryStorage.js';
import { parseKey } from '../../server/modules/files/storage.js';

let root = '';
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'rs-files-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const bytes = (content: string) => new TextEncoder().encode(content);

describe('the directory storage', () => {
  it('names a file by the sha-256 of its bytes and stores the same bytes once', async () => {
    const storage = await openDirectoryStorage(root);
    const hash = createHash('sha256').update('cover one').digest('hex');
    const first = await storage.put(bytes('cover one'), 'image/png');
    expect(first).toEqual({ key: `${hash}.png`, hash, contentType: 'image/png', size: 9 });
    expect(await storage.put(bytes('cover one'), 'image/png')).toEqual(first);
    expect(readdirSync(join(root, hash.slice(0, 2)))).toEqual([first.key]);
    expect(readdirSync(join(root, '.incoming'))).toEqual([]);
    expect(await storage.stat(first.key)).toEqual(first);
    const opened = await storage.open(first.key);
    expect(await text(opened!.stream)).toBe('cover one');
    // The same bytes as another type are another file.
    expect((await storage.put(bytes('cover one'), 'image/webp')).key).toBe(`${hash}.webp`);
  });

  it('knows only the names it makes', async () => {
    const storage = await openDirectoryStorage(root);
    writeFileSync(join(root, 'secret.txt'), 'not a stored file');
    for (const key of ['secret.txt', '../secret.txt', `${'a'.repeat(64)}.png`, `${'A'.repeat(64)}.png`, `${'a'.repeat(64)}.exe`, `${'a'.repeat(64)}.png/..`]) {
      expect(await storage.stat(key), key).toBeNull();
      expect(await storage.open(key), key).toBeNull();
    }
    expect(parseKey(`${'0'.repeat(64)}.jpg`)).toEqual({ hash: '0'.repeat(64), contentType: 'image/jpeg' });
    await expect(storage.put(bytes('x'), 'text/html')).rejects.toThrow('No stored extension');
  });

  it('sweeps temporaries older than a day when it opens, and keeps recent ones', async () => {
    mkdirSync(join(root, '.incoming'), { recursive: true });
    const old = join(root, '.incoming', 'old');
    const recent = join(root, '.incoming', 'recent');
    writeFileSync(old, 'half a file');
    writeFileSync(recent, 'being written');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    utimesSync(old, twoDaysAgo, twoDaysAgo);
    await openDirectoryStorage(root);
    expect(readdirSync(join(root, '.incoming'))).toEqual(['recent']);
    expect(readFileSync(recent, 'utf8')).toBe('being written');
  });
});
