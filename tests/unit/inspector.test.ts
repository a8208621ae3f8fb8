/**
 * The inspector's core (src/inspector): the ring buffer keeps the last N in order, the one
 * observer records an actor's transitions and its live list follows actors starting and
 * stopping, the open panel is told (throttled) and the closed one never is.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, createMachine, fromPromise, setup, type AnyActorLogic } from 'xstate';
import { settlementMachine } from '@machines/settlement.machine.js';
import { Inspector } from '@/inspector/inspector';
import { RingBuffer } from '@/inspector/ringBuffer';
import { actorTree, formatState, takenTransitionsOf, timelineOf } from '@/inspector/timeline';
import { canInspect, inspectRequested } from '@/inspector/panelState';

describe('RingBuffer', () => {
  it('keeps the last `capacity` items, oldest first, and overwrites the oldest', () => {
    const buffer = new RingBuffer<number>(3);
    expect(buffer.toArray()).toEqual([]);
    buffer.push(1);
    buffer.push(2);
    expect(buffer.toArray()).toEqual([1, 2]);
    for (let i = 3; i <= 10; i += 1) buffer.push(i);
    expect(buffer.size).toBe(3);
    expect(buffer.toArray()).toEqual([8, 9, 10]);
  });

  it('clears, and fills again from the start', () => {
    const buffer = new RingBuffer<string>(4);
    for (const item of ['a', 'b', 'c', 'd', 'e']) buffer.push(item);
    expect(buffer.toArray()).toEqual(['b', 'c', 'd', 'e']);
    buffer.clear();
    expect(buffer.size).toBe(0);
    expect(buffer.toArray()).toEqual([]);
    buffer.push('f');
    expect(buffer.toArray()).toEqual(['f']);
  });

  it('refuses a capacity that is not a positive integer', () => {
    expect(() => new RingBuffer(0)).toThrow(RangeError);
    expect(() => new RingBuffer(1.5)).toThrow(RangeError);
  });
});

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  context: { flips: 0 },
  states: {
    off: { on: { FLIP: { target: 'on', actions: assign({ flips: ({ context }) => context.flips + 1 }) } } },
    on: { on: { FLIP: { target: 'off', actions: assign({ flips: ({ context }) => context.flips + 1 }) } } },
  },
});

function inspected<T extends AnyActorLogic>(inspector: Inspector, logic: T, input?: unknown) {
  return createActor(logic, { inspect: inspector.inspect, input } as never);
}

describe('Inspector', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists an actor created with the observer, with its transitions before → after', () => {
    const inspector = new Inspector(100);
    const actor = inspected(inspector, toggle).start();
    actor.send({ type: 'FLIP' });
    actor.send({ type: 'FLIP' });
    actor.send({ type: 'FLIP' });

    const [live] = inspector.liveActors();
    expect(inspector.liveActors()).toHaveLength(1);
    expect(live).toMatchObject({ sessionId: actor.sessionId, id: actor.sessionId, parentId: undefined });
    expect(live!.machine?.id).toBe('toggle');
    expect(live!.snapshot).toBe(actor.getSnapshot());

    const timeline = timelineOf(inspector, actor.sessionId);
    expect(timeline.map((entry) => [entry.event?.type, entry.before, entry.after])).toEqual([
      ['FLIP', 'off', 'on'],
      ['FLIP', 'on', 'off'],
      ['FLIP', 'off', 'on'],
      ['xstate.init', undefined, 'off'],
    ]);
    expect(timeline[0]!.time).toBeGreaterThanOrEqual(timeline[3]!.time);
    expect(takenTransitionsOf(inspector, actor.sessionId)).toEqual([
      { from: 'off', to: 'on', event: 'FLIP' },
      { from: 'on', to: 'off', event: 'FLIP' },
      { from: 'off', to: 'on', event: 'FLIP' },
    ]);
    // One record per kind the panel uses, in order.
    expect(inspector.records.toArray().slice(0, 3).map((record) => record.kind)).toEqual(['actor', 'event', 'snapshot']);
  });

  it('takes an actor off the live list when it stops, keeping its records', () => {
    const inspector = new Inspector(100);
    const first = inspected(inspector, toggle).start();
    const second = inspected(inspector, toggle).start();
    expect(inspector.liveActors().map((actor) => actor.sessionId)).toEqual([first.sessionId, second.sessionId]);
    first.stop();
    expect(inspector.liveActors().map((actor) => actor.sessionId)).toEqual([second.sessionId]);
    expect(timelineOf(inspector, first.sessionId)[0]).toMatchObject({ status: 'stopped' });
    second.stop();
    expect(inspector.liveActors()).toEqual([]);
  });

  it('does not list an actor that was created but never started', () => {
    const inspector = new Inspector(100);
    inspected(inspector, toggle);
    expect(inspector.liveActors()).toEqual([]);
    expect(inspector.records.toArray().map((record) => record.kind)).toEqual(['actor']);
  });

  it('lists invoked children under their parent until they finish', async () => {
    const inspector = new Inspector(100);
    let resolve!: (value: string) => void;
    const parent = setup({
      actors: { load: fromPromise(() => new Promise<string>((done) => (resolve = done))) },
    }).createMachine({
      id: 'loader',
      initial: 'loading',
      states: {
        loading: { invoke: { id: 'load', src: 'load', onDone: 'ready' } },
        ready: {},
      },
    });
    const actor = inspected(inspector, parent).start();
    const rows = actorTree(inspector.liveActors());
    expect(rows.map((row) => [row.actor.id, row.depth])).toEqual([
      [actor.sessionId, 0],
      ['load', 1],
    ]);
    expect(rows[1]!.actor.parentId).toBe(actor.sessionId);
    expect(rows[1]!.actor.machine).toBeUndefined();
    resolve('loaded');
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    expect(inspector.liveActors().map((live) => live.id)).toEqual([actor.sessionId]);
    expect(timelineOf(inspector, actor.sessionId)[0]).toMatchObject({ before: 'loading', after: 'ready' });
    expect(timelineOf(inspector, actor.sessionId)[0]!.event?.type).toBe('xstate.done.actor.load');
    actor.stop();
  });

  it('records the sender of an event sent by another actor', async () => {
    const inspector = new Inspector(100);
    let resolve!: () => void;
    const machine = setup({ actors: { wait: fromPromise(() => new Promise<void>((done) => (resolve = done))) } }).createMachine({
      initial: 'waiting',
      states: { waiting: { invoke: { id: 'wait', src: 'wait', onDone: 'done' } }, done: {} },
    });
    const actor = inspected(inspector, machine).start();
    const child = inspector.liveActors().find((live) => live.id === 'wait')!;
    resolve();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('done'));
    expect(timelineOf(inspector, actor.sessionId)[0]).toMatchObject({ source: child.sessionId });
  });

  it('keeps a constant number of records however many events pass', () => {
    const inspector = new Inspector(50);
    const actor = inspected(inspector, toggle).start();
    for (let i = 0; i < 5000; i += 1) actor.send({ type: 'FLIP' });
    const records = inspector.records.toArray();
    expect(records).toHaveLength(50);
    expect(inspector.recorded).toBeGreaterThan(5000 * 3);
    // The newest, in order, with no gap.
    expect(records.at(-1)!.seq).toBe(inspector.recorded);
    expect(records.every((record, i) => i === 0 || record.seq === records[i - 1]!.seq + 1)).toBe(true);
    actor.stop();
  });

  it('tells no one while nobody listens, and the listener at most every 100 ms', () => {
    vi.useFakeTimers();
    const inspector = new Inspector(100);
    const timers = vi.getTimerCount();
    const actor = inspected(inspector, toggle).start();
    actor.send({ type: 'FLIP' });
    expect(vi.getTimerCount()).toBe(timers);

    const listener = vi.fn();
    const unsubscribe = inspector.subscribe(listener);
    const version = inspector.version;
    for (let i = 0; i < 20; i += 1) actor.send({ type: 'FLIP' });
    expect(inspector.version).not.toBe(version);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(listener).toHaveBeenCalledTimes(1);

    actor.send({ type: 'FLIP' });
    unsubscribe();
    vi.advanceTimersByTime(200);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(timers);
    actor.stop();
  });

  it('lists at most `maxLive` actors, forgetting the least recently updated', () => {
    vi.useFakeTimers();
    const inspector = new Inspector(100, 2);
    const first = inspected(inspector, toggle).start();
    vi.advanceTimersByTime(5);
    const second = inspected(inspector, toggle).start();
    vi.advanceTimersByTime(5);
    first.send({ type: 'FLIP' });
    vi.advanceTimersByTime(5);
    const third = inspected(inspector, toggle).start();
    expect(inspector.liveActors().map((actor) => actor.sessionId)).toEqual([first.sessionId, third.sessionId]);
    for (const actor of [first, second, third]) actor.stop();
  });

  it('clears the records but keeps the live actors', () => {
    const inspector = new Inspector(100);
    const actor = inspected(inspector, toggle).start();
    const listener = vi.fn();
    inspector.subscribe(listener);
    inspector.clear();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(inspector.records.size).toBe(0);
    expect(inspector.liveActors()).toHaveLength(1);
    actor.send({ type: 'FLIP' });
    expect(timelineOf(inspector, actor.sessionId)).toMatchObject([{ before: 'off', after: 'on' }]);
    actor.stop();
  });

  it('follows a real machine of the app through its statechart', () => {
    const inspector = new Inspector(100);
    const actor = inspected(inspector, settlementMachine, { status: 'unapplied' });
    actor.start();
    const state = actor.getSnapshot().value;
    expect(inspector.liveActor(actor.sessionId)?.machine?.id).toBe('settlement');
    expect(timelineOf(inspector, actor.sessionId)[0]).toMatchObject({ after: state });
    actor.stop();
  });
});

describe('formatState', () => {
  it('writes nested and parallel state values on one line', () => {
    expect(formatState('idle')).toBe('idle');
    expect(formatState({ signedIn: 'idle' })).toBe('signedIn.idle');
    expect(formatState({ a: 'x', b: { c: 'y' } })).toBe('a.x, b.c.y');
    expect(formatState(undefined)).toBe('—');
    expect(formatState({})).toBe('—');
  });
});

describe('who may open the inspector', () => {
  it('offers it to ADMIN and AUDITOR only', () => {
    expect(canInspect(['ADMIN'])).toBe(true);
    expect(canInspect(['CREATOR', 'AUDITOR'])).toBe(true);
    expect(canInspect(['CREATOR'])).toBe(false);
    expect(canInspect([])).toBe(false);
  });

  it('opens for anyone with ?inspect=1', () => {
    expect(inspectRequested('?inspect=1')).toBe(true);
    expect(inspectRequested('?redirect=%2F&inspect=true')).toBe(true);
    expect(inspectRequested('?inspect=0')).toBe(false);
    expect(inspectRequested('')).toBe(false);
  });
});
