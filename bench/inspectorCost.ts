/**
 * What the in-app inspector (src/inspector, docs/inspector.md) costs while its panel is closed:
 * the app's machines driven through many thousand events in Node, with no observer, with a
 * do-nothing observer (XState's own inspection cost: it builds an inspection event per step once
 * any observer is attached) and with the inspector's observer (the ring buffer and live registry,
 * no listener). Several interleaved rounds after a warm-up; medians per variant, and the medians
 * of the differences within each round.
 *
 * Workloads: the list machine (select, deselect, and page changes that restart its fetch
 * child) and the record form (typing: each CHANGE also sends EDIT to its submission child).
 *
 * Run alone: `npx tsx bench/inspectorCost.ts`.
 */
import { createActor, fromPromise, type AnyActorLogic, type InspectionEvent } from 'xstate';
import type { Page } from '../contracts/envelope';
import { formMachine } from '../machines/form.machine';
import { listMachine, type ListRow } from '../machines/list.machine';
import { Inspector } from '../src/inspector/inspector';

const EVENTS_PER_RUN = 8_000;
const ROUNDS = 9;

type Variant = 'off' | 'noop' | 'inspector';
const VARIANTS: readonly Variant[] = ['off', 'noop', 'inspector'];

export interface InspectorCostResult {
  workload: string;
  eventsPerRun: number;
  rounds: number;
  /** Median ns per event sent. */
  offNsPerEvent: number;
  noopObserverNsPerEvent: number;
  inspectorNsPerEvent: number;
  /** inspector − off, ns per event (median of the rounds' differences). */
  inspectorExtraNs: number;
  /** (inspector − off) / off, in percent (median of the rounds' ratios). */
  inspectorPercent: number;
  /** no-op observer − off: what XState itself spends per event once anything inspects. */
  xstateExtraNs: number;
  /** inspector − no-op observer: the inspector's own capture (ring buffer, live registry). */
  captureExtraNs: number;
  /** The inspector's records after the last run (its buffer's bound). */
  recordsKept: number;
}

interface Workload {
  name: string;
  logic: AnyActorLogic;
  input: unknown;
  /** Sends `count` events to a started actor. */
  drive(send: (event: { type: string; [key: string]: unknown }) => void, count: number): void;
}

const page: Page<ListRow> = {
  records: [{ id: 1 }, { id: 2 }, { id: 3 }],
  total: 3,
  page: 1,
  size: 10,
};

const WORKLOADS: Workload[] = [
  {
    name: 'list machine',
    logic: listMachine.provide({ actors: { fetchRecords: fromPromise(async () => ({ records: page.records, page: page.page, size: page.size })), fetchTotal: fromPromise(async () => ({ total: page.total })) } }),
    input: {},
    drive(send, count) {
      for (let i = 0; i < count; i += 4) {
        send({ type: 'SELECT', id: i % 7 });
        send({ type: 'SELECT_PAGE' });
        send({ type: 'DESELECT', id: i % 7 });
        // A new page: leaves for `loading` and starts a new fetch child (the old one is stopped).
        send({ type: 'SET_PAGE', page: (i % 20) + 1 });
      }
    },
  },
  {
    name: 'record form',
    logic: formMachine,
    input: {
      fields: ['username', 'nickname', 'phone'],
      blank: { username: '', nickname: '', phone: '' },
    },
    drive(send, count) {
      send({ type: 'OPEN_NEW' });
      for (let i = 1; i < count; i += 1)
        send({ type: 'CHANGE', field: i % 2 ? 'username' : 'nickname', value: `user${i}` });
    },
  },
];

const noop = (_event: InspectionEvent) => {};

/** One run: a fresh actor, `EVENTS_PER_RUN` events, stopped; ns per event. */
function run(workload: Workload, variant: Variant, inspector: Inspector): number {
  const inspect = variant === 'off' ? undefined : variant === 'noop' ? noop : inspector.inspect;
  const actor = createActor(workload.logic, { input: workload.input, inspect } as never).start();
  const send = actor.send.bind(actor) as (event: { type: string }) => void;
  const started = process.hrtime.bigint();
  workload.drive(send, EVENTS_PER_RUN);
  const elapsed = Number(process.hrtime.bigint() - started);
  actor.stop();
  return elapsed / EVENTS_PER_RUN;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Let the fetch children's promises settle between runs (they were stopped: their answers are dropped). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

export async function measureInspectorCost(
  log: (line: string) => void = console.log,
): Promise<InspectorCostResult[]> {
  const results: InspectorCostResult[] = [];
  log('\ninspector, panel closed: ns per event (median of interleaved rounds)');
  for (const workload of WORKLOADS) {
    const inspector = new Inspector();
    // Warm-up (JIT), not measured.
    for (const variant of VARIANTS) {
      run(workload, variant, inspector);
      await settle();
    }
    const samples: Record<Variant, number[]> = { off: [], noop: [], inspector: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      // A different order each round, so drift (GC, CPU clock) does not favour one variant.
      const order = round % 2 ? [...VARIANTS].reverse() : VARIANTS;
      for (const variant of order) {
        samples[variant].push(run(workload, variant, inspector));
        await settle();
      }
    }
    const off = median(samples.off);
    const noopNs = median(samples.noop);
    const withInspector = median(samples.inspector);
    // Differences are taken within each round (the variants ran back to back, under the same
    // load), then the median over rounds: steadier than differences of medians on a busy machine.
    const paired = (a: number[], b: number[]) => median(a.map((value, i) => value - b[i]!));
    const inspectorExtra = paired(samples.inspector, samples.off);
    const inspectorRatio = median(samples.inspector.map((value, i) => value / samples.off[i]! - 1));
    const result: InspectorCostResult = {
      workload: workload.name,
      eventsPerRun: EVENTS_PER_RUN,
      rounds: ROUNDS,
      offNsPerEvent: Math.round(off),
      noopObserverNsPerEvent: Math.round(noopNs),
      inspectorNsPerEvent: Math.round(withInspector),
      inspectorExtraNs: Math.round(inspectorExtra),
      inspectorPercent: Number((inspectorRatio * 100).toFixed(1)),
      xstateExtraNs: Math.round(paired(samples.noop, samples.off)),
      captureExtraNs: Math.round(paired(samples.inspector, samples.noop)),
      recordsKept: inspector.records.size,
    };
    results.push(result);
    const ns = (value: number) => `${value >= 0 ? '+' : ''}${value.toLocaleString('en')} ns`;
    log(
      `  ${workload.name.padEnd(13)} ${result.offNsPerEvent.toLocaleString('en').padStart(6)} ns/event without, ` +
        `${result.inspectorNsPerEvent.toLocaleString('en').padStart(6)} with the inspector ` +
        `(${ns(result.inspectorExtraNs)}, ${result.inspectorPercent >= 0 ? '+' : ''}${result.inspectorPercent}%: ` +
        `XState's inspection hook ${ns(result.xstateExtraNs)}, the ring buffer and registry ${ns(result.captureExtraNs)})   ` +
        `${ROUNDS} rounds × ${EVENTS_PER_RUN.toLocaleString('en')} events, ${result.recordsKept} records kept`,
    );
  }
  return results;
}

// `npx tsx bench/inspectorCost.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  measureInspectorCost().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
