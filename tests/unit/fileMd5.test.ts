/** A file's MD5 read by slices: the digest of the whole, progress per slice, cancellable. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashFile, hashOnMainThread } from '@/upload/fileMd5';
import { MD5_SLICE_BYTES, md5OfSlices } from '@/upload/md5Slices';

const bytes = (size: number) => Uint8Array.from({ length: size }, (_, i) => (i * 31 + 7) % 251);
const md5 = (data: Uint8Array) => createHash('md5').update(data).digest('hex');

describe('file MD5', () => {
  it('hashes slice by slice to the digest of the whole, reporting the bytes done', async () => {
    const data = bytes(1000);
    const progress: number[] = [];
    await expect(md5OfSlices(new Blob([data]), (n) => progress.push(n), undefined, 300)).resolves.toBe(md5(data));
    expect(progress).toEqual([300, 600, 900, 1000]);
  });

  it('reads 4 MB slices by default', async () => {
    const data = bytes(MD5_SLICE_BYTES + 10);
    const progress: number[] = [];
    await expect(md5OfSlices(new Blob([data]), (n) => progress.push(n))).resolves.toBe(md5(data));
    expect(progress).toEqual([MD5_SLICE_BYTES, MD5_SLICE_BYTES + 10]);
  });

  it('hashes an empty file', async () => {
    await expect(md5OfSlices(new Blob([]), () => {})).resolves.toBe('d41d8cd98f00b204e9800998ecf8427e');
  });

  it('stops between slices when cancelled', async () => {
    const run = hashOnMainThread(new Blob([bytes(MD5_SLICE_BYTES * 3)]), () => run.cancel());
    await expect(run.done).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('hashes on the main thread where there is no Worker', async () => {
    expect(typeof Worker).toBe('undefined');
    const data = bytes(5000);
    await expect(hashFile(new Blob([data]), () => {}).done).resolves.toBe(md5(data));
  });
});

describe('the MD5 worker', () => {
  it('answers progress then the digest, and the page side ends the worker once done', async () => {
    // The worker's global scope, then a Worker class that runs the module in this thread.
    const scope: { onmessage: ((event: { data: unknown }) => void) | null; postMessage: (data: unknown) => void } = {
      onmessage: null,
      postMessage: () => {},
    };
    const made: { url: string; type: unknown; terminated: boolean }[] = [];
    class InThreadWorker {
      onmessage: ((event: { data: unknown }) => void) | null = null;
      onerror = null;
      record: { url: string; type: unknown; terminated: boolean };
      constructor(url: URL, options: { type?: string }) {
        this.record = { url: String(url), type: options.type, terminated: false };
        made.push(this.record);
        scope.postMessage = (data) => this.onmessage?.({ data });
      }
      postMessage(data: unknown) {
        scope.onmessage?.({ data });
      }
      terminate() {
        this.record.terminated = true;
      }
    }
    Object.assign(globalThis, { self: scope, Worker: InThreadWorker });
    try {
      await import('@/upload/md5.worker');
      const { hashInWorker } = await import('@/upload/fileMd5');
      const data = bytes(MD5_SLICE_BYTES + 5);
      const progress: number[] = [];
      await expect(hashInWorker(new Blob([data]), (n) => progress.push(n)).done).resolves.toBe(md5(data));
      expect(progress).toEqual([MD5_SLICE_BYTES, MD5_SLICE_BYTES + 5]);
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({ type: 'module', terminated: true });
      expect(made[0]!.url).toMatch(/md5\.worker\.ts$/);

      const cancelled = hashInWorker(new Blob([data]), () => {});
      cancelled.cancel();
      await expect(cancelled.done).rejects.toMatchObject({ name: 'AbortError' });
      expect(made[1]!.terminated).toBe(true);
    } finally {
      delete (globalThis as { self?: unknown }).self;
      delete (globalThis as { Worker?: unknown }).Worker;
    }
  });
});

describe('a worker that fails to start', () => {
  it('leaves the hash to the main thread', async () => {
    class BrokenWorker {
      onmessage = null;
      onerror: ((event: { message: string; preventDefault(): void }) => void) | null = null;
      postMessage() {
        setTimeout(() => this.onerror?.({ message: 'blocked by the content policy', preventDefault: () => {} }), 0);
      }
      terminate() {}
    }
    Object.assign(globalThis, { Worker: BrokenWorker });
    try {
      const data = bytes(3000);
      await expect(hashFile(new Blob([data]), () => {}).done).resolves.toBe(md5(data));
    } finally {
      delete (globalThis as { Worker?: unknown }).Worker;
    }
  });
});
