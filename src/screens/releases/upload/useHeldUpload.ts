/**
 * A finished upload held until its form is sent (docs/browser.md, "Uploads in the browser"). The
 * upload queue calls `register` once the file is up and hashed; the promise it gets is settled only
 * when the form's own "add" call answers. A form problem (a field the browser or the server
 * refuses) leaves the promise pending and the upload staged, so nothing is sent twice; a refusal
 * of the file itself rejects it, and the file's row says why and offers Retry.
 *
 * Why the form is checked before the call: the server discards a staged upload once it has read
 * it, whatever it thought of it (docs/files.md, "Registering a finished upload").
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadIds } from '@machines/upload.machine.js';
import type { RegisterUpload } from '@/upload/uploadLogic';

export interface HeldUpload {
  file: File;
  ids: UploadIds;
}

interface Pending extends HeldUpload {
  settle: (result: unknown) => void;
  refuse: (error: unknown) => void;
}

/** Thrown when the form is sent without a held upload (the form's own check comes first). */
export class NoUploadHeld extends Error {
  constructor() {
    super('No finished upload to register');
    this.name = 'NoUploadHeld';
  }
}

/** `onChange`: told whenever an upload is held or let go (the form marks its file field with it). */
export function useHeldUpload(onChange?: (held: HeldUpload | null) => void) {
  const pending = useRef<Pending | null>(null);
  const [held, setHeld] = useState<HeldUpload | null>(null);
  // A new queue (its key) after "Choose another file": the held row goes, its upload expires on the server.
  const [queueKey, setQueueKey] = useState(0);
  const told = useRef(onChange);
  useEffect(() => {
    told.current = onChange;
  });

  const hold = useCallback((next: Pending | null) => {
    pending.current = next;
    const shown = next && { file: next.file, ids: next.ids };
    setHeld(shown);
    told.current?.(shown);
  }, []);

  const register = useCallback<RegisterUpload>(
    (file, ids) => new Promise((settle, refuse) => hold({ file, ids, settle, refuse })),
    [hold],
  );

  /**
   * Sends the held upload with the form's `add`. Success settles the file's row; a refusal that
   * `keepsUpload` (a form field the server refused before reading the file) keeps it held for the
   * next try; any other refusal is the row's to show (Retry asks the server again).
   */
  const send = useCallback(
    async <T>(add: (ids: UploadIds) => Promise<T>, keepsUpload: (error: unknown) => boolean): Promise<T> => {
      const current = pending.current;
      if (!current) throw new NoUploadHeld();
      try {
        const result = await add(current.ids);
        current.settle(result);
        if (pending.current === current) hold(null);
        return result;
      } catch (error) {
        if (!keepsUpload(error)) {
          current.refuse(error);
          if (pending.current === current) hold(null);
        }
        throw error;
      }
    },
    [hold],
  );

  const replace = useCallback(() => {
    hold(null);
    setQueueKey((key) => key + 1);
  }, [hold]);

  return {
    /** The upload queue's `register`. */
    register,
    /** The upload waiting for the form, if any. */
    held,
    /** The same, read at the moment (in a submit). */
    current: () => (pending.current ? { file: pending.current.file, ids: pending.current.ids } : null),
    send,
    /** Lets the held upload go and empties the queue, for another file. */
    replace,
    queueKey,
  };
}

export type HeldUploads = ReturnType<typeof useHeldUpload>;
