/**
 * A valid APK of an exact size, written to disk as a stream (never whole in memory): a ZIP with
 * `AndroidManifest.xml` and one large stored entry of random bytes, which the server's APK check
 * accepts (docs/files.md, "Purposes"). For the upload benchmark and the crash test.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';

const PIECE = 1024 * 1024;
const PAYLOAD = 'classes.dex';

function randomBytesStream(size: number): Readable {
  let left = size;
  return new Readable({
    read() {
      if (left === 0) {
        this.push(null);
        return;
      }
      const n = Math.min(PIECE, left);
      left -= n;
      this.push(randomBytes(n));
    },
  });
}

/** The ZIP of the manifest and a stored payload of `payloadBytes`, and its size once written. */
function apkZip(manifest: Buffer, payloadBytes: number, payload: () => Readable): Promise<{ zip: ZipFile; size: number }> {
  const zip = new ZipFile();
  // Stored, not deflated: yazl then knows the final size in advance.
  zip.addBuffer(manifest, 'AndroidManifest.xml', { compress: false });
  zip.addReadStreamLazy(PAYLOAD, { compress: false, size: payloadBytes }, (done) => done(null, payload()));
  return new Promise((resolve, reject) => {
    // yazl answers the size it computed, which its typings leave out.
    const sized = (size: number) => (size < 0 ? reject(new Error('the APK size cannot be known in advance')) : resolve({ zip, size }));
    zip.end(undefined, sized as () => void);
  });
}

/**
 * Writes an APK of exactly `totalBytes` to `path` (`tag` goes into the manifest, so two APKs of
 * one size differ even in their first bytes).
 */
export async function writeLargeApk(path: string, totalBytes: number, tag = 'bench'): Promise<void> {
  const manifest = Buffer.from(`<manifest package="com.test.${tag}"/>`);
  // The ZIP's own bytes (headers, central directory) do not depend on the payload's size: a
  // dry run, whose payload is never read, measures them.
  const probe = await apkZip(manifest, 1, () => new Readable({ read() {} }));
  const overhead = probe.size - 1;
  const payloadBytes = totalBytes - overhead;
  if (payloadBytes < 1) throw new Error(`an APK needs more than ${overhead} bytes`);
  const { zip, size } = await apkZip(manifest, payloadBytes, () => randomBytesStream(payloadBytes));
  if (size !== totalBytes) throw new Error(`the APK would have ${size} bytes, not ${totalBytes}`);
  const failed = new Promise<never>((_, reject) => zip.once('error', reject));
  await Promise.race([pipeline(zip.outputStream, createWriteStream(path)), failed]);
}
