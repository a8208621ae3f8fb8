/**
 * Deleting records from a list: ask (one row, or the selection), confirm or cancel, delete
 * one by one. The removal is injected; it stops at the first refusal and reports how many went
 * and why it stopped, so a partly done bulk delete still says what it did. Emits `finished` so
 * the screen can refresh its list and tell the user (the refusal included).
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from './failure.js';

export type DeletionId = number;

export interface DeletionContext {
  ids: DeletionId[];
  /** The one row's display name; null for a bulk delete. */
  name: string | null;
}

export type DeletionEvent =
  | { type: 'ASK'; ids: DeletionId[]; name: string | null }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

/** `failure`: why the first refused removal was refused (null when all went). */
export type DeletionEmitted = {
  type: 'finished';
  deleted: number;
  asked: number;
  failure: Failure | null;
};

export interface RemovalOutput {
  deleted: number;
  failure: Failure | null;
}

export const deletionMachine = setup({
  types: {
    context: {} as DeletionContext,
    events: {} as DeletionEvent,
    emitted: {} as DeletionEmitted,
  },
  actors: {
    removeRecords: fromPromise<RemovalOutput, DeletionId[]>(async () => {
      throw new Error('deletion machine: actor "removeRecords" was not provided');
    }),
  },
}).createMachine({
  id: 'deletion',
  context: { ids: [], name: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        ASK: {
          guard: ({ event }) => event.ids.length > 0,
          target: 'confirming',
          actions: assign(({ event }) => ({ ids: event.ids, name: event.name })),
        },
      },
    },
    confirming: {
      on: {
        CONFIRM: 'deleting',
        CANCEL: { target: 'idle', actions: assign({ ids: [], name: null }) },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        src: 'removeRecords',
        input: ({ context }) => context.ids,
        onDone: {
          target: 'idle',
          actions: [
            emit(({ context, event }) => ({
              type: 'finished' as const,
              deleted: event.output.deleted,
              asked: context.ids.length,
              failure: event.output.failure,
            })),
            assign({ ids: [], name: null }),
          ],
        },
        // The removal reports partial progress itself; an unexpected failure deleted nothing known.
        onError: {
          target: 'idle',
          actions: [
            emit(({ context, event }) => ({
              type: 'finished' as const,
              deleted: 0,
              asked: context.ids.length,
              failure: toFailure(event.error),
            })),
            assign({ ids: [], name: null }),
          ],
        },
      },
    },
  },
});

/** Removes ids one by one; stops at the first refusal and reports how many went, and why it stopped. */
export async function removeEach(
  ids: DeletionId[],
  remove: (id: DeletionId) => Promise<unknown>,
): Promise<RemovalOutput> {
  let deleted = 0;
  for (const id of ids) {
    try {
      await remove(id);
    } catch (error) {
      return { deleted, failure: toFailure(error) };
    }
    deleted += 1;
  }
  return { deleted, failure: null };
}
