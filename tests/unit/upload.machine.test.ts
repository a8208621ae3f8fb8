/**
 * The upload machine, model-based: along every path xstate/graph finds (every event, every
 * outcome of the invoked actors), each step lands where an independent oracle says and rests in
 * a consistent state. Runs with fixture actors (upload.runs.test.ts) check what the actors are given.
 */
import { describe, expect, it } from 'vitest';
import { fromCallback, fromPromise, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { measureProgress, SPEED_WINDOW_MS, uploadMachine, type UploadContext, type UploadIds } from '@machines/upload.machine.js';
import { done, error } from './support/authUsers';

type Snapshot = SnapshotFrom<typeof uploadMachine>;

const TOTAL = 100;
const offline = Object.assign(new Error('Network Error'), { status: 0, detail: null });
const gone = Object.assign(new Error('Not found'), { status: 404, detail: { reason: 'not_found' } });
const wrongMd5 = Object.assign(new Error('Bad'), {
  status: 400,
  detail: { reason: 'invalid_input', fields: [{ field: 'md5', reason: 'md5_mismatch', message: 'x' }] },
});
// Refusals of the file itself: the server has discarded the upload.
const tooLarge = Object.assign(new Error('Too large'), { status: 413, detail: { reason: 'payload_too_large' } });
const notAnApk = Object.assign(new Error('Not an APK'), {
  status: 415,
  detail: { reason: 'unsupported_media_type', content: { problem: 'apk_without_manifest' } },
});

const EVENTS: AnyEventObject[] = [
  { type: 'START' },
  { type: 'PAUSE' },
  { type: 'RESUME' },
  { type: 'RETRY' },
  { type: 'CANCEL' },
  { type: 'HASH.PROGRESS', hashedBytes: 50 },
  { type: 'HASH.DONE', md5: 'a'.repeat(32) },
  { type: 'HASH.FAILED', error: new Error('unreadable') },
  { type: 'UPLOAD.CREATED', url: '/rocketScript/api/files/tus/' + 'b'.repeat(32) },
  { type: 'UPLOAD.PROGRESS', bytesSent: 40, at: 1000 },
  { type: 'UPLOAD.DONE', uploadId: 'b'.repeat(32) },
  { type: 'UPLOAD.FAILED', error: offline },
  done('register', { id: 7 }),
  error('register', offline),
  error('register', gone),
  error('register', wrongMd5),
  error('register', tooLarge),
  error('register', notAnApk),
  done('discard', undefined),
  error('discard', offline),
];

const top = (snapshot: Snapshot) => (typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]!);

function serializeState(snapshot: Snapshot): string {
  const c = snapshot.context;
  // Progress counts are left out: a report changes no state, only numbers (checked below).
  return JSON.stringify([snapshot.value, c.md5, c.uploadId, c.uploadUrl, c.error?.status, c.failedIn]);
}

/** Actors that never answer: the model's events stand for everything they could send. */
const model = uploadMachine.provide({
  actors: {
    hash: fromCallback(() => {}),
    upload: fromCallback(() => {}),
    register: fromPromise<unknown, UploadIds>(() => new Promise(() => {})),
    discard: fromPromise<void, { url: string }>(() => new Promise(() => {})),
  },
});

/**
 * Every event at any time (a late progress report must not matter), except that an invoked call
 * only settles while it runs, as in a real actor.
 */
function eventsFor(snapshot: Snapshot): AnyEventObject[] {
  return EVENTS.filter((event) => {
    const call = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type)?.[2];
    return !call || snapshot.matches(call === 'register' ? 'registering' : 'cancelling');
  });
}

function modelPaths(kind: 'shortest' | 'simple') {
  const options = { input: { bytesTotal: TOTAL }, events: eventsFor as never, serializeState };
  return kind === 'shortest' ? getShortestPaths(model, options) : getSimplePaths(model, options);
}

