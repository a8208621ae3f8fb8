/**
 * The script visibility machine (docs/scripts.md): whether app users see a script. Used like the
 * settlement and review machines: the browser asks `scriptVisibilitySnapshot(...).can(event)` to
 * offer only possible actions; the server rebuilds the stored script the same way, refuses what
 * `can` refuses (409) and persists the next value and context (server/flow/recordTransition.ts).
 */
import { assign, setup } from 'xstate';
import {
  SCRIPT_CURATOR_ROLES,
  type ScriptActor,
  type ScriptVisibility,
} from '../contracts/scriptVisibilityKinds.js';

export interface ScriptVisibilityContext {
  /** The author (a CREATOR), or the admin who added the script. */
  ownerId: number;
  /** Set by RETURN, cleared by the next SUBMIT. */
  returnReason: string | null;
}

export type ScriptVisibilityEvent =
  | { type: 'SUBMIT'; actor: ScriptActor }
  | { type: 'SHOW'; actor: ScriptActor }
  | { type: 'RETURN'; actor: ScriptActor; reason: string }
  | { type: 'HIDE'; actor: ScriptActor }
  | { type: 'RETIRE'; actor: ScriptActor };

/** Every state but retired offers RETIRE to an admin. */
const retire = { guard: 'isAdmin', target: 'retired' } as const;

const isCurator = (actor: ScriptActor) =>
  actor.roles.some((role) => (SCRIPT_CURATOR_ROLES as readonly string[]).includes(role));

export const scriptVisibilityMachine = setup({
  types: {
    context: {} as ScriptVisibilityContext,
    events: {} as ScriptVisibilityEvent,
    input: {} as ScriptVisibilityContext,
  },
  guards: {
    isOwnerOrAdmin: ({ context, event }) =>
      event.actor.id === context.ownerId || event.actor.roles.includes('ADMIN'),
    isCurator: ({ event }) => isCurator(event.actor),
    isAdmin: ({ event }) => event.actor.roles.includes('ADMIN'),
  },
}).createMachine({
  id: 'scriptVisibility',
  context: ({ input }) => input,
  initial: 'draft',
  states: {
    draft: {
      on: { SUBMIT: { guard: 'isOwnerOrAdmin', target: 'submitted' }, RETIRE: retire },
    },
    returned: {
      on: {
        SUBMIT: {
          guard: 'isOwnerOrAdmin',
          target: 'submitted',
          actions: assign({ returnReason: null }),
        },
        RETIRE: retire,
      },
    },
    submitted: {
      on: {
        SHOW: { guard: 'isCurator', target: 'shown' },
        RETURN: {
          guard: 'isCurator',
          target: 'returned',
          actions: assign(({ event }) => ({ returnReason: event.reason })),
        },
        RETIRE: retire,
      },
    },
    shown: { on: { HIDE: { guard: 'isCurator', target: 'hidden' }, RETIRE: retire } },
    hidden: { on: { SHOW: { guard: 'isCurator', target: 'shown' }, RETIRE: retire } },
    // The end for the catalogue; the record stays for its activity and settlements.
    retired: {},
  },
});

/** The states of the machine: the stored statuses. */
export const SCRIPT_VISIBILITY_MACHINE_STATES = Object.keys(
  scriptVisibilityMachine.root.states,
) as ScriptVisibility[];

/** The snapshot of a stored script. */
export function scriptVisibilitySnapshot(status: ScriptVisibility, context: ScriptVisibilityContext) {
  return scriptVisibilityMachine.resolveState({ value: status, context });
}
