/**
 * A file's MD5, read slice by slice so no more than one slice is in memory (a 1 GB APK is never
 * loaded whole). Shared by the Web Worker and the main-thread fallback (fileMd5.ts).
 */
import SparkMD5 from 'spark-md5';

/** Bytes read at a time (1 MB = 1,000,000 bytes, as everywhere in the app). */
export const MD5_SLICE_BYTES = 4_000_000;

/**
 * The lowercase hex MD5 of `blob`. `onProgress` gets the bytes hashed so far after each slice;
 * `cancelled` is asked between slices, and a cancelled run resolves to null.
 */
export async function md5OfSlices(
  blob: Blob,
  onProgress: (hashedBytes: number) => void,
  cancelled: () => boolean = () => false,
  sliceBytes = MD5_SLICE_BYTES,
): Promise<string | null> {
  const spark = new SparkMD5.ArrayBuffer();
  for (let start = 0; start < blob.size; start += sliceBytes) {
    const end = Math.min(blob.size, start + sliceBytes);
    const bytes = await blob.slice(start, end).arrayBuffer();
    if (cancelled()) {
      spark.destroy();
      return null;
    }
    spark.append(bytes);
    onProgress(end);
  }
  return spark.end();
}
