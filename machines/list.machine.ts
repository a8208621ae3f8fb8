/**
 * One paged, sorted, filtered server list: the query {page, size, sort, filters} (listQuery.ts),
 * the page's rows, the exact total and totals row, failure with RETRY, REFRESH, row selection
 * and RESET to the defaults. Two regions run side by side, each with its injected call
 * (`.provide()`), so the machine stays pure (docs/scale.md, "Page first, total later"):
 *
 * - `rows` (`fetchRecords`): the page's rows, asked again whenever the query changes;
 * - `total` (`fetchTotal`): the count and totals of the filters, asked again only when the
 *   filters change (or on REFRESH/RETRY). Another page, page size or order of the same filters
 *   keeps the total it has; rows never wait for a count. Until the count of the current filters
 *   arrives, {@link knownTotal} is null and the screen says it is counting: it never shows a
 *   number it has not read.
 *
 * A query change restarts the rows' call (XState stops the old invoke and drops its answer, so
 * a slow answer to an old query never shows), a filter change the count's likewise. The same
 * query again while it is loading (or shown) sends nothing: only REFRESH/RETRY ask again. Either
 * call failing tags the list `failed` (its error, a retry); RETRY asks again what failed.
 */
import { assign, fromPromise, setup } from 'xstate';
import { PAGE_SIZE_MAX } from '../contracts/list.js';
import type { PageRecords, PageTotal } from '../contracts/envelope.js';
import { toFailure, type Failure } from './failure.js';
import { cleanFilters, DEFAULT_QUERY, filtersKey, sameQuery, type ListQueryState } from './listQuery.js';

export * from './listQuery.js';

export type RowId = number | string;
export interface ListRow {
  id: RowId;
}

export interface ListInput {
  defaults?: Partial<ListQueryState>;
  /** The starting query (e.g. from the URL); the defaults when omitted. */
  query?: ListQueryState;
  /** False for a list that shows no total (the choices of a field): it never asks for a count. */
  withTotal?: boolean;
}

/** A count as the list keeps it: of the filters whose {@link filtersKey} it names. */
export type KeptCount = PageTotal & { filters: string };

export interface ListContext {
  defaults: ListQueryState;
  query: ListQueryState;
  /** The page's rows (never a count: see {@link knownTotal}). */
  page: PageRecords<ListRow> | null;
  count: KeptCount | null;
  withTotal: boolean;
  /** Why the rows could not be read. */
  error: Failure | null;
  /** Why the count could not be read. */
  countError: Failure | null;
  selection: readonly RowId[];
}

/** The total and totals to show: those of the current filters once counted, else null ("counting…"). */
export function knownTotal(context: Pick<ListContext, 'count' | 'query'>): PageTotal | null {
  const { count } = context;
  return count && count.filters === filtersKey(context.query) ? { total: count.total, ...(count.sums && { sums: count.sums }) } : null;
}

/** What failed, when a part of the list did (the rows' failure first). */
export function listFailure(context: Pick<ListContext, 'error' | 'countError'>): Failure | null {
  return context.error ?? context.countError;
}

export type ListEvent =
  /** Replace the whole query (the URL changed: back/forward, a shared link). */
  | { type: 'SET_QUERY'; query: ListQueryState }
  | { type: 'SET_PAGE'; page: number }
  | { type: 'SET_SIZE'; size: number }
  | { type: 'SET_SORT'; sort: string | null }
  /** New filters; back to page 1. */
  | { type: 'SET_FILTERS'; filters: Readonly<Record<string, string | undefined>> }
  | { type: 'RESET' }
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  | { type: 'SELECT'; id: RowId }
  | { type: 'DESELECT'; id: RowId }
  | { type: 'SELECT_PAGE' }
  | { type: 'CLEAR_SELECTION' };

type QueryEvent = Extract<ListEvent, { type: 'SET_QUERY' | 'SET_PAGE' | 'SET_SIZE' | 'SET_SORT' | 'SET_FILTERS' | 'RESET' }>;

/** The query an event asks for. */
export function queryAfter(context: Pick<ListContext, 'query' | 'defaults'>, event: QueryEvent): ListQueryState {
  const { query, defaults } = context;
  switch (event.type) {
    case 'SET_QUERY':
      return { ...event.query, filters: cleanFilters(event.query.filters) };
    case 'SET_PAGE':
      return Number.isInteger(event.page) && event.page >= 1 ? { ...query, page: event.page } : query;
    case 'SET_SIZE':
      return Number.isInteger(event.size) && event.size >= 1 && event.size <= PAGE_SIZE_MAX
        ? { ...query, size: event.size, page: 1 }
        : query;
    case 'SET_SORT':
      return { ...query, sort: event.sort, page: 1 };
    case 'SET_FILTERS':
      return { ...query, filters: cleanFilters(event.filters), page: 1 };
    case 'RESET':
      return defaults;
  }
}

