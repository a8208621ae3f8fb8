/**
 * A resource list's two calls (the page's rows, then its total: docs/scale.md), which do not ask
 * the server for a filter value the screen already knows is wrong (a text filter's `check`, such
 * as a card key that cannot be one): a shared link holding one shows the field's problem and an
 * empty page, not a refused search (docs/lists.md, "The pieces").
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { ResourceContract } from '@contracts/resourceContract.js';
import { queryToApiParams } from '@machines/list.machine.js';
import { queryRecords, queryTotal, type ResourceApi } from '@/api/resources';
import type { FilterField } from '@/components/list/FilterBar';
import type { ListFetch } from './useListMachine';

const failsCheck = (fields: readonly FilterField[] | undefined, filters: Readonly<Record<string, string | undefined>>) =>
  (fields ?? []).some((field) => {
    const value = filters[field.name];
    return field.kind === 'text' && field.check !== undefined && value !== undefined && value !== '' && field.check(value) !== undefined;
  });

export function useCheckedFetch<C extends ResourceContract>(api: ResourceApi<C>, filterFields: readonly FilterField[] | undefined): ListFetch {
  // The latest fields, read when a page is fetched: their labels and options change often.
  const fields = useRef(filterFields);
  useLayoutEffect(() => {
    fields.current = filterFields;
  });
  return useMemo<ListFetch>(
    () => ({
      records: (query) =>
        failsCheck(fields.current, query.filters)
          ? Promise.resolve({ records: [], page: query.page, size: query.size })
          : (queryRecords(api, queryToApiParams(query)) as ReturnType<ListFetch['records']>),
      total: (query) =>
        failsCheck(fields.current, query.filters) ? Promise.resolve({ total: 0 }) : queryTotal(api, queryToApiParams(query)),
    }),
    [api],
  );
}
