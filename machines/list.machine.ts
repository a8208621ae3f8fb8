/**
 * One paged, sorted, filtered server list: the query {page, size, sort, filters},
 * loading, failure with RETRY, REFRESH, row selection and RESET to the defaults. The fetch is
 * the injected `fetchPage` actor (`.provide()`), so the machine stays pure.
 *
 * - A query change restarts the invoked fetch: XState stops the old invoke and drops its answer,
 *   so a slow answer to an old query never shows.
 * - The same query again while it is loading (or shown) sends nothing: only REFRESH/RETRY re-ask.
 *
 * The query lives in the URL: {@link queryToSearchParams} / {@link searchParamsToQuery} are the
 * pure codec; anything invalid in the URL falls back to the defaults.
 */
import { assign, fromPromise, setup } from 'xstate';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, parseSort, type SortDirection } from '../contracts/list.js';
import type { Page } from '../contracts/envelope.js';
import { toFailure, type Failure } from './failure.js';

export type Filters = Readonly<Record<string, string>>;

export interface ListQueryState {
  page: number;
  size: number;
  /** `field,asc|desc`, or null for the server's default order. */
  sort: string | null;
  filters: Filters;
}

export type RowId = number | string;
export interface ListRow {
  id: RowId;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;
/** Longest filter value the URL codec keeps. */
export const FILTER_VALUE_MAX = 200;

export const DEFAULT_QUERY: ListQueryState = { page: 1, size: PAGE_SIZE_DEFAULT, sort: null, filters: {} };

/** Filters without empty values, keys sorted: two equal filter sets have one form. */
export function cleanFilters(filters: Readonly<Record<string, string | undefined>>): Filters {
  const out: Record<string, string> = {};
  for (const key of Object.keys(filters).sort()) {
    const value = filters[key];
    if (typeof value === 'string' && value.trim() !== '') out[key] = value.trim().slice(0, FILTER_VALUE_MAX);
  }
  return out;
}

/** A stable text form of a query (what "the same query" means). */
export function queryKey(query: ListQueryState): string {
  return JSON.stringify([query.page, query.size, query.sort, cleanFilters(query.filters)]);
}

export function sameQuery(a: ListQueryState, b: ListQueryState): boolean {
  return queryKey(a) === queryKey(b);
}

const RESERVED = new Set(['page', 'size', 'sort']);

export interface CodecOptions {
  defaults?: ListQueryState;
  /** Filter names this list knows; other URL parameters are ignored. Omitted: any name. */
  filterNames?: readonly string[];
  /** Sortable fields; a sort naming another falls back to the default. Omitted: any field. */
  sortable?: readonly string[];
}

/**
 * The query as URL search parameters; values equal to the defaults are left out. A default
 * filter the user cleared (e.g. "any status" on a list that opens on `status=pending`) is kept as
 * an empty parameter (`status=`), which {@link searchParamsToQuery} reads back as "no filter".
 */
export function queryToSearchParams(query: ListQueryState, options: CodecOptions = {}): URLSearchParams {
  const defaults = options.defaults ?? DEFAULT_QUERY;
  const params = new URLSearchParams();
  if (query.page !== defaults.page) params.set('page', String(query.page));
  if (query.size !== defaults.size) params.set('size', String(query.size));
  if (query.sort !== defaults.sort && query.sort !== null) params.set('sort', query.sort);
  const filters = cleanFilters(query.filters);
  const defaultFilters = cleanFilters(defaults.filters);
  for (const [key, value] of Object.entries(filters)) {
    if (!RESERVED.has(key) && defaultFilters[key] !== value) params.set(key, value);
  }
  for (const key of Object.keys(defaultFilters)) {
    if (!RESERVED.has(key) && filters[key] === undefined) params.set(key, '');
  }
  return params;
}

function positiveInt(text: string | null, max: number): number | null {
  if (text === null || !/^[1-9][0-9]{0,8}$/.test(text)) return null;
  const value = Number(text);
  return value <= max ? value : null;
}

/** The query of a URL; every invalid part falls back to its default (never throws). */
export function searchParamsToQuery(params: URLSearchParams, options: CodecOptions = {}): ListQueryState {
  const defaults = options.defaults ?? DEFAULT_QUERY;
  const page = positiveInt(params.get('page'), 1_000_000) ?? defaults.page;
  const size = positiveInt(params.get('size'), PAGE_SIZE_MAX) ?? defaults.size;
  const parsed = parseSort(params.get('sort') ?? undefined);
  const sortOk = parsed !== null && (!options.sortable || options.sortable.includes(parsed.field));
  const sort = sortOk ? `${parsed.field},${parsed.direction}` : defaults.sort;
  const filters: Record<string, string> = { ...defaults.filters };
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    if (options.filterNames && !options.filterNames.includes(key)) continue;
    // An empty value clears the filter, a default one included (cleanFilters drops it).
    filters[key] = value;
  }
  return { page, size, sort, filters: cleanFilters(filters) };
}

