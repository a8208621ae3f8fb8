/**
 * The upload machine run with fixture actors: what the hash, send, register and discard actors
 * are given and when they stop, through pauses, failures, retries and cancels.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type AnyEventObject } from 'xstate';
import { uploadMachine, type SendInput, type UploadEvent, type UploadIds } from '@machines/upload.machine.js';

const URL_ = '/rocketScript/api/files/tus/' + 'c'.repeat(32);
const MD5 = 'd'.repeat(32);
const ID = 'c'.repeat(32);

function apiError(status: number, detail: unknown = null) {
  return Object.assign(new Error(`status ${status}`), { status, detail });
}

/** Fixture actors that record their runs; the test speaks for them through `hash()` and `send()`. */
function start(register: (ids: UploadIds, signal: AbortSignal) => Promise<unknown> = async () => ({ id: 1 })) {
  const runs = {
    hash: [] as ((event: AnyEventObject) => void)[],
    send: [] as { input: SendInput; sendBack: (event: AnyEventObject) => void }[],
    stopped: { hash: 0, send: 0 },
    registered: [] as UploadIds[],
    discarded: [] as string[],
  };
  const logic = uploadMachine.provide({
    actors: {
      hash: fromCallback(({ sendBack }) => {
        runs.hash.push(sendBack);
        return () => void runs.stopped.hash++;
      }),
      upload: fromCallback<UploadEvent, SendInput>(({ sendBack, input }) => {
        runs.send.push({ input, sendBack });
        return () => void runs.stopped.send++;
      }),
      register: fromPromise<unknown, UploadIds>(async ({ input, signal }) => {
        runs.registered.push(input);
        return register(input, signal);
      }),
      discard: fromPromise<void, { url: string }>(async ({ input }) => void runs.discarded.push(input.url)),
    },
  });
  const actor = createActor(logic, { input: { bytesTotal: 1_000_000 } }).start();
  const hash = (event: AnyEventObject) => runs.hash.at(-1)!(event);
  const send = (event: AnyEventObject) => runs.send.at(-1)!.sendBack(event);
  return { actor, runs, hash, send };
}