/** Where an event leads from a snapshot, written from docs/browser.md without the machine. */
function oracle(before: Snapshot, event: AnyEventObject): string {
  const c = before.context;
  const state = top(before);
  const cancel = c.uploadUrl ? 'cancelling' : 'cancelled';
  const resume = c.md5 && c.uploadId ? 'registering' : 'working';
  const hashing = before.matches({ working: { hashing: 'running' } });
  const sending = before.matches({ working: { sending: 'running' } });
  switch (state) {
    case 'idle':
      return event.type === 'START' ? 'working' : event.type === 'CANCEL' ? 'cancelled' : 'idle';
    case 'working':
      if (event.type === 'PAUSE') return 'paused';
      if (event.type === 'CANCEL') return cancel;
      if (event.type === 'HASH.FAILED' && hashing) return 'failed';
      if (event.type === 'UPLOAD.FAILED' && sending) return 'failed';
      if (event.type === 'HASH.DONE' && hashing && !sending) return 'registering';
      if (event.type === 'UPLOAD.DONE' && sending && !hashing) return 'registering';
      return 'working';
    case 'paused':
      return event.type === 'RESUME' ? resume : event.type === 'CANCEL' ? cancel : 'paused';
    case 'failed':
      return event.type === 'RETRY' ? resume : event.type === 'CANCEL' ? cancel : 'failed';
    case 'registering':
      if (event.type === 'xstate.done.actor.register') return 'done';
      // Cancelling a held upload (the UI offers it only while nothing is being sent).
      if (event.type === 'CANCEL') return cancel;
      if (event.type !== 'xstate.error.actor.register') return 'registering';
      return [413, 415].includes((event.error as { status: number }).status) ? 'refused' : 'failed';
    case 'cancelling':
      return event.type.endsWith('.actor.discard') ? 'cancelled' : 'cancelling';
    default:
      return state;
  }
}

/** What holds in every state, whatever path led there. */
function expectConsistent(snapshot: Snapshot) {
  const c: UploadContext = snapshot.context;
  expect(snapshot.status).not.toBe('error');
  expect(c.bytesSent).toBeLessThanOrEqual(c.bytesTotal);
  expect(c.hashedBytes).toBeLessThanOrEqual(c.bytesTotal);
  if (c.md5 !== null) expect(c.hashedBytes).toBe(TOTAL);
  if (c.uploadId !== null) expect(c.bytesSent).toBe(TOTAL);
  expect(snapshot.hasTag('busy')).toBe(['working', 'registering', 'cancelling'].includes(top(snapshot)));
  if (top(snapshot) === 'cancelling') expect(c.uploadUrl).not.toBeNull();
  switch (top(snapshot)) {
    case 'working':
      expect(c.error).toBeNull();
      expect(snapshot.matches({ working: { hashing: 'hashed' } })).toBe(c.md5 !== null);
      expect(snapshot.matches({ working: { sending: 'sent' } })).toBe(c.uploadId !== null);
      break;
    case 'registering':
    case 'done':
      expect(c.md5).not.toBeNull();
      expect(c.uploadId).not.toBeNull();
      break;
    case 'failed':
      expect(c.error).not.toBeNull();
      expect(c.failedIn).not.toBeNull();
      break;
    case 'refused':
      expect(c.failedIn).toBe('register');
      expect([413, 415]).toContain(c.error?.status);
      expect(c.uploadId).toBeNull();
      break;
    case 'cancelling':
    case 'cancelled':
      // An earlier failure is not the cancelled row's to show.
      expect(c.error).toBeNull();
      break;
    case 'idle':
      expect([c.md5, c.uploadId, c.uploadUrl, c.bytesSent]).toEqual([null, null, null, 0]);
      break;
  }
}

const eventsOf = (path: { steps: { event: AnyEventObject }[] }) =>
  path.steps.map((step) => step.event.type).filter((type) => type !== 'xstate.init');

