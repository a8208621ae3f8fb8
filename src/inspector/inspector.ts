/**
 * The in-app inspector's core (docs/inspector.md): ONE inspection observer, given
 * to every actor the app creates through XState's `inspect` option (src/inspector/
 * useInspectedActor.ts), that keeps the recent inspection events in a fixed-size ring buffer and
 * a registry of the live actors.
 *
 * Capture is cheap and always on: a record is a handful of references (no copy, no redaction,
 * no serialisation; redaction happens when the panel shows or exports them). While nobody
 * listens (the panel is closed) nothing else happens: no timer, no callback, no React work.
 * Pure TS: no React here.
 */
import type { AnyEventObject, AnyStateMachine, AnyTransitionDefinition, InspectionEvent, Snapshot } from 'xstate';
import { RingBuffer } from './ringBuffer';

/** How many inspection records are kept (the oldest are overwritten). */
export const DEFAULT_CAPACITY = 1000;
/**
 * At most this many actors are listed as live: an actor that is never stopped and dropped by its
 * owner would otherwise stay listed (and in memory) for good. Past it, the least recently
 * updated one is forgotten.
 */
export const MAX_LIVE = 500;
/** The open panel hears about new records at most this often. */
const NOTIFY_MS = 100;

export type RecordKind = 'actor' | 'event' | 'snapshot' | 'microstep';

/**
 * One inspection event as kept. Every field is always present (one object shape: the capture
 * path stays monomorphic and fast); fields a kind does not use are undefined.
 */
export interface InspectionRecord {
  /** Increasing over the inspector's life (not reset by clear). */
  seq: number;
  /** Date.now() when captured (steps caused by an event share the event's time). */
  time: number;
  kind: RecordKind;
  /** The actor the event is about (xstate's sessionId, unique in the page: `x:12`). */
  sessionId: string;
  /** The actor's id: an invoke id (`signIn`), else its sessionId. */
  actorId: string;
  /** The sessionId of the actor's root. */
  rootId: string;
  /** event: the event received; snapshot: the event that led to it; microstep: the event taken. */
  event: AnyEventObject | undefined;
  /** event: the sender's sessionId (undefined when sent from outside any actor). */
  sourceId: string | undefined;
  /** actor: its machine id, when it is a state machine. */
  machineId: string | undefined;
  /** snapshot: the actor's snapshot before this one (undefined for its first). */
  before: Snapshot<unknown> | undefined;
  /** snapshot: the new snapshot; microstep: the snapshot after the step. */
  snapshot: Snapshot<unknown> | undefined;
  /** microstep: the transitions taken. */
  transitions: readonly AnyTransitionDefinition[] | undefined;
}

/** An actor that has started and not stopped (nor finished, nor failed). */
export interface LiveActor {
  sessionId: string;
  id: string;
  /** The parent's sessionId for invoked or spawned actors. */
  parentId: string | undefined;
  rootId: string;
  systemId: string | undefined;
  /** The actor's logic; a state machine for machine actors. */
  logic: unknown;
  /** The machine when the logic is one (its statechart can be drawn), else undefined. */
  machine: AnyStateMachine | undefined;
  /** The latest snapshot. */
  snapshot: Snapshot<unknown>;
  startedAt: number;
  updatedAt: number;
}

/** What the inspector reads of an actor ref (ActorRefLike does not type these). */
interface ActorRefInternals {
  id?: string;
  sessionId: string;
  systemId?: string;
  logic?: unknown;
  _parent?: { sessionId: string };
}

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'config' in logic && 'id' in logic;

/** Creation order of an xstate sessionId (`x:12` → 12). */
export const sessionOrder = (sessionId: string): number => Number(sessionId.slice(sessionId.indexOf(':') + 1)) || 0;

export class Inspector {
  readonly records: RingBuffer<InspectionRecord>;
  private readonly live = new Map<string, LiveActor>();
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private seq = 0;
  /** Date.now() at the latest event received or actor created: the time of the records it causes. */
  private lastTime = 0;
  /** Changes whenever something was recorded or cleared: a cheap "anything new?" for the panel. */
  version = 0;

