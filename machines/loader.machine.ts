/**
 * Loading one piece of data for a screen (the dashboard's summary, a record's history): idle →
 * loading → ready | failure, RETRY after a failure, REFRESH to read again while keeping what is
 * shown. The fetch is the injected `load` actor (`.provide()`), so the machine stays pure; a
 * REFRESH re-enters `loading`, which stops the previous fetch, so an older answer never lands.
 */
import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from './failure.js';

export interface LoaderContext {
  data: unknown;
  error: Failure | null;
}

export type LoaderEvent = { type: 'LOAD' } | { type: 'RETRY' } | { type: 'REFRESH' };

export const loaderMachine = setup({
  types: {
    context: {} as LoaderContext,
    events: {} as LoaderEvent,
  },
  actors: {
    load: fromPromise<unknown>(async () => {
      throw new Error('loaderMachine: provide a `load` actor');
    }),
  },
}).createMachine({
  id: 'loader',
  context: { data: null, error: null },
  initial: 'idle',
  states: {
    idle: { on: { LOAD: 'loading' } },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: { target: 'failure', actions: assign({ error: ({ event }) => toFailure(event.error) }) },
      },
      on: { REFRESH: { target: 'loading', reenter: true } },
    },
    ready: { on: { REFRESH: 'loading' } },
    failure: { on: { RETRY: 'loading', REFRESH: 'loading' } },
  },
});
