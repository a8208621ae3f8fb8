/**
 * The active chart machine. Model-based: an independent oracle (which state and request each
 * event leads to) is checked along every simple path xstate/graph finds over valid and invalid
 * subjects and months and both fetch outcomes; then the live behaviour with a fetch the test
 * answers by hand: stale answers dropped, names from the answer, failures keeping the subject.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, transition, waitFor, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import type { ScriptActiveChart, ScriptCooperateActiveChart } from '../../contracts/activity.js';
import {
  activeChartMachine,
  hasSubject,
  isValidRequest,
  requestKey,
  shiftMonth,
  type ActiveChartEvent,
  type ChartData,
  type ChartRequest,
  type ChartSubject,
} from '../../machines/activeChart.machine.js';

type Snapshot = SnapshotFrom<typeof activeChartMachine>;

const script = (scriptId?: number, scriptName?: string): ChartSubject => ({ kind: 'script', scriptId, scriptName });

const chartOf = (countTime: string, scriptName = 'Rocket Racer', activeNum = 5): ScriptActiveChart => ({
  scriptId: 1,
  scriptName,
  countTime,
  points: [
    { day: `${countTime}-01`, activeNum, freeNum: 1, trialNum: 0, redFingerNum: 1, vmosNum: 1, virtualCloudNum: 0, flyingCloudNum: 0, ecpm: '1.00' },
  ],
});

// ---- model ------------------------------------------------------------------------------------

const done = (output: unknown) => ({ type: 'xstate.done.actor.fetchChart', output });
const failed = (status: number) => ({ type: 'xstate.error.actor.fetchChart', error: { status, message: 'no' } });

const MODEL_EVENTS: AnyEventObject[] = [
  { type: 'OPEN', subject: script(1, 'From link'), countTime: '2026-10' },
  { type: 'OPEN', subject: script(2), countTime: '2026-10' },
  { type: 'OPEN', subject: script(undefined), countTime: '2026-10' },
  { type: 'SET_MONTH', countTime: '2026-11' },
  { type: 'SET_MONTH', countTime: '2026-13' },
  { type: 'RETRY' },
  done(chartOf('2026-10')),
  failed(500),
];

type Value = 'idle' | 'loading' | 'ready' | 'failure';
interface Model {
  value: Value;
  request: ChartRequest;
}

/** The rules of docs/charts.md, written without the machine. */
function oracle(model: Model, event: AnyEventObject): Model {
  const ask = (request: ChartRequest): Model => {
    const valid = typeof request.subject.scriptId === 'number' && /^\d{4}-(0[1-9]|1[0-2])$/.test(request.countTime);
    if (!valid) return { value: 'idle', request };
    const same = request.subject.scriptId === model.request.subject.scriptId && request.countTime === model.request.countTime;
    return same && model.value !== 'idle' ? model : { value: 'loading', request };
  };
  switch (event.type) {
    case 'OPEN':
      return ask({ subject: event.subject as ChartSubject, countTime: event.countTime as string });
    case 'SET_MONTH':
      return ask({ subject: model.request.subject, countTime: event.countTime as string });
    case 'RETRY':
      return model.value === 'failure' ? { ...model, value: 'loading' } : model;
    case 'xstate.done.actor.fetchChart':
      return model.value === 'loading' ? { ...model, value: 'ready' } : model;
    case 'xstate.error.actor.fetchChart':
      return model.value === 'loading' ? { ...model, value: 'failure' } : model;
    default:
      throw new Error(`unknown event ${event.type}`);
  }
}

const serializeState = (snapshot: Snapshot) => JSON.stringify([snapshot.value, requestKey(snapshot.context)]);
const START: ChartRequest = { subject: script(undefined), countTime: '' };

/** Value and context in the oracle's terms, with the invariants every state holds. */
function expectModel(snapshot: Snapshot, model: Model, trail: string) {
  const { value, context } = snapshot;
  expect(value, trail).toBe(model.value);
  expect(context.countTime, trail).toBe(model.request.countTime);
  expect(context.subject.scriptId, trail).toBe(model.request.subject.scriptId);
  expect(context.data !== null, trail).toBe(value === 'ready');
  expect(context.error !== null, trail).toBe(value === 'failure');
}

const modelOf = (snapshot: Snapshot): Model => ({ value: snapshot.value as Value, request: snapshot.context });
const trailOf = (path: { steps: { event: AnyEventObject }[] }) => path.steps.map((s) => s.event.type).join(' → ');

describe('active chart machine: model-based', () => {
  const options = { input: START, events: MODEL_EVENTS as ActiveChartEvent[], serializeState };
  const paths = getShortestPaths(activeChartMachine, options);

  it('reaches every state from a link without a subject', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['idle', 'loading', 'ready', 'failure']));
  });

  it('takes every event from every reachable state as the oracle says', () => {
    expect(paths.length).toBeGreaterThan(15);
    for (const path of paths) {
      for (const event of MODEL_EVENTS) {
        const [next] = transition(activeChartMachine, path.state, event as ActiveChartEvent);
        expectModel(next, oracle(modelOf(path.state), event), `${trailOf(path)} then ${event.type}`);
      }
    }
  });

  it('follows the oracle along every simple path of one subject', () => {
    const events = [MODEL_EVENTS[0]!, MODEL_EVENTS[3]!, MODEL_EVENTS[5]!, MODEL_EVENTS[6]!, MODEL_EVENTS[7]!];
    const simple = getSimplePaths(activeChartMachine, { ...options, events: events as ActiveChartEvent[] });
    expect(simple.length).toBeGreaterThan(10);
    for (const path of simple) {
      let model: Model = { value: 'idle', request: START };
      for (const step of path.steps.slice(1)) {
        model = oracle(model, step.event);
        expectModel(step.state as Snapshot, model, trailOf(path));
      }
    }
  });

  it('starts loading at once when the link is valid', () => {
    const valid = getShortestPaths(activeChartMachine, { ...options, input: { subject: script(1), countTime: '2026-10' } });
    expect(valid.find((p) => p.steps.length === 1)!.state.value).toBe('loading');
  });
});

