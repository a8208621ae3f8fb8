/**
 * A finished upload held until its form is sent (docs/browser.md, "Uploads in the browser"). The
 * upload queue calls `register` once the file is up and hashed; the promise it gets is settled only
 * when the form's own "add" call answers. A form problem (a field the browser or the server
 * refuses) leaves the promise pending and the upload staged, so nothing is sent twice; a refusal
 * of the file itself rejects it, and the file's row says why (and offers Retry where it may help).
 *
 * Held is not sent: the row says "Uploaded, not saved yet" and may be cancelled until the form's
 * call is under way (`registrationHeld`). A row cancelled or gone aborts the promise's signal and
 * the upload is let go here (the row deletes it on the server).
 *
 * Why the form is checked before the call: the server discards a staged upload once it has read
 * it, whatever it thought of it (docs/files.md, "Registering a finished upload").
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadIds } from '@machines/upload.machine.js';
import type { RegisterUpload } from '@/upload/uploadLogic';
import type { FileOnItsWay } from '@/upload/rowPhase';

export interface HeldUpload {
  file: File;
  ids: UploadIds;
}

interface Pending extends HeldUpload {
  settle: (result: unknown) => void;
  refuse: (error: unknown) => void;
  /** The form's call is under way with it. */
  sending: boolean;
}

/** Thrown when the form is sent without a held upload (the form's own check comes first). */
export class NoUploadHeld extends Error {
  constructor() {
    super('No finished upload to register');
    this.name = 'NoUploadHeld';
  }
}

/**
 * The file field's value: the held upload's id, else where a file on its way stands ('uploading',
 * 'paused', 'failed': the form counts as changed, so leaving asks first), else empty.
 */
export function fileFieldValue(held: HeldUpload | null, working: FileOnItsWay | null): string {
  return held?.ids.uploadId ?? working ?? '';
}

/** `onChange`: told the file field's value whenever it changes (fileFieldValue). */
export function useHeldUpload(onChange?: (value: string) => void) {
  const pending = useRef<Pending | null>(null);
  const [held, setHeld] = useState<HeldUpload | null>(null);
  const working = useRef<FileOnItsWay | null>(null);
  const [sending, setSending] = useState(false);
  // A new queue (its key) after "Choose another file": the held row goes and deletes its upload.
  const [queueKey, setQueueKey] = useState(0);
  const told = useRef(onChange);
  useEffect(() => {
    told.current = onChange;
  });

  const hold = useCallback((next: Pending | null) => {
    pending.current = next;
    const shown = next && { file: next.file, ids: next.ids };
    setHeld(shown);
    told.current?.(fileFieldValue(shown, working.current));
  }, []);

  /** The queue's `onWorkingChange`: where a file on its way stands (null: none). */
  const setWorking = useCallback((now: FileOnItsWay | null) => {
    if (working.current === now) return;
    working.current = now;
    const current = pending.current;
    told.current?.(fileFieldValue(current && { file: current.file, ids: current.ids }, now));
  }, []);

  const register = useCallback<RegisterUpload>(
    (file, ids, signal) =>
      new Promise((settle, refuse) => {
        const entry: Pending = { file, ids, settle, refuse, sending: false };
        hold(entry);
        // The row stopped waiting (cancelled, removed, unmounted): nothing left to hold, unless
        // the form's call is already under way with it (its answer still settles the form).
        signal?.addEventListener('abort', () => {
          if (pending.current === entry && !entry.sending) hold(null);
        });
      }),
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
      current.sending = true;
      setSending(true);
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
      } finally {
        current.sending = false;
        setSending(false);
      }
    },
    [hold],
  );

  const replace = useCallback(() => {
    hold(null);
    setQueueKey((key) => key + 1);
  }, [hold]);

  /** The file's row was cancelled or removed: whatever the form said about the file is over. */
  const rowGone = useCallback(() => {
    if (!pending.current?.sending) hold(null);
  }, [hold]);

  return {
    /** The upload queue's `register`. */
    register,
    /** The upload waiting for the form, if any. */
    held,
    /** Held and not being sent: the row may still be cancelled. */
    registrationHeld: held !== null && !sending,
    /** The same, read at the moment (in a submit). */
    current: () => (pending.current ? { file: pending.current.file, ids: pending.current.ids } : null),
    send,
    /** Lets the held upload go and empties the queue, for another file. */
    replace,
    /** The queue's `onRowGone`. */
    rowGone,
    /** The queue's `onWorkingChange`. */
    setWorking,
    queueKey,
  };
}

export type HeldUploads = ReturnType<typeof useHeldUpload>;
