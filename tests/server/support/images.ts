/**
 * Small real images built from bytes for the upload tests: a PNG of one colour (the demo seed's
 * generator), a grey baseline JPEG, and 1×1 WebP files of the three kinds (lossy, lossless,
 * extended with alpha).
 */
export { solidPng } from '../../../server/seed/demoCovers.js';

const segment = (marker: number, payload: number[]) => [0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload];

/**
 * A decodable grey JPEG: one component, a quantisation table of ones, and Huffman tables with a
 * single one-bit code each, so every 8×8 block is "DC difference 0, end of block": two zero bits.
 */
export function greyJpeg(width: number, height: number): Buffer {
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const bits = '00'.repeat(blocks).padEnd(Math.ceil((blocks * 2) / 8) * 8, '1');
  const scan = (bits.match(/.{8}/g) ?? []).flatMap((byte) => (byte === '11111111' ? [0xff, 0x00] : [parseInt(byte, 2)]));
  const oneCode = (tableClass: number) => [tableClass, 1, ...new Array<number>(15).fill(0), 0x00];
  return Buffer.from([
    0xff, 0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // JFIF
    ...segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
    ...segment(0xc4, oneCode(0x00)),
    ...segment(0xc4, oneCode(0x10)),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    ...scan,
    0xff, 0xd9,
  ]);
}

/** 1×1 WebP images of each kind (the ones browsers are commonly probed with). */
export const WEBP = {
  lossy: Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64'),
  lossless: Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
  extended: Buffer.from('UklGRkoAAABXRUJQVlA4WAoAAAAQAAAAAAAAAAAAQUxQSAwAAAARBxAR/Q9ERP8DAABWUDggGAAAABQBAJ0BKgEAAQAAAP4AAA3AAP7mtQAAAA==', 'base64'),
};
