/**
 * Binds the list machine to react-router's search parameters: the URL is the query's one
 * source. Query events (page, size, sort, filters, reset) write the URL (a history entry each,
 * so back/forward walk through views); every URL change (those, back/forward, a reload, a
 * shared link) is sent to the machine as SET_QUERY, which fetches only when the query really
 * changed. Other events (selection, refresh, retry) go to the machine directly. The machine asks
 * for a page's rows and for its total as two calls (`fetch`), so rows show before a slow count.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { useInspectedActorRef } from '@/inspector/useInspectedActor';
import { fromPromise, type SnapshotFrom } from 'xstate';
import type { PageRecords, PageTotal } from '@contracts/envelope.js';
import {
  DEFAULT_QUERY,
  listMachine,
  queryAfter,
  queryToSearchParams,
  searchParamsToQuery,
  type CodecOptions,
  type ListEvent,
  type ListQueryState,
  type ListRow,
} from '@machines/list.machine.js';

/** A list's two calls: the page's rows (no count), and the total and totals of the filters. */
export interface ListFetch {
  records: (query: ListQueryState) => Promise<PageRecords<ListRow>>;
  total: (query: ListQueryState) => Promise<PageTotal>;
}

export interface UseListOptions {
  /** Stable (useMemo or module level): a new one starts a new list. */
  fetch: ListFetch;
  defaults?: Partial<ListQueryState>;
  filterNames?: readonly string[];
  sortable?: readonly string[];
  /** URL parameters the screen owns (e.g. a tab): kept when the list rewrites its query. */
  keep?: readonly string[];
}

export type ListSnapshot = SnapshotFrom<typeof listMachine>;

const QUERY_EVENTS = new Set([
  'SET_QUERY',
  'SET_PAGE',
  'SET_SIZE',
  'SET_SORT',
  'SET_FILTERS',
  'RESET',
]);

export function useListMachine(options: UseListOptions) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { fetch: listFetch, filterNames, sortable } = options;
  const defaultsKey = JSON.stringify(options.defaults ?? {});
  const codec: CodecOptions = useMemo(
    () => ({
      defaults: { ...DEFAULT_QUERY, ...(JSON.parse(defaultsKey) as Partial<ListQueryState>) },
      filterNames,
      sortable,
    }),
    [defaultsKey, filterNames, sortable],
  );
  const urlQuery = searchParamsToQuery(searchParams, codec);
  const logic = useMemo(
    () =>
      listMachine.provide({
        actors: {
          fetchRecords: fromPromise<PageRecords<ListRow>, ListQueryState>(({ input }) => listFetch.records(input)),
          fetchTotal: fromPromise<PageTotal, ListQueryState>(({ input }) => listFetch.total(input)),
        },
      }),
    [listFetch],
  );
  const actor = useInspectedActorRef(logic, { input: { defaults: codec.defaults, query: urlQuery } });
  const snapshot = useSelector(actor, (s) => s);

  const search = searchParams.toString();
  useEffect(() => {
    actor.send({
      type: 'SET_QUERY',
      query: searchParamsToQuery(new URLSearchParams(search), codec),
    });
  }, [actor, search, codec]);

  const send = useCallback(
    (event: ListEvent) => {
      if (!QUERY_EVENTS.has(event.type)) {
        actor.send(event);
        return;
      }
      // From the URL, not the machine: the machine hears of a URL change one effect later, and a
      // second change made in between (sort, then rows per page) would otherwise undo the first.
      const next = queryAfter(
        { query: searchParamsToQuery(searchParams, codec), defaults: codec.defaults ?? DEFAULT_QUERY },
        event as Parameters<typeof queryAfter>[1],
      );
      const params = queryToSearchParams(next, codec);
      for (const name of options.keep ?? []) {
        const value = searchParams.get(name);
        if (value !== null) params.set(name, value);
      }
      setSearchParams(params);
    },
    [actor, codec, setSearchParams, searchParams, options.keep],
  );

  return { snapshot, send, actor };
}
