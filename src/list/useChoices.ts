/**
 * The records a form or filter chooses from (games for a channel, creators for a brand's owner,
 * users to add to a company): one page of a resource, read by the list machine off the URL.
 * `query` must be a stable reference (module level or useMemo).
 */
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { useInspectedActorRef } from '@/inspector/useInspectedActor';
import { fromPromise } from 'xstate';
import type { Page, PageRecords } from '@contracts/envelope.js';
import {
  listMachine,
  queryToApiParams,
  type ListQueryState,
  type ListRow,
} from '@machines/list.machine.js';
import type { QueryParams } from '@/api/resources';

export interface ChoicesSource<Row> {
  query(params: QueryParams): Promise<Page<Row>>;
}

/** A source for a user who may not read the records: no choices, and no request. */
export const NO_CHOICES: ChoicesSource<never> = { query: async () => ({ records: [], total: 0, page: 1, size: 0 }) };

export interface Choices<Row> {
  records: Row[];
  loading: boolean;
  /** Read them again (after a change elsewhere made new choices). */
  refresh: () => void;
}

export function useChoices<Row>(source: ChoicesSource<Row>, query: ListQueryState): Choices<Row> {
  const logic = useMemo(
    () =>
      listMachine.provide({
        actors: {
          fetchRecords: fromPromise<PageRecords<ListRow>, ListQueryState>(
            ({ input }) => source.query(queryToApiParams(input)) as Promise<Page<ListRow>>,
          ),
        },
      }),
    [source],
  );
  // Choices show no total: the list never counts them.
  const actor = useInspectedActorRef(logic, { input: { query, withTotal: false } });
  const records = useSelector(actor, (s) => (s.context.page?.records ?? []) as Row[]);
  const loading = useSelector(actor, (s) => s.hasTag('busy'));
  return useMemo(
    () => ({ records, loading, refresh: () => actor.send({ type: 'REFRESH' }) }),
    [records, loading, actor],
  );
}
