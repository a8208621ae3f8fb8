/**
 * A list's page fetch that does not ask the server for a filter value the screen already knows
 * is wrong (a text filter's `check`, such as a card key that cannot be one): a shared link
 * holding one shows the field's problem and an empty page, not a refused search
 * (docs/lists.md, "The pieces").
 */
import { useCallback, useLayoutEffect, useRef } from 'react';
import type { ResourceContract } from '@contracts/resourceContract.js';
import { queryToApiParams } from '@machines/list.machine.js';
import type { ResourceApi } from '@/api/resources';
import type { FilterField } from '@/components/list/FilterBar';
import type { FetchPage } from './useListMachine';

const failsCheck = (fields: readonly FilterField[] | undefined, filters: Readonly<Record<string, string | undefined>>) =>
  (fields ?? []).some((field) => {
    const value = filters[field.name];
    return field.kind === 'text' && field.check !== undefined && value !== undefined && value !== '' && field.check(value) !== undefined;
  });

export function useCheckedFetch<C extends ResourceContract>(api: ResourceApi<C>, filterFields: readonly FilterField[] | undefined): FetchPage {
  // The latest fields, read when a page is fetched: their labels and options change often.
  const fields = useRef(filterFields);
  useLayoutEffect(() => {
    fields.current = filterFields;
  });
  return useCallback<FetchPage>(
    (query) =>
      failsCheck(fields.current, query.filters)
        ? Promise.resolve({ records: [], total: 0, page: query.page, size: query.size })
        : (api.query(queryToApiParams(query)) as ReturnType<FetchPage>),
    [api],
  );
}
