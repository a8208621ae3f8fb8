/**
 * One file's upload (docs/browser.md, "Uploads in the browser"): its MD5 is computed while its
 * bytes go up, then the caller's "add" call registers the upload with both. Pure: hashing,
 * sending, registering and discarding are injected with `.provide()`, and progress arrives as
 * events stamped with the moment it was measured, so speed and time left need no clock here.
 *
 * A failure keeps what is done: RETRY hashes only if the digest is missing and sends only what
 * the server lacks. After a refused "add" call the sender runs again at the upload's address: the
 * server says whether the upload is still whole (answered at once), partly there (resumed) or gone
 * (sent anew), whatever the refusal was. A wrong MD5 (field `md5`) hashes the file again too.
 * An "add" refused for the file itself (413 too large, 415 not what the purpose stores) is final
 * (`refused`): the server has discarded the upload and the same bytes would be refused again.
 *
 * While the "add" call waits (a form holds the finished upload until it is saved), CANCEL lets
 * the upload go; the caller offers it only while nothing is being sent. Stopping the register
 * actor aborts its `signal`, so the caller can let go of what it held.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from './failure.js';

export interface UploadInput {
  /** The file's size in bytes. */
  bytesTotal: number;
}

/** What the "add" call takes besides the form. */
export interface UploadIds {
  uploadId: string;
  md5: string;
}

export interface SpeedSample {
  at: number;
  bytes: number;
}

export type UploadStep = 'hash' | 'upload' | 'register';

export interface UploadContext {
  bytesTotal: number;
  bytesSent: number;
  hashedBytes: number;
  /** Bytes per second over the last few seconds; null until measured. */
  speed: number | null;
  secondsLeft: number | null;
  md5: string | null;
  uploadId: string | null;
  /** The upload's address on the server, to resume or delete it. */
  uploadUrl: string | null;
  error: Failure | null;
  /** Which step failed. */
  failedIn: UploadStep | null;
  samples: SpeedSample[];
  /** What the "add" call answered. */
  result: unknown;
}

export type UploadEvent =
  | { type: 'START' }
  | { type: 'PAUSE' }
  | { type: 'RESUME' }
  | { type: 'RETRY' }
  | { type: 'CANCEL' }
  | { type: 'HASH.PROGRESS'; hashedBytes: number }
  | { type: 'HASH.DONE'; md5: string }
  | { type: 'HASH.FAILED'; error: unknown }
  | { type: 'UPLOAD.CREATED'; url: string }
  | { type: 'UPLOAD.PROGRESS'; bytesSent: number; at: number }
  | { type: 'UPLOAD.DONE'; uploadId: string }
  | { type: 'UPLOAD.FAILED'; error: unknown };

/** What the sender is given: the address of an upload begun earlier, if any. */
export interface SendInput {
  uploadUrl: string | null;
}

/** Speed is measured over this window (ms). */
export const SPEED_WINDOW_MS = 5000;

/**
 * Speed and time left after a progress sample. Samples older than the window go, but the newest
 * of them stays as the window's start; a count going back (a chunk sent again) restarts the window.
 */
export function measureProgress(
  context: Pick<UploadContext, 'samples' | 'bytesTotal'>,
  bytesSent: number,
  at: number,
): Pick<UploadContext, 'samples' | 'speed' | 'secondsLeft' | 'bytesSent'> {
  const samples = [...context.samples.filter((sample) => sample.bytes <= bytesSent && sample.at <= at), { at, bytes: bytesSent }];
  while (samples.length > 2 && at - samples[1]!.at >= SPEED_WINDOW_MS) samples.shift();
  const first = samples[0]!;
  const span = at - first.at;
  const speed = span > 0 ? ((bytesSent - first.bytes) * 1000) / span : null;
  const left = Math.max(0, context.bytesTotal - bytesSent);
  const secondsLeft = speed && speed > 0 ? Math.ceil(left / speed) : left === 0 ? 0 : null;
  return { samples, speed, secondsLeft, bytesSent };
}

/** The server read other bytes than were hashed: both are done again. */
const md5Refused = (failure: Failure) => failure.fields.some((issue) => issue.field === 'md5');

/** Statuses of an "add" call refusing the file itself: Retry cannot change the answer. */
export const FINAL_REFUSALS: readonly number[] = [413, 415];

