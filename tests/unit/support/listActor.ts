/** A list machine actor for the machine's tests: its two calls wait until the test answers them. */
import { createActor, fromPromise } from 'xstate';
import type { PageRecords, PageTotal } from '../../../contracts/envelope';
import { listMachine, type ListQueryState, type ListRow } from '../../../machines/list.machine';

export interface Pending<T> {
  query: ListQueryState;
  resolve: (answer: T) => void;
  reject: (error: unknown) => void;
}

/** A list actor whose two calls (rows, count) wait until the test answers them. */
export function start(query?: ListQueryState, input: { withTotal?: boolean } = {}) {
  const calls: Pending<PageRecords<ListRow>>[] = [];
  const counts: Pending<PageTotal>[] = [];
  const logic = listMachine.provide({
    actors: {
      fetchRecords: fromPromise<PageRecords<ListRow>, ListQueryState>(
        ({ input }) => new Promise((resolve, reject) => calls.push({ query: input, resolve, reject })),
      ),
      fetchTotal: fromPromise<PageTotal, ListQueryState>(
        ({ input }) => new Promise((resolve, reject) => counts.push({ query: input, resolve, reject })),
      ),
    },
  });
  const actor = createActor(logic, { input: { query, ...input } }).start();
  return { actor, calls, counts };
}

export const pageOf = (ids: number[], page = 1): PageRecords<ListRow> => ({
  records: ids.map((id) => ({ id })),
  page,
  size: 20,
});
export const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The rows of the current query have arrived (the count may still be on its way). */
export const rowsReady = (s: { matches: (value: { rows: 'ready' }) => boolean }) => s.matches({ rows: 'ready' });
