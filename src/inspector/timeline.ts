/**
 * What the inspector panel and its export read out of the records: an actor's timeline (each
 * event with the state before and after), the transitions it took (for the statechart), the
 * live actors as a tree, and the whole buffer as redacted JSON. Pure TS, and only ever run while
 * the panel is open or exporting: it lives in the panel's lazy chunk.
 */
import type { AnyEventObject, Snapshot } from 'xstate';
import type { InspectionRecord, Inspector, LiveActor } from './inspector';
import { redact } from './redact';

export interface TimelineEntry {
  seq: number;
  time: number;
  /** The event the actor processed (`xstate.init` when it started, `xstate.stop` when stopped). */
  event: AnyEventObject | undefined;
  /** The sender's id, when another actor sent it. */
  source: string | undefined;
  /** The state before (undefined for the first snapshot) and after. */
  before: unknown;
  after: unknown;
  status: string;
  snapshot: Snapshot<unknown>;
}

interface MachineSnapshotLike {
  value: unknown;
  context: unknown;
}

const isMachineSnapshot = (snapshot: unknown): snapshot is Snapshot<unknown> & MachineSnapshotLike =>
  typeof snapshot === 'object' && snapshot !== null && 'value' in snapshot && 'context' in snapshot;

/** A machine's state value; another actor's status (`active`, `done` …). */
export function stateOf(snapshot: Snapshot<unknown> | undefined): unknown {
  if (!snapshot) return undefined;
  return isMachineSnapshot(snapshot) ? snapshot.value : snapshot.status;
}

/** A machine's context; another actor's input and output. Raw: redact before showing. */
export function contextOf(snapshot: Snapshot<unknown> | undefined): unknown {
  if (!snapshot) return undefined;
  if (isMachineSnapshot(snapshot)) return snapshot.context;
  const { input, output } = snapshot as { input?: unknown; output?: unknown };
  return { input, output, ...(snapshot.status === 'error' ? { error: snapshot.error } : {}) };
}

/**
 * A state value as one line: `idle`, `signedIn.idle`, `a.x, b.y` for parallel regions; `—` for
 * none (before the first snapshot, or a machine without states, whose value is `{}`).
 */
export function formatState(value: unknown): string {
  if (value === undefined || (value && typeof value === 'object' && Object.keys(value).length === 0)) return '—';
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const leaves = (node: unknown, prefix: string): string[] =>
      typeof node === 'string'
        ? [`${prefix}${node}`]
        : node && typeof node === 'object' && Object.keys(node).length > 0
          ? Object.entries(node as Record<string, unknown>).flatMap(([key, child]) => leaves(child, `${prefix}${key}.`))
          : [prefix.slice(0, -1)];
    return leaves(value, '').join(', ');
  }
  return String(value);
}

/** The actor's processed events, newest first (from what the buffer still holds). */
export function timelineOf(inspector: Inspector, sessionId: string): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  let source: string | undefined;
  for (const record of inspector.records.toArray()) {
    if (record.sessionId !== sessionId) continue;
    if (record.kind === 'event') source = record.sourceId;
    if (record.kind !== 'snapshot' || !record.snapshot) continue;
    entries.push({
      seq: record.seq,
      time: record.time,
      event: record.event,
      source,
      before: stateOf(record.before),
      after: stateOf(record.snapshot),
      status: record.snapshot.status,
      snapshot: record.snapshot,
    });
    source = undefined;
  }
  return entries.reverse();
}

export interface TakenTransition {
  from: string;
  to: string;
  /** As statechartOf names it: the event descriptor, or `always` for eventless transitions. */
  event: string;
}

interface TransitionLike {
  eventType?: string;
  source?: { path?: readonly string[] };
  target?: readonly { path?: readonly string[] }[];
}

function transitionsOf(record: InspectionRecord): TakenTransition[] {
  const out: TakenTransition[] = [];
  for (const transition of (record.transitions ?? []) as readonly TransitionLike[]) {
    const from = transition.source?.path?.join('.');
    // Initial transitions come from the machine's root (empty path): not an arrow of the chart.
    if (!from) continue;
    for (const target of transition.target ?? []) {
      const to = target.path?.join('.');
      if (to) out.push({ from, to, event: transition.eventType || 'always' });
    }
  }
  return out;
}

/** The transitions the actor took, oldest first (for the statechart's highlighted path). */
export function takenTransitionsOf(inspector: Inspector, sessionId: string): TakenTransition[] {
  return inspector.records
    .toArray()
    .filter((record) => record.kind === 'microstep' && record.sessionId === sessionId)
    .flatMap(transitionsOf);
}

export interface ActorRow {
  actor: LiveActor;
  /** 0 for root actors, 1 for their children … */
  depth: number;
}

/** The live actors, each child right after its parent. */
export function actorTree(actors: readonly LiveActor[]): ActorRow[] {
  const bySession = new Map(actors.map((actor) => [actor.sessionId, actor]));
  const children = new Map<string | undefined, LiveActor[]>();
  for (const actor of actors) {
    const parent = actor.parentId && bySession.has(actor.parentId) ? actor.parentId : undefined;
    children.set(parent, [...(children.get(parent) ?? []), actor]);
  }
  const rows: ActorRow[] = [];
  const walk = (parent: string | undefined, depth: number) => {
    for (const actor of children.get(parent) ?? []) {
      rows.push({ actor, depth });
      walk(actor.sessionId, depth + 1);
    }
  };
  walk(undefined, 0);
  return rows;
}

/** The machine id of a live actor, else what kind of logic it runs. */
export function logicName(actor: Pick<LiveActor, 'machine' | 'logic'>): string {
  if (actor.machine) return actor.machine.id;
  const config = (actor.logic as { config?: unknown } | undefined)?.config;
  return typeof config === 'function' && config.name ? config.name : 'actor';
}

const iso = (time: number) => new Date(time).toISOString();

/** One record as exported: plain, redacted, states as values. */
function exportedRecord(record: InspectionRecord): Record<string, unknown> {
  const base = {
    seq: record.seq,
    time: iso(record.time),
    kind: record.kind,
    actor: record.sessionId,
    actorId: record.actorId,
    root: record.rootId,
  };
  switch (record.kind) {
    case 'actor':
      return { ...base, machine: record.machineId };
    case 'event':
      return { ...base, event: redact(record.event), source: record.sourceId };
    case 'microstep':
      return { ...base, event: record.event?.type, state: stateOf(record.snapshot), transitions: transitionsOf(record) };
    case 'snapshot':
      return {
        ...base,
        event: record.event?.type,
        before: stateOf(record.before),
        after: stateOf(record.snapshot),
        status: record.snapshot?.status,
        context: redact(contextOf(record.snapshot)),
      };
  }
}

/** The whole buffer (and the live actors) as redacted JSON text: the panel's export. */
export function exportTimeline(inspector: Inspector, now = Date.now()): string {
  const records = inspector.records.toArray();
  return JSON.stringify(
    {
      exportedAt: iso(now),
      capacity: inspector.records.capacity,
      recorded: inspector.recorded,
      kept: records.length,
      actors: inspector.liveActors().map((actor) => ({
        actor: actor.sessionId,
        actorId: actor.id,
        parent: actor.parentId,
        logic: logicName(actor),
        state: stateOf(actor.snapshot),
        context: redact(contextOf(actor.snapshot)),
      })),
      records: records.map(exportedRecord),
    },
    null,
    2,
  );
}
