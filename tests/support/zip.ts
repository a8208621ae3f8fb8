/**
 * A minimal ZIP writer for test fixtures: entries stored (not compressed), UTF-8 names, one disk.
 * Enough for yauzl to read the central directory the way the upload checks do.
 */
import { crc32 } from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: string | Uint8Array;
}

function header(fields: [number, 2 | 4][]): Buffer {
  const buffer = Buffer.alloc(fields.reduce((sum, [, size]) => sum + size, 0));
  let at = 0;
  for (const [value, size] of fields) {
    if (size === 2) buffer.writeUInt16LE(value, at);
    else buffer.writeUInt32LE(value, at);
    at += size;
  }
  return buffer;
}

const UTF8_NAMES = 0x0800;

export function storedZip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : Buffer.from(entry.data);
    const crc = crc32(data) >>> 0;
    const local = header([
      [0x04034b50, 4], [10, 2], [UTF8_NAMES, 2], [0, 2], [0, 2], [0x21, 2],
      [crc, 4], [data.length, 4], [data.length, 4], [name.length, 2], [0, 2],
    ]);
    const central = header([
      [0x02014b50, 4], [20, 2], [10, 2], [UTF8_NAMES, 2], [0, 2], [0, 2], [0x21, 2],
      [crc, 4], [data.length, 4], [data.length, 4], [name.length, 2], [0, 2], [0, 2],
      [0, 2], [0, 2], [0, 4], [offset, 4],
    ]);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = header([
    [0x06054b50, 4], [0, 2], [0, 2], [entries.length, 2], [entries.length, 2],
    [directory.length, 4], [offset, 4], [0, 2],
  ]);
  return Buffer.concat([...locals, directory, end]);
}
