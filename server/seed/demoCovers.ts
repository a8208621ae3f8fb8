/**
 * Demo covers (docs/scripts.md, "Cover images"): a few demo scripts get a plain coloured PNG,
 * stored through the same FileStorage the upload uses, so the demo shows covers. Once: a
 * database where any script has a cover is left alone (a cover removed by hand stays removed).
 */
import { deflateSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import { COVERS_PATH } from '../../contracts/files.js';
import type { DB } from '../db/schema.js';
import type { FileStorage } from '../modules/files/storage.js';

const COVER_COLOURS: readonly (readonly [number, number, number])[] = [
  [0x1f, 0x6f, 0xd0],
  [0x2e, 0x9d, 0x6a],
  [0xd9, 0x7a, 0x1c],
  [0x8e, 0x44, 0xad],
  [0xc0, 0x39, 0x2b],
  [0x16, 0xa0, 0x85],
];
const COVER_WIDTH = 320;
const COVER_HEIGHT = 180;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** A valid PNG of one colour (8-bit RGB), made without an image library. */
export function solidPng(width: number, height: number, [r, g, b]: readonly [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, RGB, deflate, no filter method, no interlace
  const row = Buffer.alloc(1 + width * 3); // each row: filter "none", then the pixels
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** Covers for the first demo scripts of the platform; answers how many got one. */
export async function seedDemoCovers(db: Kysely<DB>, covers: FileStorage): Promise<number> {
  if (await db.selectFrom('scripts').select('id').where('image_url', 'is not', null).executeTakeFirst()) return 0;
  const scripts = await db
    .selectFrom('scripts')
    .select('id')
    .where('source', '=', 'platform')
    .orderBy('id')
    .limit(COVER_COLOURS.length)
    .execute();
  for (const [index, script] of scripts.entries()) {
    const stored = await covers.put(solidPng(COVER_WIDTH, COVER_HEIGHT, COVER_COLOURS[index]!), 'image/png');
    await db.updateTable('scripts').set({ image_url: `${COVERS_PATH}/${stored.key}` }).where('id', '=', script.id).execute();
  }
  return scripts.length;
}
