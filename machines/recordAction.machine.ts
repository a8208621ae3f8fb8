/**
 * One action on one record of a list (FREEZE a user, APPLY a settlement…): asked about first
 * when `needsConfirmation` says so (injected with `.provide()`; by default always), then run by
 * the injected `run` actor. `finished` tells the screen to refresh, also after a refusal (the
 * record may have changed meanwhile; the api client or the screen shows why). Which actions a
 * record offers is its own machine's answer (account, settlement), not this one's.
 */
import { assign, emit, fromPromise, setup } from 'xstate';

export interface RecordActionTarget {
  id: number;
  /** The record's name, for the question and the notice. */
  name: string;
  /** The event asked for (the record machine's event type). */
  event: string;
}

export type RecordActionEvent =
  ({ type: 'ASK' } & RecordActionTarget) | { type: 'CONFIRM' } | { type: 'CANCEL' };

export type RecordActionEmitted = {
  type: 'finished';
  ok: boolean;
  target: RecordActionTarget;
  /** The run's answer, when ok (e.g. a batch's approved and refused ids). */
  output?: unknown;
  /** The refusal, when not ok. */
  error?: unknown;
};

export const recordActionMachine = setup({
  types: {
    context: {} as { target: RecordActionTarget | null },
    events: {} as RecordActionEvent,
    emitted: {} as RecordActionEmitted,
  },
  guards: {
    needsConfirmation: () => true,
  },
  actions: {
    clear: assign({ target: null }),
  },
  actors: {
    run: fromPromise<unknown, RecordActionTarget>(async () => {
      throw new Error('recordActionMachine: provide a `run` actor');
    }),
  },
}).createMachine({
  id: 'recordAction',
  context: { target: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        ASK: {
          target: 'asked',
          actions: assign(({ event }) => ({
            target: { id: event.id, name: event.name, event: event.event },
          })),
        },
      },
    },
    asked: {
      always: [{ guard: 'needsConfirmation', target: 'confirming' }, { target: 'running' }],
    },
    confirming: {
      on: {
        CONFIRM: 'running',
        CANCEL: { target: 'idle', actions: 'clear' },
      },
    },
    running: {
      tags: ['busy'],
      invoke: {
        src: 'run',
        input: ({ context }) => context.target!,
        onDone: {
          target: 'idle',
          actions: [
            emit(({ context, event }) => ({
              type: 'finished' as const,
              ok: true,
              target: context.target!,
              output: event.output,
            })),
            'clear',
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            emit(({ context, event }) => ({
              type: 'finished' as const,
              ok: false,
              target: context.target!,
              error: event.error,
            })),
            'clear',
          ],
        },
      },
    },
  },
});