describe('upload machine runs', () => {
  it('hashes and sends at once, keeps both progress counts, then registers with both answers', async () => {
    const { actor, runs, hash, send } = start(async (ids) => ({ fileKey: `${ids.uploadId}.apk` }));
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'START' });
    expect(runs.hash).toHaveLength(1);
    expect(runs.send.map((run) => run.input)).toEqual([{ uploadUrl: null }]);
    hash({ type: 'HASH.PROGRESS', hashedBytes: 400_000 });
    send({ type: 'UPLOAD.CREATED', url: URL_ });
    send({ type: 'UPLOAD.PROGRESS', bytesSent: 0, at: 0 });
    send({ type: 'UPLOAD.PROGRESS', bytesSent: 250_000, at: 1000 });
    expect(actor.getSnapshot().context).toMatchObject({ hashedBytes: 400_000, bytesSent: 250_000, speed: 250_000, secondsLeft: 3, uploadUrl: URL_ });
    send({ type: 'UPLOAD.DONE', uploadId: ID });
    expect(actor.getSnapshot().matches({ working: { sending: 'sent', hashing: 'running' } })).toBe(true);
    hash({ type: 'HASH.DONE', md5: MD5 });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(runs.registered).toEqual([{ uploadId: ID, md5: MD5 }]);
    expect(done.output).toEqual({ fileKey: `${ID}.apk` });
    expect(done.context).toMatchObject({ bytesSent: 1_000_000, hashedBytes: 1_000_000, secondsLeft: 0 });
  });

  it('resumes at the upload address after a dropped connection, without hashing again', () => {
    const { actor, runs, hash, send } = start();
    actor.send({ type: 'START' });
    hash({ type: 'HASH.DONE', md5: MD5 });
    send({ type: 'UPLOAD.CREATED', url: URL_ });
    send({ type: 'UPLOAD.FAILED', error: apiError(0) });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({ failedIn: 'upload', error: { status: 0 } });
    expect(runs.stopped).toEqual({ hash: 1, send: 1 });
    actor.send({ type: 'RETRY' });
    expect(runs.hash).toHaveLength(1);
    expect(runs.send.map((run) => run.input)).toEqual([{ uploadUrl: null }, { uploadUrl: URL_ }]);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('pauses both halves and resumes them, the hash from the start', () => {
    const { actor, runs, hash, send } = start();
    actor.send({ type: 'START' });
    hash({ type: 'HASH.PROGRESS', hashedBytes: 500_000 });
    send({ type: 'UPLOAD.CREATED', url: URL_ });
    actor.send({ type: 'PAUSE' });
    expect(actor.getSnapshot().value).toBe('paused');
    expect(runs.stopped).toEqual({ hash: 1, send: 1 });
    // A report that was on its way when the pause came changes nothing.
    send({ type: 'UPLOAD.DONE', uploadId: ID });
    expect(actor.getSnapshot().context.uploadId).toBeNull();
    actor.send({ type: 'RESUME' });
    expect(actor.getSnapshot().context.hashedBytes).toBe(0);
    expect(runs.hash).toHaveLength(2);
    expect(runs.send.at(-1)!.input).toEqual({ uploadUrl: URL_ });
  });

  it('deletes a cancelled upload on the server, and cancels one never created at once', async () => {
    const created = start();
    created.actor.send({ type: 'START' });
    created.send({ type: 'UPLOAD.CREATED', url: URL_ });
    created.actor.send({ type: 'CANCEL' });
    await waitFor(created.actor, (s) => s.status === 'done');
    expect(created.actor.getSnapshot().value).toBe('cancelled');
    expect(created.runs.discarded).toEqual([URL_]);

    const fresh = start();
    fresh.actor.send({ type: 'START' });
    fresh.actor.send({ type: 'CANCEL' });
    expect(fresh.actor.getSnapshot().value).toBe('cancelled');
    expect(fresh.runs.discarded).toEqual([]);
  });

  it('asks the server about the upload again on RETRY after a refused registration, then registers', async () => {
    let answer: Promise<unknown> = Promise.reject(
      apiError(409, { reason: 'conflict', fields: [{ field: 'version', reason: 'version_not_newer', message: '' }] }),
    );
    answer.catch(() => {});
    const { actor, runs, hash, send } = start(() => answer);
    actor.send({ type: 'START' });
    hash({ type: 'HASH.DONE', md5: MD5 });
    send({ type: 'UPLOAD.CREATED', url: URL_ });
    send({ type: 'UPLOAD.DONE', uploadId: ID });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({ failedIn: 'register', error: { status: 409 }, uploadId: null, md5: MD5, bytesSent: 1_000_000 });
    answer = Promise.resolve({ id: 3 });
    actor.send({ type: 'RETRY' });
    // Still whole on the server: the sender answers at once, without hashing again.
    expect(runs.send.at(-1)!.input).toEqual({ uploadUrl: URL_ });
    send({ type: 'UPLOAD.DONE', uploadId: ID });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ id: 3 });
    expect(runs.hash).toHaveLength(1);
    expect(runs.registered).toEqual([{ uploadId: ID, md5: MD5 }, { uploadId: ID, md5: MD5 }]);
  });

  it('cancels a registration that waits: its signal aborts and the upload is deleted', async () => {
    let signal: AbortSignal | null = null;
    const { actor, runs, hash, send } = start((_ids, given) => {
      signal = given;
      return new Promise(() => {});
    });
    actor.send({ type: 'START' });
    hash({ type: 'HASH.DONE', md5: MD5 });
    send({ type: 'UPLOAD.CREATED', url: URL_ });
    send({ type: 'UPLOAD.DONE', uploadId: ID });
    await waitFor(actor, () => signal !== null);
    expect(actor.getSnapshot().value).toBe('registering');
    expect(signal!.aborted).toBe(false);
    actor.send({ type: 'CANCEL' });
    expect(signal!.aborted).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(runs.discarded).toEqual([URL_]);
  });

  it('ends refused when the server will not take the file (413, 415), keeping why', async () => {
    const content = { problem: 'lua_syntax', line: 12 };
    const { actor, hash, send } = start(async () => {
      throw apiError(415, { reason: 'unsupported_media_type', content });
    });
    actor.send({ type: 'START' });
    hash({ type: 'HASH.DONE', md5: MD5 });
    send({ type: 'UPLOAD.CREATED', url: URL_ });
    send({ type: 'UPLOAD.DONE', uploadId: ID });
    const refused = await waitFor(actor, (s) => s.status === 'done');
    expect(refused.value).toBe('refused');
    expect(refused.context).toMatchObject({ failedIn: 'register', uploadId: null, error: { status: 415, content } });
    expect(refused.can({ type: 'RETRY' })).toBe(false);
  });

  it('hashes again after the server read another MD5', async () => {
    const { actor, runs, hash, send } = start(async () => {
      throw apiError(400, { reason: 'invalid_input', fields: [{ field: 'md5', reason: 'md5_mismatch', message: '' }] });
    });
    actor.send({ type: 'START' });
    hash({ type: 'HASH.DONE', md5: MD5 });
    send({ type: 'UPLOAD.CREATED', url: URL_ });
    send({ type: 'UPLOAD.DONE', uploadId: ID });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({ md5: null, hashedBytes: 0, uploadId: null });
    actor.send({ type: 'RETRY' });
    expect(runs.hash).toHaveLength(2);
    expect(runs.send.at(-1)!.input).toEqual({ uploadUrl: URL_ });
  });
});