export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as UploadInput,
    output: {} as unknown,
  },
  actors: {
    /** Sends HASH.PROGRESS, then HASH.DONE or HASH.FAILED; stopping it stops the hash. */
    hash: fromCallback<UploadEvent>(() => {
      throw new Error('uploadMachine: provide a `hash` actor');
    }),
    /** Sends UPLOAD.CREATED, UPLOAD.PROGRESS, then UPLOAD.DONE or UPLOAD.FAILED; stopping it pauses the upload. */
    upload: fromCallback<UploadEvent, SendInput>(() => {
      throw new Error('uploadMachine: provide an `upload` actor');
    }),
    /** The caller's "add" call. Rejections are read with {@link toFailure}. */
    register: fromPromise<unknown, UploadIds>(async () => {
      throw new Error('uploadMachine: provide a `register` actor');
    }),
    /** Deletes a cancelled upload on the server. */
    discard: fromPromise<void, { url: string }>(async () => {}),
  },
  guards: {
    hashed: ({ context }) => context.md5 !== null,
    uploaded: ({ context }) => context.uploadId !== null,
    hasUploadUrl: ({ context }) => context.uploadUrl !== null,
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({
    bytesTotal: input.bytesTotal,
    bytesSent: 0,
    hashedBytes: 0,
    speed: null,
    secondsLeft: null,
    md5: null,
    uploadId: null,
    uploadUrl: null,
    error: null,
    failedIn: null,
    samples: [],
    result: undefined,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { START: 'working', CANCEL: 'cancelled' },
    },
    working: {
      type: 'parallel',
      tags: 'busy',
      // A new stretch of sending: the speed of the last one says nothing about this one.
      entry: assign({ error: null, failedIn: null, samples: [], speed: null, secondsLeft: null }),
      states: {
        hashing: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'hashed', target: 'hashed' }, { target: 'running' }] },
            running: {
              entry: assign({ hashedBytes: 0 }),
              invoke: { id: 'hash', src: 'hash' },
              on: {
                'HASH.PROGRESS': { actions: assign({ hashedBytes: ({ event }) => event.hashedBytes }) },
                'HASH.DONE': {
                  target: 'hashed',
                  actions: assign({ md5: ({ event }) => event.md5, hashedBytes: ({ context }) => context.bytesTotal }),
                },
                'HASH.FAILED': {
                  target: '#upload.failed',
                  actions: assign({ error: ({ event }) => toFailure(event.error), failedIn: 'hash' }),
                },
              },
            },
            hashed: { type: 'final' },
          },
        },
        sending: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'uploaded', target: 'sent' }, { target: 'running' }] },
            running: {
              invoke: { id: 'upload', src: 'upload', input: ({ context }) => ({ uploadUrl: context.uploadUrl }) },
              on: {
                'UPLOAD.CREATED': { actions: assign({ uploadUrl: ({ event }) => event.url }) },
                'UPLOAD.PROGRESS': {
                  actions: assign(({ context, event }) => measureProgress(context, event.bytesSent, event.at)),
                },
                'UPLOAD.DONE': {
                  target: 'sent',
                  actions: assign({
                    uploadId: ({ event }) => event.uploadId,
                    bytesSent: ({ context }) => context.bytesTotal,
                    secondsLeft: 0,
                  }),
                },
                'UPLOAD.FAILED': {
                  target: '#upload.failed',
                  actions: assign({ error: ({ event }) => toFailure(event.error), failedIn: 'upload' }),
                },
              },
            },
            sent: { type: 'final' },
          },
        },
      },
      onDone: 'registering',
      on: {
        PAUSE: 'paused',
        CANCEL: [{ guard: 'hasUploadUrl', target: 'cancelling' }, { target: 'cancelled' }],
      },
    },
    paused: {
      entry: assign({ speed: null, secondsLeft: null }),
      on: {
        RESUME: 'working',
        CANCEL: [{ guard: 'hasUploadUrl', target: 'cancelling' }, { target: 'cancelled' }],
      },
    },
    registering: {
      tags: 'busy',
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({ uploadId: context.uploadId!, md5: context.md5! }),
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
        onError: [
          {
            guard: ({ event }) => FINAL_REFUSALS.includes(toFailure(event.error).status),
            target: 'refused',
            actions: assign({ error: ({ event }) => toFailure(event.error), failedIn: 'register', uploadId: null }),
          },
          {
            target: 'failed',
            actions: assign(({ event }) => {
              const failure = toFailure(event.error);
              return {
                error: failure,
                failedIn: 'register' as const,
                uploadId: null,
                ...(md5Refused(failure) && { md5: null, hashedBytes: 0 }),
              };
            }),
          },
        ],
      },
      // Offered only while the finished upload waits for its form, never while it is being sent.
      on: { CANCEL: [{ guard: 'hasUploadUrl', target: 'cancelling' }, { target: 'cancelled' }] },
    },
    failed: {
      on: {
        RETRY: 'working',
        CANCEL: [{ guard: 'hasUploadUrl', target: 'cancelling' }, { target: 'cancelled' }],
      },
    },
    cancelling: {
      tags: 'busy',
      // What went wrong before the cancel is no longer the row's to say.
      entry: assign({ error: null, failedIn: null }),
      invoke: {
        id: 'discard',
        src: 'discard',
        input: ({ context }) => ({ url: context.uploadUrl! }),
        onDone: 'cancelled',
        // Not deleted now, it expires on the server within a day: cancelled all the same.
        onError: 'cancelled',
      },
    },
    cancelled: { type: 'final', entry: assign({ speed: null, secondsLeft: null, error: null, failedIn: null }) },
    /** The file itself was refused at registration: nothing left to retry. */
    refused: { type: 'final', entry: assign({ speed: null, secondsLeft: null }) },
    done: { type: 'final' },
  },
  output: ({ context }: { context: UploadContext }) => context.result,
});

export type UploadMachine = typeof uploadMachine;