/** The query string parameters of the list call (and of its CSV export). */
export function queryToApiParams(query: ListQueryState): Record<string, string | number> {
  return {
    page: query.page,
    size: query.size,
    ...(query.sort ? { sort: query.sort } : {}),
    ...cleanFilters(query.filters),
  };
}

/** The sort that a click on a column header asks for: asc → desc → none. */
export function nextSort(current: string | null, field: string): string | null {
  const parsed = parseSort(current ?? undefined);
  if (!parsed || parsed.field !== field) return `${field},asc`;
  return parsed.direction === 'asc' ? `${field},desc` : null;
}

export function sortDirectionOf(sort: string | null, field: string): SortDirection | null {
  const parsed = parseSort(sort ?? undefined);
  return parsed && parsed.field === field ? parsed.direction : null;
}

export interface ListInput {
  defaults?: Partial<ListQueryState>;
  /** The starting query (e.g. from the URL); the defaults when omitted. */
  query?: ListQueryState;
}

export interface ListContext {
  defaults: ListQueryState;
  query: ListQueryState;
  page: Page<ListRow> | null;
  error: Failure | null;
  selection: readonly RowId[];
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
/** A query event that really changes the query: restart the fetch (the old answer is dropped). */
const queryChange = { guard: 'queryChanged', target: 'loading', reenter: true, actions: 'applyQuery' } as const;
const queryHandlers = {
  SET_QUERY: queryChange,
  SET_PAGE: queryChange,
  SET_SIZE: queryChange,
  SET_SORT: queryChange,
  SET_FILTERS: queryChange,
  RESET: queryChange,
};

export const listMachine = setup({
  types: {
    context: {} as ListContext,
    events: {} as ListEvent,
    input: {} as ListInput,
  },
  guards: {
    queryChanged: ({ context, event }) => isQueryEvent(event) && !sameQuery(context.query, queryAfter(context, event)),
  },
  actions: {
    applyQuery: assign(({ context, event }) => ({
      query: isQueryEvent(event) ? queryAfter(context, event) : context.query,
      selection: [] as RowId[],
    })),
  },
  actors: {
    /** Answers one page for the query. */
    fetchPage: fromPromise<Page<ListRow>, ListQueryState>(async () => {
      throw new Error('listMachine: provide a `fetchPage` actor');
    }),
  },
}).createMachine({
  id: 'list',
  context: ({ input }) => {
    const defaults: ListQueryState = { ...DEFAULT_QUERY, ...input?.defaults };
    return { defaults, query: input?.query ?? defaults, page: null, error: null, selection: [] };
  },
  initial: 'loading',
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
    loading: {
      tags: 'busy',
      on: { ...queryHandlers },
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => context.query,
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            const ids = new Set(event.output.records.map((row) => row.id));
            return { page: event.output, error: null, selection: context.selection.filter((id) => ids.has(id)) };
          }),
        },
        onError: {
          target: 'failure',
          actions: assign({ error: ({ event }) => toFailure(event.error) }),
        },
      },
    },
    ready: {
      on: { ...queryHandlers, REFRESH: 'loading' },
    },
    failure: {
      on: { ...queryHandlers, RETRY: 'loading', REFRESH: 'loading' },
    },
  },
});

export type ListMachine = typeof listMachine;
