/**
 * A machine's statechart as data, read from the machine definition itself (never drawn by hand):
 * its states (nested ones by their dotted path) and its transitions, eventless ones included
 * (xstate/graph's toDirectedGraph leaves `always` out), then laid out in columns by distance from
 * the initial state. The record history and the inspector draw it with StatechartView.
 */
import type { AnyStateMachine } from 'xstate';

export interface ChartState {
  /** The dotted path below the machine: `submitted`, `signedIn.idle`. */
  id: string;
  initial: boolean;
  final: boolean;
}

export interface ChartTransition {
  from: string;
  to: string;
  /** The event type as the machine names it (`APPLY`, `xstate.done.actor.signIn`), or `always`. */
  event: string;
}

export interface Statechart {
  id: string;
  states: ChartState[];
  transitions: ChartTransition[];
}

/** Enough of a StateNode for reading a definition (xstate's own type is not exported as such). */
interface NodeLike {
  path: string[];
  type: string;
  initial?: { target?: readonly NodeLike[] };
  states: Record<string, NodeLike>;
  transitions: Map<string, readonly { target?: readonly NodeLike[] }[]>;
  always?: readonly { target?: readonly NodeLike[] }[];
}

const pathOf = (node: NodeLike) => node.path.join('.');

export function statechartOf(machine: AnyStateMachine): Statechart {
  const root = machine.root as unknown as NodeLike;
  const states: ChartState[] = [];
  const transitions: ChartTransition[] = [];
  const seen = new Set<string>();
  const add = (from: NodeLike, event: string, targets: readonly NodeLike[] | undefined) => {
    for (const target of targets ?? []) {
      const edge = { from: pathOf(from), to: pathOf(target), event };
      const key = `${edge.from}|${edge.event}|${edge.to}`;
      if (!seen.has(key)) transitions.push(edge);
      seen.add(key);
    }
  };
  const visit = (node: NodeLike, initialId: string | undefined) => {
    for (const child of Object.values(node.states)) {
      states.push({
        id: pathOf(child),
        initial: pathOf(child) === initialId,
        final: child.type === 'final',
      });
      for (const [event, definitions] of child.transitions)
        for (const definition of definitions) add(child, event, definition.target);
      for (const definition of child.always ?? []) add(child, 'always', definition.target);
      const nestedInitial = child.initial?.target?.[0];
      visit(child, nestedInitial ? pathOf(nestedInitial) : undefined);
    }
  };
  const initial = root.initial?.target?.[0];
  visit(root, initial ? pathOf(initial) : undefined);
  return { id: machine.id, states, transitions };
}

/** A readable event name: `xstate.done.actor.signIn` → `done: signIn`. */
export function eventLabel(event: string): string {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event);
  if (actor) return `${actor[1]}: ${actor[2]}`;
  return event;
}

export interface PlacedState extends ChartState {
  column: number;
  row: number;
}

/**
 * Columns by the shortest distance from the initial state (unreachable states last), rows in the
 * order the definition lists them: a stable picture for the same machine.
 */
export function layoutStatechart(chart: Statechart): PlacedState[] {
  const distance = new Map<string, number>();
  const first = chart.states.find((state) => state.initial) ?? chart.states[0];
  if (first) {
    distance.set(first.id, 0);
    const queue = [first.id];
    while (queue.length > 0) {
      const at = queue.shift()!;
      for (const edge of chart.transitions) {
        if (edge.from === at && !distance.has(edge.to)) {
          distance.set(edge.to, distance.get(at)! + 1);
          queue.push(edge.to);
        }
      }
    }
  }
  const deepest = Math.max(0, ...distance.values());
  const rows = new Map<number, number>();
  return chart.states.map((state) => {
    const column = distance.get(state.id) ?? deepest + 1;
    const row = rows.get(column) ?? 0;
    rows.set(column, row + 1);
    return { ...state, column, row };
  });
}

/** The states a snapshot value is in, as chart ids: `{ signedIn: 'idle' }` → signedIn, signedIn.idle. */
export function activeStateIds(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
      `${prefix}${key}`,
      ...activeStateIds(child, `${prefix}${key}.`),
    ]);
  }
  return [];
}
