/**
 * Computes a file's MD5 off the main thread (fileMd5.ts starts it): one request, progress
 * messages after each slice, then the digest or the error. The page ends it with terminate().
 */
import { md5OfSlices } from './md5Slices';
import type { Md5Reply, Md5Request } from './fileMd5';

// Typed by hand: the project's lib is the DOM one, where `self` is a Window.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Md5Request>) => void) | null;
  postMessage(message: Md5Reply): void;
};

scope.onmessage = (event) => {
  const { file, sliceBytes } = event.data;
  md5OfSlices(file, (hashedBytes) => scope.postMessage({ type: 'progress', hashedBytes }), undefined, sliceBytes).then(
    (md5) => scope.postMessage({ type: 'done', md5: md5 ?? '' }),
    (error: unknown) => scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
  );
};