// ---- live actor -------------------------------------------------------------------------------

interface Pending {
  request: ChartRequest;
  resolve: (data: ChartData) => void;
  reject: (error: unknown) => void;
}

/** An actor whose fetches wait until the test answers them. */
function start(input: ChartRequest) {
  const calls: Pending[] = [];
  const logic = activeChartMachine.provide({
    actors: {
      fetchChart: fromPromise<ChartData, ChartRequest>(
        ({ input: request }) => new Promise((resolve, reject) => calls.push({ request, resolve, reject })),
      ),
    },
  });
  return { actor: createActor(logic, { input }).start(), calls };
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('active chart machine', () => {
  it('fetches the subject of the link; the answer names it', async () => {
    const { actor, calls } = start({ subject: script(1), countTime: '2026-10' });
    expect(calls.map((c) => c.request)).toEqual([{ subject: script(1), countTime: '2026-10' }]);
    calls[0]!.resolve(chartOf('2026-10', 'Rocket Racer'));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.subject).toEqual(script(1, 'Rocket Racer'));
  });

  it("replaces the link's names with the answer's and keeps them for other months", async () => {
    const subject = { kind: 'scriptCooperate', scriptId: 1, scriptName: 'old', cooperateId: 2 } as const;
    const { actor, calls } = start({ subject, countTime: '2026-10' });
    const answer: ScriptCooperateActiveChart = { scriptId: 1, scriptName: 'Rocket Racer', cooperateId: 2, cooperateName: 'Starlight Games', countTime: '2026-10', points: [] };
    calls[0]!.resolve(answer);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'OPEN', subject, countTime: '2026-11' });
    expect(actor.getSnapshot().context.subject).toMatchObject({ scriptName: 'Rocket Racer', cooperateName: 'Starlight Games' });
    expect(calls[1]!.request.countTime).toBe('2026-11');
  });

  it('drops the answer for a month left while it loaded', async () => {
    const { actor, calls } = start({ subject: script(1), countTime: '2026-10' });
    actor.send({ type: 'SET_MONTH', countTime: '2026-11' });
    expect(calls).toHaveLength(2);
    calls[0]!.resolve(chartOf('2026-10', 'stale'));
    await tick();
    expect(actor.getSnapshot().value).toBe('loading');
    calls[1]!.resolve(chartOf('2026-11'));
    await waitFor(actor, (s) => s.matches('ready'));
    calls[0]!.reject(new Error('late'));
    await tick();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.data?.countTime).toBe('2026-11');
    expect(actor.getSnapshot().context.subject.scriptName).toBe('Rocket Racer');
  });

  it('keeps the subject and month on failure, and RETRY asks for the same again', async () => {
    const { actor, calls } = start({ subject: script(7, 'Mine'), countTime: '2026-10' });
    calls[0]!.reject(Object.assign(new Error('Not found'), { status: 404, detail: { reason: 'not_found' } }));
    await waitFor(actor, (s) => s.matches('failure'));
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ subject: script(7, 'Mine'), countTime: '2026-10', data: null });
    expect(context.error).toMatchObject({ status: 404, reason: 'not_found' });
    actor.send({ type: 'RETRY' });
    expect(calls[1]!.request).toEqual(calls[0]!.request);
    calls[1]!.resolve(chartOf('2026-10'));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('does not fetch the same request twice, nor without a subject', async () => {
    const { actor, calls } = start({ subject: script(undefined), countTime: '2026-10' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'SET_MONTH', countTime: '2026-11' });
    expect(calls).toHaveLength(0);
    actor.send({ type: 'OPEN', subject: script(1), countTime: '2026-11' });
    actor.send({ type: 'OPEN', subject: script(1, 'another name'), countTime: '2026-11' });
    actor.send({ type: 'SET_MONTH', countTime: '2026-11' });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'OPEN', subject: script(undefined), countTime: '2026-11' });
    expect(actor.getSnapshot().value).toBe('idle');
    calls[0]!.resolve(chartOf('2026-11'));
    await tick();
    expect(actor.getSnapshot().context.data).toBeNull();
  });
});

describe('chart subjects and months', () => {
  it('needs the ids of its kind', () => {
    expect(hasSubject({ kind: 'script', scriptId: 1 })).toBe(true);
    expect(hasSubject({ kind: 'script', cooperateId: 1 })).toBe(false);
    expect(hasSubject({ kind: 'cooperate', cooperateId: 3 })).toBe(true);
    expect(hasSubject({ kind: 'scriptCooperate', scriptId: 1 })).toBe(false);
    expect(hasSubject({ kind: 'scriptCooperate', scriptId: 1, cooperateId: 3 })).toBe(true);
    expect(hasSubject({ kind: 'script', scriptId: 0 })).toBe(false);
    expect(isValidRequest({ subject: script(1), countTime: '2026-1' })).toBe(false);
  });

  it('moves months across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-10', 14)).toBe('2027-12');
    expect(shiftMonth('2026-10', -22)).toBe('2024-12');
    expect(shiftMonth('nonsense', 1)).toBe('nonsense');
  });
});
