/**
 * The release machine (docs/releases.md): a version of a script's APK, RC or course file, of the
 * assistant app or of the Lua detection code. Uploaded versions wait; ACTIVATE makes one the
 * version apps get, and the one active before it is SUPERSEDEd in the same transaction (the
 * server sends that event); activating a superseded version is a rollback. WITHDRAW takes a
 * version that is not active out of reach for good. The browser asks
 * `releaseSnapshot(...).can(event)`; the server refuses what `can` refuses (409) and persists
 * the next value through server/flow/recordTransition.ts.
 */
import { setup } from 'xstate';
import { mayPublish, type ReleaseActor, type ReleaseKind, type ReleaseStatus } from '../contracts/releaseKinds.js';

export interface ReleaseContext {
  kind: ReleaseKind;
  /** The script's author for a script's files; null for the app and the Lua code. */
  ownerId: number | null;
}

export type ReleaseEvent =
  | { type: 'ACTIVATE'; actor: ReleaseActor }
  | { type: 'SUPERSEDE'; actor: ReleaseActor }
  | { type: 'WITHDRAW'; actor: ReleaseActor };

export const releaseMachine = setup({
  types: {
    context: {} as ReleaseContext,
    events: {} as ReleaseEvent,
    input: {} as ReleaseContext,
  },
  guards: {
    isPublisher: ({ context, event }) => mayPublish(context.kind, event.actor, context.ownerId),
  },
}).createMachine({
  id: 'release',
  context: ({ input }) => input,
  initial: 'uploaded',
  states: {
    uploaded: {
      on: {
        ACTIVATE: { guard: 'isPublisher', target: 'active' },
        WITHDRAW: { guard: 'isPublisher', target: 'withdrawn' },
      },
    },
    active: { on: { SUPERSEDE: { guard: 'isPublisher', target: 'superseded' } } },
    superseded: {
      on: {
        // A rollback: the earlier version becomes the one apps get again.
        ACTIVATE: { guard: 'isPublisher', target: 'active' },
        WITHDRAW: { guard: 'isPublisher', target: 'withdrawn' },
      },
    },
    // Kept for the record and its History; never offered again.
    withdrawn: {},
  },
});

/** The states of the machine: the stored statuses. */
export const RELEASE_MACHINE_STATES = Object.keys(releaseMachine.root.states) as ReleaseStatus[];

/** The snapshot of a stored release. */
export function releaseSnapshot(status: ReleaseStatus, context: ReleaseContext) {
  return releaseMachine.resolveState({ value: status, context });
}