describe('upload machine: model-based paths', () => {
  const shortest = modelPaths('shortest');
  const simple = modelPaths('simple');

  it('reaches every state', () => {
    const reached = new Set(shortest.map((path) => top(path.state)));
    expect([...reached].sort()).toEqual(['cancelled', 'cancelling', 'done', 'failed', 'idle', 'paused', 'refused', 'registering', 'working']);
  });

  it('finishes by START, both halves, then the register call', () => {
    const toDone = shortest.find((path) => path.state.matches('done'))!;
    expect(eventsOf(toDone)).toEqual(['START', 'HASH.DONE', 'UPLOAD.DONE', 'xstate.done.actor.register']);
    expect(toDone.state.output).toEqual({ id: 7 });
  });

  it('follows the oracle along every simple path and stays consistent', () => {
    expect(simple.length).toBeGreaterThan(50);
    for (const path of simple) {
      for (let i = 1; i < path.steps.length; i += 1) {
        const before = path.steps[i - 1]!.state;
        const { event, state } = path.steps[i]!;
        expect(top(state), `${top(before)} --${event.type}-->`).toBe(oracle(before, event));
        expectConsistent(state);
      }
    }
  });

  it('refuses for good a registration answered 413 or 415: no Retry, only the reason kept', () => {
    const refused = shortest.filter((path) => top(path.state) === 'refused');
    expect(refused.length).toBeGreaterThan(0);
    for (const path of refused) {
      expect(eventsOf(path).at(-1)).toBe('xstate.error.actor.register');
      expect(path.state.can({ type: 'RETRY' })).toBe(false);
      expect(path.state.can({ type: 'CANCEL' })).toBe(false);
    }
    const content = refused.find((path) => path.state.context.error?.status === 415)!.state.context.error!.content;
    expect(content).toEqual({ problem: 'apk_without_manifest' });
  });

  it('lets a registration that waits be cancelled, deleting the upload', () => {
    const cancelled = simple.filter((path) => {
      const types = eventsOf(path);
      const at = types.lastIndexOf('CANCEL');
      return at > 0 && top(path.steps[at]!.state) === 'registering';
    });
    expect(cancelled.length).toBeGreaterThan(0);
    for (const path of cancelled) expect(['cancelling', 'cancelled']).toContain(top(path.state));
  });

  it('keeps the finished half across a failure, and asks the server again after a refused registration', () => {
    const retried = simple.filter((path) => eventsOf(path).includes('RETRY'));
    expect(retried.length).toBeGreaterThan(0);
    for (const path of retried) {
      for (let i = 1; i < path.steps.length; i += 1) {
        const { state } = path.steps[i]!;
        const event: AnyEventObject = path.steps[i]!.event;
        const before = path.steps[i - 1]!.state.context;
        if (event.type === 'RETRY') {
          expect(state.context.md5).toBe(before.md5);
          expect(state.context.uploadId).toBe(before.uploadId);
          expect(state.context.uploadUrl).toBe(before.uploadUrl);
        }
        if (event.type === 'xstate.error.actor.register') {
          const status = (event.error as { status: number }).status;
          expect(state.context.uploadId).toBeNull();
          expect(state.context.uploadUrl).toBe(before.uploadUrl);
          expect(state.context.md5 === null).toBe(status === 400);
        }
      }
    }
  });

  it('ends in done, cancelled or refused and stays there', () => {
    const ends = shortest.filter((path) => path.state.status === 'done');
    expect(new Set(ends.map((path) => top(path.state)))).toEqual(new Set(['cancelled', 'done', 'refused']));
    for (const path of ends) {
      for (const event of EVENTS) expect(path.state.can(event as never), event.type).toBe(false);
    }
  });
});

describe('speed and time left', () => {
  const base = { samples: [], bytesTotal: 10_000_000 };

  it('measures bytes per second over the window and the seconds left at that pace', () => {
    let step = measureProgress(base, 0, 0);
    expect(step.speed).toBeNull();
    expect(step.secondsLeft).toBeNull();
    step = measureProgress({ ...base, samples: step.samples }, 1_000_000, 1000);
    expect(step.speed).toBe(1_000_000);
    expect(step.secondsLeft).toBe(9);
  });

  it('forgets samples older than the window, keeping one to start it', () => {
    let samples = measureProgress(base, 0, 0).samples;
    for (let at = 1000; at <= 10_000; at += 1000) samples = measureProgress({ ...base, samples }, at * 100, at).samples;
    expect(samples[0]!.at).toBe(10_000 - SPEED_WINDOW_MS);
    // With no newer sample old enough, the oldest one starts the window.
    const step = measureProgress({ ...base, samples: [{ at: 0, bytes: 0 }, { at: 9000, bytes: 100_000 }] }, 1_100_000, 10_000);
    expect(step.speed).toBe(110_000);
    const windowed = measureProgress({ ...base, samples: [{ at: 0, bytes: 0 }, { at: 5000, bytes: 100_000 }, { at: 9000, bytes: 100_000 }] }, 1_100_000, 10_000);
    expect(windowed.samples[0]).toEqual({ at: 5000, bytes: 100_000 });
    expect(windowed.speed).toBe(200_000);
  });

  it('restarts the window when the count goes back (a chunk sent again)', () => {
    const step = measureProgress({ ...base, samples: [{ at: 0, bytes: 0 }, { at: 1000, bytes: 8_000_000 }] }, 4_000_000, 2000);
    expect(step.samples).toEqual([{ at: 0, bytes: 0 }, { at: 2000, bytes: 4_000_000 }]);
    expect(step.speed).toBe(2_000_000);
    expect(step.secondsLeft).toBe(3);
  });

  it('has no time left once everything is sent', () => {
    expect(measureProgress(base, 10_000_000, 0).secondsLeft).toBe(0);
  });
});
