/**
 * The upload machine with the browser's effects for one file: the MD5 hasher (a Web Worker), the
 * tus sender, the caller's "add" call and the delete of a cancelled upload. Tests and stories pass
 * their own effects; the clock stamps progress so the machine can tell the speed.
 */
import { fromCallback, fromPromise } from 'xstate';
import { uploadMachine, type SendInput, type UploadEvent, type UploadIds } from '@machines/upload.machine.js';
import { hashFile, type FileHasher } from './fileMd5';
import { discardTusUpload, startTusUpload, type TusRun, type TusStartOptions, type UploadPurpose } from './tusUpload';

/** Sends `file` resumably (startTusUpload is the app's). */
export type FileSender = (file: File, options: TusStartOptions) => TusRun;

export interface UploadEffects {
  hasher: FileHasher;
  sender: FileSender;
  /** Deletes a cancelled upload by its address. */
  discard: (url: string) => Promise<void>;
  /** Milliseconds, for the speed. */
  now: () => number;
}

export const APP_UPLOAD_EFFECTS: UploadEffects = {
  hasher: hashFile,
  sender: startTusUpload,
  discard: (url) => discardTusUpload(url),
  now: () => Date.now(),
};

/**
 * The caller's "add" call: registers the finished upload, resolves to what it answers. `signal`
 * aborts when the row no longer waits for the answer (cancelled, removed, the page left): a
 * caller holding the upload for a form lets it go then.
 */
export type RegisterUpload = (file: File, ids: UploadIds, signal?: AbortSignal) => Promise<unknown>;

export function uploadLogicFor(file: File, purpose: UploadPurpose, register: RegisterUpload, effects: UploadEffects) {
  return uploadMachine.provide({
    actors: {
      hash: fromCallback<UploadEvent>(({ sendBack }) => {
        // Reports of a run that was stopped (paused, cancelled) are dropped.
        let live = true;
        const report = (event: UploadEvent) => live && sendBack(event);
        const run = effects.hasher(file, (hashedBytes) => report({ type: 'HASH.PROGRESS', hashedBytes }));
        run.done.then(
          (md5) => report({ type: 'HASH.DONE', md5 }),
          (error: unknown) => report({ type: 'HASH.FAILED', error }),
        );
        return () => {
          live = false;
          run.cancel();
        };
      }),
      upload: fromCallback<UploadEvent, SendInput>(({ sendBack, input }) => {
        let live = true;
        const report = (event: UploadEvent) => live && sendBack(event);
        const run = effects.sender(file, {
          purpose,
          uploadUrl: input.uploadUrl,
          onUrl: (url) => report({ type: 'UPLOAD.CREATED', url }),
          onProgress: (bytesSent) => report({ type: 'UPLOAD.PROGRESS', bytesSent, at: effects.now() }),
        });
        run.done.then(
          (uploadId) => report({ type: 'UPLOAD.DONE', uploadId }),
          (error: unknown) => report({ type: 'UPLOAD.FAILED', error }),
        );
        return () => {
          live = false;
          // Stopped before the end (a pause, the row removed, the page left): resumable later.
          void run.pause().catch(() => {});
        };
      }),
      register: fromPromise<unknown, UploadIds>(({ input, signal }) => register(file, input, signal)),
      discard: fromPromise<void, { url: string }>(({ input }) => effects.discard(input.url)),
    },
  });
}
