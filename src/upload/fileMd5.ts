/**
 * A file's MD5 for the upload's check (docs/browser.md, "Uploads in the browser"): computed in a
 * Web Worker so a large file does not freeze the page, reported as it goes, cancellable. Where
 * there is no Worker (jsdom, or a worker the page may not start) the same slices are read on the
 * main thread; tests and stories inject their own {@link FileHasher}.
 */
import { MD5_SLICE_BYTES, md5OfSlices } from './md5Slices';

/** What the page asks the worker. */
export interface Md5Request {
  file: Blob;
  sliceBytes: number;
}

/** What the worker answers: progress after each slice, then the digest or the error. */
export type Md5Reply =
  | { type: 'progress'; hashedBytes: number }
  | { type: 'done'; md5: string }
  | { type: 'error'; message: string };

/** A running hash: its digest (lowercase hex), and how to stop it. */
export interface Md5Run {
  /** Resolves to the digest; rejects when the file cannot be read or the run was cancelled. */
  done: Promise<string>;
  cancel(): void;
}

/** Starts hashing `file`, calling `onProgress` with the bytes hashed so far. */
export type FileHasher = (file: Blob, onProgress: (hashedBytes: number) => void) => Md5Run;

const cancelledError = () => Object.assign(new Error('The hash was cancelled'), { name: 'AbortError' });

/** On the main thread (no Worker): reads the same slices, yielding between them. */
export const hashOnMainThread: FileHasher = (file, onProgress) => {
  let cancelled = false;
  const done = md5OfSlices(file, onProgress, () => cancelled).then((md5) => {
    if (md5 === null) throw cancelledError();
    return md5;
  });
  return {
    done,
    cancel: () => {
      cancelled = true;
    },
  };
};

/** In a Web Worker; cancel() terminates it at once. */
export const hashInWorker: FileHasher = (file, onProgress) => {
  const worker = new Worker(new URL('./md5.worker.ts', import.meta.url), { type: 'module' });
  let settle: { resolve: (md5: string) => void; reject: (error: Error) => void } | null = null;
  const done = new Promise<string>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const finish = (outcome: (s: NonNullable<typeof settle>) => void) => {
    worker.terminate();
    if (settle) outcome(settle);
    settle = null;
  };
  worker.onmessage = (event: MessageEvent<Md5Reply>) => {
    const reply = event.data;
    if (reply.type === 'progress') onProgress(reply.hashedBytes);
    else if (reply.type === 'done') finish((s) => s.resolve(reply.md5));
    else finish((s) => s.reject(new Error(reply.message)));
  };
  // The worker itself failed (not loaded, refused by the page's policy): named so hashFile can fall back.
  worker.onerror = (event) => {
    event.preventDefault();
    finish((s) => s.reject(Object.assign(new Error(event.message || 'The MD5 worker failed'), { name: 'WorkerError' })));
  };
  worker.postMessage({ file, sliceBytes: MD5_SLICE_BYTES } satisfies Md5Request);
  return { done, cancel: () => finish((s) => s.reject(cancelledError())) };
};

/** The app's hasher: in a worker where the browser has them, else (or if it fails) on the main thread. */
export const hashFile: FileHasher = (file, onProgress) => {
  if (typeof Worker !== 'function') return hashOnMainThread(file, onProgress);
  let current: Md5Run;
  try {
    current = hashInWorker(file, onProgress);
  } catch {
    // A worker the page may not start (a strict content policy): the main thread still can.
    return hashOnMainThread(file, onProgress);
  }
  let cancelled = false;
  const done = current.done.catch((error: unknown) => {
    if (cancelled || !(error instanceof Error) || error.name !== 'WorkerError') throw error;
    current = hashOnMainThread(file, onProgress);
    return current.done;
  });
  return {
    done,
    cancel: () => {
      cancelled = true;
      current.cancel();
    },
  };
};