const QUERY_EVENTS = ['SET_QUERY', 'SET_PAGE', 'SET_SIZE', 'SET_SORT', 'SET_FILTERS', 'RESET'] as const;
const isQueryEvent = (event: ListEvent): event is QueryEvent => (QUERY_EVENTS as readonly string[]).includes(event.type);
const handlersOf = <T>(transition: T) => Object.fromEntries(QUERY_EVENTS.map((type) => [type, transition])) as Record<QueryEvent['type'], T>;
/** A query event that really changes the query: ask for its rows (the old answer is dropped). */
const rowsHandlers = handlersOf({ guard: 'queryChanged', target: 'loading', reenter: true, actions: 'applyQuery' } as const);
/** A query event that changes the filters: count again (the old count is dropped). */
const countHandlers = handlersOf({ guard: 'filtersChanged', target: 'counting', reenter: true } as const);

export const listMachine = setup({
  types: {
    context: {} as ListContext,
    events: {} as ListEvent,
    input: {} as ListInput,
  },
  guards: {
    queryChanged: ({ context, event }) => isQueryEvent(event) && !sameQuery(context.query, queryAfter(context, event)),
    filtersChanged: ({ context, event }) =>
      isQueryEvent(event) && filtersKey(context.query) !== filtersKey(queryAfter(context, event)),
    withTotal: ({ context }) => context.withTotal,
  },
  actions: {
    applyQuery: assign(({ context, event }) => ({
      query: isQueryEvent(event) ? queryAfter(context, event) : context.query,
      selection: [] as RowId[],
    })),
  },
  actors: {
    /** Answers the page's rows for the query (no count). */
    fetchRecords: fromPromise<PageRecords<ListRow>, ListQueryState>(async () => {
      throw new Error('listMachine: provide a `fetchRecords` actor');
    }),
    /** Answers the total (and totals) of the query's filters. */
    fetchTotal: fromPromise<PageTotal, ListQueryState>(async () => {
      throw new Error('listMachine: provide a `fetchTotal` actor');
    }),
  },
}).createMachine({
  id: 'list',
  context: ({ input }) => {
    const defaults: ListQueryState = { ...DEFAULT_QUERY, ...input?.defaults };
    return {
      defaults,
      query: input?.query ?? defaults,
      page: null,
      count: null,
      withTotal: input?.withTotal ?? true,
      error: null,
      countError: null,
      selection: [],
    };
  },
  type: 'parallel',
  on: {
    SELECT: {
      guard: ({ context, event }) => !context.selection.includes(event.id),
      actions: assign({ selection: ({ context, event }) => [...context.selection, event.id] }),
    },
    DESELECT: {
      actions: assign({ selection: ({ context, event }) => context.selection.filter((id) => id !== event.id) }),
    },
    SELECT_PAGE: {
      actions: assign({
        selection: ({ context }) => {
          const ids = (context.page?.records ?? []).map((row) => row.id);
          return [...context.selection, ...ids.filter((id) => !context.selection.includes(id))];
        },
      }),
    },
    CLEAR_SELECTION: { actions: assign({ selection: [] }) },
  },
  states: {
    rows: {
      initial: 'loading',
      states: {
        loading: {
          tags: 'busy',
          on: rowsHandlers,
          invoke: {
            src: 'fetchRecords',
            input: ({ context }) => context.query,
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => {
                const { records, page, size } = event.output;
                const ids = new Set(records.map((row) => row.id));
                return { page: { records, page, size }, error: null, selection: context.selection.filter((id) => ids.has(id)) };
              }),
            },
            onError: {
              target: 'failure',
              actions: assign({ error: ({ event }) => toFailure(event.error) }),
            },
          },
        },
        ready: {
          on: { ...rowsHandlers, REFRESH: 'loading' },
        },
        failure: {
          tags: 'failed',
          on: { ...rowsHandlers, RETRY: 'loading', REFRESH: 'loading' },
        },
      },
    },
    total: {
      initial: 'idle',
      states: {
        /** Not counting: a list without a total stays here. */
        idle: {
          always: { guard: 'withTotal', target: 'counting' },
        },
        counting: {
          tags: 'counting',
          // A refresh while counting counts again: the count under way may predate the change.
          on: { ...countHandlers, REFRESH: { target: 'counting', reenter: true } },
          invoke: {
            src: 'fetchTotal',
            input: ({ context }) => context.query,
            onDone: {
              target: 'counted',
              // Any filter change restarts the count, so this answer is of the current filters.
              actions: assign(({ context, event }) => ({
                count: { total: event.output.total, ...(event.output.sums && { sums: event.output.sums }), filters: filtersKey(context.query) },
                countError: null,
              })),
            },
            onError: {
              target: 'failure',
              actions: assign({ countError: ({ event }) => toFailure(event.error) }),
            },
          },
        },
        counted: {
          on: { ...countHandlers, REFRESH: 'counting' },
        },
        failure: {
          tags: 'failed',
          on: { ...countHandlers, RETRY: 'counting', REFRESH: 'counting' },
        },
      },
    },
  },
});

export type ListMachine = typeof listMachine;
