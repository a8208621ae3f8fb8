import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  DEFAULT_QUERY,
  listMachine,
  nextSort,
  queryToSearchParams,
  searchParamsToQuery,
} from '../../machines/list.machine';
import { pageOf, rowsReady, start, tick } from './support/listActor';

describe('list machine', () => {
  it('loads the first page with the default query', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toEqual({ rows: 'loading', total: 'counting' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query).toEqual(DEFAULT_QUERY);
    calls[0]!.resolve(pageOf([1, 2]));
    await waitFor(actor, rowsReady);
    expect(actor.getSnapshot().context.page?.records).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('drops the answer to a query that changed while it was loading', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'SET_PAGE', page: 2 });
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(pageOf([21], 2));
    await waitFor(actor, rowsReady);
    calls[0]!.resolve(pageOf([1]));
    await tick();
    expect(actor.getSnapshot().context.page?.records).toEqual([{ id: 21 }]);
    expect(actor.getSnapshot().context.query.page).toBe(2);
  });

  it('sends no second request for the same query while loading or shown', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'SET_PAGE', page: 1 });
    actor.send({ type: 'SET_QUERY', query: { ...DEFAULT_QUERY } });
    actor.send({ type: 'SET_FILTERS', filters: { gameName: '  ' } });
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(pageOf([1]));
    await waitFor(actor, rowsReady);
    actor.send({ type: 'RESET' });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'REFRESH' });
    expect(calls).toHaveLength(2);
  });

  it('shows a failure and loads again on RETRY', async () => {
    const { actor, calls } = start();
    calls[0]!.reject(Object.assign(new Error('boom'), { status: 500, detail: { reason: 'internal_error' } }));
    await waitFor(actor, (s) => s.matches({ rows: 'failure' }));
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toMatchObject({ status: 500, reason: 'internal_error' });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().matches({ rows: 'loading' })).toBe(true);
    calls[1]!.resolve(pageOf([3]));
    await waitFor(actor, rowsReady);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('filters, sorting and size go back to page 1; RESET returns to the defaults', async () => {
    const { actor, calls } = start({ ...DEFAULT_QUERY, page: 3 });
    actor.send({ type: 'SET_FILTERS', filters: { gameName: 'rocket' } });
    expect(actor.getSnapshot().context.query).toMatchObject({ page: 1, filters: { gameName: 'rocket' } });
    actor.send({ type: 'SET_PAGE', page: 2 });
    actor.send({ type: 'SET_SORT', sort: 'gameName,asc' });
    expect(actor.getSnapshot().context.query).toMatchObject({ page: 1, sort: 'gameName,asc' });
    actor.send({ type: 'SET_SIZE', size: 50 });
    expect(actor.getSnapshot().context.query).toMatchObject({ page: 1, size: 50 });
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().context.query).toEqual(DEFAULT_QUERY);
    expect(calls.at(-1)!.query).toEqual(DEFAULT_QUERY);
  });

  it('selects rows, a whole page, and forgets selections the next answer lacks', async () => {
    const { actor, calls } = start();
    calls[0]!.resolve(pageOf([1, 2, 3]));
    await waitFor(actor, rowsReady);
    actor.send({ type: 'SELECT', id: 1 });
    actor.send({ type: 'SELECT', id: 1 });
    expect(actor.getSnapshot().context.selection).toEqual([1]);
    actor.send({ type: 'SELECT_PAGE' });
    expect(actor.getSnapshot().context.selection).toEqual([1, 2, 3]);
    actor.send({ type: 'DESELECT', id: 2 });
    expect(actor.getSnapshot().context.selection).toEqual([1, 3]);
    actor.send({ type: 'REFRESH' });
    calls[1]!.resolve(pageOf([3, 4]));
    await waitFor(actor, rowsReady);
    expect(actor.getSnapshot().context.selection).toEqual([3]);
    actor.send({ type: 'CLEAR_SELECTION' });
    expect(actor.getSnapshot().context.selection).toEqual([]);
    actor.send({ type: 'SELECT', id: 4 });
    actor.send({ type: 'SET_PAGE', page: 2 });
    expect(actor.getSnapshot().context.selection).toEqual([]);
  });

  it('reaches every state (model paths from xstate/graph)', () => {
    const paths = getShortestPaths(listMachine, {
      events: [{ type: 'SET_PAGE', page: 2 }, { type: 'REFRESH' }, { type: 'RETRY' }, { type: 'RESET' }],
    });
    const values = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(values.has(JSON.stringify({ rows: 'loading', total: 'counting' }))).toBe(true);
  });
});

describe('URL codec', () => {
  const filterNames = ['gameName', 'createdAtFrom', 'createdAtTo'];
  const queryArb = fc.record({
    page: fc.integer({ min: 1, max: 100_000 }),
    size: fc.integer({ min: 1, max: 200 }),
    sort: fc.option(
      fc.tuple(fc.constantFrom('id', 'gameName', 'createdAt'), fc.constantFrom('asc', 'desc')).map(([f, d]) => `${f},${d}`),
      { nil: null },
    ),
    filters: fc.dictionary(fc.constantFrom(...filterNames), fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() === s && s !== '')),
  });

  it('round-trips every valid query', () => {
    fc.assert(
      fc.property(queryArb, (query) => {
        const back = searchParamsToQuery(new URLSearchParams(queryToSearchParams(query).toString()), { filterNames });
        expect(back).toEqual({ ...query, filters: Object.fromEntries(Object.entries(query.filters).sort()) });
      }),
    );
  });

  it('never throws on any query string, and keeps values in range', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const query = searchParamsToQuery(new URLSearchParams(text), { filterNames });
        expect(query.page).toBeGreaterThanOrEqual(1);
        expect(query.size).toBeGreaterThanOrEqual(1);
        expect(query.size).toBeLessThanOrEqual(200);
      }),
    );
  });

  it('falls back to the defaults for invalid values', () => {
    const query = searchParamsToQuery(new URLSearchParams('page=-1&size=9999&sort=x;drop,up&evil=1&gameName=ok'), {
      filterNames,
      sortable: ['id'],
    });
    expect(query).toEqual({ ...DEFAULT_QUERY, filters: { gameName: 'ok' } });
    expect(searchParamsToQuery(new URLSearchParams('sort=gameName,asc'), { sortable: ['id'] }).sort).toBeNull();
  });

  it('leaves defaults out of the URL', () => {
    expect(queryToSearchParams(DEFAULT_QUERY).toString()).toBe('');
  });

  it('cycles a column sort asc → desc → none', () => {
    expect(nextSort(null, 'gameName')).toBe('gameName,asc');
    expect(nextSort('gameName,asc', 'gameName')).toBe('gameName,desc');
    expect(nextSort('gameName,desc', 'gameName')).toBeNull();
    expect(nextSort('id,desc', 'gameName')).toBe('gameName,asc');
  });
});
