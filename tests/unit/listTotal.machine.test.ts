/**
 * The list machine's two parts, by their transitions (docs/scale.md, "Page first, total later"):
 * rows shown before the count, the count asked again only when the filters change, a failure of
 * either part with its retry, and lists that never count.
 */
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { DEFAULT_QUERY, knownTotal, listFailure } from '../../machines/list.machine';
import { pageOf, rowsReady, start, tick } from './support/listActor';

const boom = Object.assign(new Error('boom'), { status: 503, detail: { reason: 'internal_error' } });

/** An actor whose first rows and count have both arrived (total 120). */
async function counted() {
  const list = start();
  list.calls[0]!.resolve(pageOf([1, 2]));
  list.counts[0]!.resolve({ total: 120, sums: { activeNum: 7 } });
  await waitFor(list.actor, (s) => rowsReady(s) && s.matches({ total: 'counted' }));
  return list;
}

describe('list machine: page first, total later', () => {
  it('shows the rows before the count, then the exact total and totals', async () => {
    const { actor, calls, counts } = start();
    expect(calls).toHaveLength(1);
    expect(counts).toHaveLength(1);
    expect(counts[0]!.query).toEqual(DEFAULT_QUERY);
    calls[0]!.resolve(pageOf([1, 2]));
    await waitFor(actor, rowsReady);
    expect(actor.getSnapshot().value).toEqual({ rows: 'ready', total: 'counting' });
    expect(actor.getSnapshot().hasTag('counting')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.page?.records).toEqual([{ id: 1 }, { id: 2 }]);
    expect(knownTotal(actor.getSnapshot().context)).toBeNull();
    counts[0]!.resolve({ total: 120, sums: { activeNum: 7 } });
    await waitFor(actor, (s) => s.matches({ total: 'counted' }));
    expect(knownTotal(actor.getSnapshot().context)).toEqual({ total: 120, sums: { activeNum: 7 } });
  });

  it('a total that arrives first waits for no rows, and the rows keep no count', async () => {
    const { actor, calls, counts } = start();
    counts[0]!.resolve({ total: 3 });
    await waitFor(actor, (s) => s.matches({ rows: 'loading', total: 'counted' }));
    expect(knownTotal(actor.getSnapshot().context)).toEqual({ total: 3 });
    calls[0]!.resolve({ ...pageOf([1]), total: 999 } as ReturnType<typeof pageOf>);
    await waitFor(actor, rowsReady);
    expect(actor.getSnapshot().context.page).toEqual(pageOf([1]));
    expect(knownTotal(actor.getSnapshot().context)).toEqual({ total: 3 });
  });

  it('another page, page size or order of the same filters asks for rows only and keeps the total', async () => {
    const { actor, calls, counts } = await counted();
    for (const event of [
      { type: 'SET_PAGE', page: 2 },
      { type: 'SET_SIZE', size: 100 },
      { type: 'SET_SORT', sort: 'day,asc' },
      { type: 'SET_QUERY', query: { ...DEFAULT_QUERY, page: 4 } },
    ] as const) {
      const before = calls.length;
      actor.send(event);
      expect(calls).toHaveLength(before + 1);
      expect(actor.getSnapshot().matches({ rows: 'loading', total: 'counted' })).toBe(true);
      expect(knownTotal(actor.getSnapshot().context)).toEqual({ total: 120, sums: { activeNum: 7 } });
      calls.at(-1)!.resolve(pageOf([5], actor.getSnapshot().context.query.page));
      await waitFor(actor, rowsReady);
    }
    expect(counts).toHaveLength(1);
  });

  it('new filters count again; until then no total shows, and a count of the old filters is dropped', async () => {
    const { actor, calls, counts } = start();
    calls[0]!.resolve(pageOf([1]));
    actor.send({ type: 'SET_FILTERS', filters: { scriptName: 'rocket' } });
    expect(calls).toHaveLength(2);
    expect(counts).toHaveLength(2);
    expect(counts[1]!.query.filters).toEqual({ scriptName: 'rocket' });
    counts[0]!.resolve({ total: 500 });
    await tick();
    expect(actor.getSnapshot().matches({ total: 'counting' })).toBe(true);
    expect(knownTotal(actor.getSnapshot().context)).toBeNull();
    calls[1]!.resolve(pageOf([7]));
    await waitFor(actor, rowsReady);
    expect(knownTotal(actor.getSnapshot().context)).toBeNull();
    counts[1]!.resolve({ total: 9 });
    await waitFor(actor, (s) => s.matches({ total: 'counted' }));
    expect(knownTotal(actor.getSnapshot().context)).toEqual({ total: 9 });
  });

  it('paging while the count is on its way leaves that count running', async () => {
    const { actor, calls, counts } = start();
    calls[0]!.resolve(pageOf([1]));
    await waitFor(actor, rowsReady);
    actor.send({ type: 'SET_PAGE', page: 2 });
    expect(counts).toHaveLength(1);
    counts[0]!.resolve({ total: 40 });
    await waitFor(actor, (s) => s.matches({ total: 'counted' }));
    expect(knownTotal(actor.getSnapshot().context)).toEqual({ total: 40 });
  });

  it('REFRESH asks for both, and the total shown stays until the new one arrives', async () => {
    const { actor, calls, counts } = await counted();
    actor.send({ type: 'REFRESH' });
    expect(calls).toHaveLength(2);
    expect(counts).toHaveLength(2);
    expect(knownTotal(actor.getSnapshot().context)?.total).toBe(120);
    counts[1]!.resolve({ total: 119, sums: { activeNum: 6 } });
    await waitFor(actor, (s) => s.matches({ total: 'counted' }));
    expect(knownTotal(actor.getSnapshot().context)?.total).toBe(119);
  });

  it('a failed count shows the failure beside the rows; RETRY counts again and reads no rows', async () => {
    const { actor, calls, counts } = start();
    calls[0]!.resolve(pageOf([1]));
    counts[0]!.reject(boom);
    await waitFor(actor, (s) => s.matches({ rows: 'ready', total: 'failure' }));
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(listFailure(actor.getSnapshot().context)).toMatchObject({ status: 503, reason: 'internal_error' });
    actor.send({ type: 'RETRY' });
    expect(calls).toHaveLength(1);
    expect(counts).toHaveLength(2);
    counts[1]!.resolve({ total: 1 });
    await waitFor(actor, (s) => s.matches({ total: 'counted' }));
    expect(actor.getSnapshot().hasTag('failed')).toBe(false);
    expect(listFailure(actor.getSnapshot().context)).toBeNull();
  });

  it('failed rows with a counted total: RETRY reads the rows and does not count', async () => {
    const { actor, calls, counts } = start();
    calls[0]!.reject(boom);
    counts[0]!.resolve({ total: 4 });
    await waitFor(actor, (s) => s.matches({ rows: 'failure', total: 'counted' }));
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    actor.send({ type: 'RETRY' });
    expect(calls).toHaveLength(2);
    expect(counts).toHaveLength(1);
  });

  it('a list without a total (choices) never counts', async () => {
    const { actor, calls, counts } = start(undefined, { withTotal: false });
    calls[0]!.resolve(pageOf([1]));
    await waitFor(actor, rowsReady);
    actor.send({ type: 'SET_FILTERS', filters: { gameName: 'x' } });
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().matches({ total: 'idle' })).toBe(true);
    expect(counts).toHaveLength(0);
  });
});