  /** XState's `inspect` option: pass this very function to every root actor. */
  readonly inspect = (event: InspectionEvent): void => {
    switch (event.type) {
      case '@xstate.snapshot':
        this.captureSnapshot(event.actorRef as ActorRefInternals, event.rootId, event.event, event.snapshot);
        return;
      case '@xstate.event':
        // Every chain of steps starts with an event (or an actor's creation): the clock is read
        // there only (Date.now() is the dearest part of a capture); the steps it causes run
        // synchronously right after and share its time.
        this.lastTime = Date.now();
        this.add('event', event.actorRef as ActorRefInternals, event.rootId, event.event, event.sourceRef?.sessionId, undefined, undefined, undefined, undefined);
        return;
      case '@xstate.microstep':
        this.add('microstep', event.actorRef as ActorRefInternals, event.rootId, event.event, undefined, undefined, undefined, event.snapshot, event._transitions);
        return;
      case '@xstate.actor': {
        const ref = event.actorRef as ActorRefInternals;
        this.lastTime = Date.now();
        const machineId = isMachine(ref.logic) ? ref.logic.id : undefined;
        this.add('actor', ref, event.rootId, undefined, undefined, machineId, undefined, undefined, undefined);
        return;
      }
      default:
        // Actions (many per event) are not kept: they would push the transitions out of the buffer.
        return;
    }
  };

  constructor(
    capacity = DEFAULT_CAPACITY,
    private readonly maxLive = MAX_LIVE,
  ) {
    this.records = new RingBuffer<InspectionRecord>(capacity);
  }

  private captureSnapshot(ref: ActorRefInternals, rootId: string, event: AnyEventObject, snapshot: Snapshot<unknown>) {
    const live = this.live.get(ref.sessionId);
    // A stop is not sent as an event: read the clock for it.
    if (snapshot.status !== 'active') this.lastTime = Date.now();
    this.add('snapshot', ref, rootId, event, undefined, undefined, live?.snapshot, snapshot, undefined);
    if (snapshot.status === 'active') {
      const now = this.lastTime;
      if (live) {
        live.snapshot = snapshot;
        live.updatedAt = now;
      } else {
        const logic = ref.logic;
        this.live.set(ref.sessionId, {
          sessionId: ref.sessionId,
          id: ref.id ?? ref.sessionId,
          parentId: ref._parent?.sessionId,
          rootId,
          systemId: ref.systemId,
          logic,
          machine: isMachine(logic) ? logic : undefined,
          snapshot,
          startedAt: now,
          updatedAt: now,
        });
        if (this.live.size > this.maxLive) this.forgetStalest();
      }
    } else if (live) {
      // done, error or stopped: it leaves the live list (its records stay in the buffer).
      this.live.delete(ref.sessionId);
    }
  }

  private forgetStalest() {
    let stalest: LiveActor | undefined;
    for (const actor of this.live.values()) if (!stalest || actor.updatedAt < stalest.updatedAt) stalest = actor;
    if (stalest) this.live.delete(stalest.sessionId);
  }

  private add(
    kind: RecordKind,
    ref: ActorRefInternals,
    rootId: string,
    event: AnyEventObject | undefined,
    sourceId: string | undefined,
    machineId: string | undefined,
    before: Snapshot<unknown> | undefined,
    snapshot: Snapshot<unknown> | undefined,
    transitions: readonly AnyTransitionDefinition[] | undefined,
  ) {
    const seq = ++this.seq;
    this.records.push({
      seq,
      time: this.lastTime,
      kind,
      sessionId: ref.sessionId,
      actorId: ref.id ?? ref.sessionId,
      rootId,
      event,
      sourceId,
      machineId,
      before,
      snapshot,
      transitions,
    });
    this.version += 1;
    if (this.listeners.size !== 0 && this.timer === null) this.timer = setTimeout(this.flush, NOTIFY_MS);
  }

  private readonly flush = () => {
    this.timer = null;
    for (const listener of [...this.listeners]) listener();
  };

  /** The live actors in creation order. */
  liveActors(): LiveActor[] {
    return [...this.live.values()].sort((a, b) => sessionOrder(a.sessionId) - sessionOrder(b.sessionId));
  }

  liveActor(sessionId: string): LiveActor | undefined {
    return this.live.get(sessionId);
  }

  /** How many records were ever captured (the buffer keeps the last `capacity`). */
  get recorded(): number {
    return this.seq;
  }

  /** Forgets the recorded events; the live actors stay listed. */
  clear(): void {
    this.records.clear();
    this.version += 1;
    for (const listener of [...this.listeners]) listener();
  }

  /**
   * Hears about new records, at most every NOTIFY_MS (the panel, while open). With no listener
   * the capture path only checks the listener count.
   */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && this.timer !== null) {
        clearTimeout(this.timer);
        this.timer = null;
      }
    };
  };

  readonly getVersion = (): number => this.version;
}

/** The app's one inspector. */
export const appInspector = new Inspector();

/** The app's one inspection observer: `createActor(logic, { inspect })`. */
export const inspect = appInspector.inspect;
