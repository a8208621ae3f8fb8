/**
 * A list's page before its total (docs/scale.md, "Page first, total later"), as a user sees it:
 * the rows at once while the pager and the totals row say "Counting…", then the exact total; the
 * next page asks for rows only and keeps the total; new filters count again; a failed count shows
 * the list's error with its retry.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { QueryParams } from '@/api/resources';
import { GameAdminView } from '@/screens/game/GameAdminScreen';
import { ScriptDayActiveAdminView } from '@/screens/active/ScriptDayActiveAdminScreen';
import { renderTool } from './support/toolsKit';
import { apiError, fixtureGameApi, sampleGames } from '../fixtures/lists/gameFixtures';
import { fixtureScriptDaysApi } from '../fixtures/figures/scriptDayFixtures';

configure({ asyncUtilTimeout: 5000 });

const ALL = { list: true, add: true, update: true, delete: true };

/** Holds every count (`parts=total`) until the test lets them through, or fails them. */
function heldCounts<A extends { query(params: QueryParams): Promise<unknown> }>(api: A) {
  let open: () => void = () => {};
  let gate = new Promise<void>((resolve) => (open = resolve));
  let failure: unknown = null;
  const held: A = {
    ...api,
    query: async (params: QueryParams) => {
      const answer = api.query(params);
      if (params.parts !== 'total') return answer;
      await gate;
      if (failure) throw failure;
      return answer;
    },
  };
  return {
    api: held,
    release: () => open(),
    /** The next counts wait again. */
    hold: () => (gate = new Promise<void>((resolve) => (open = resolve))),
    fail: (error: unknown) => {
      failure = error;
      open();
    },
  };
}

const pager = () => screen.getByRole('navigation', { name: 'Pagination' });
const games = () => screen.findByRole('table', { name: 'Games' });

describe('a page before its total', () => {
  it('shows the rows while counting, then the total; paging keeps it and asks for rows only', async () => {
    const fixture = fixtureGameApi({ rows: sampleGames(25) });
    const counts = heldCounts(fixture.api);
    const { user } = renderTool(<GameAdminView api={counts.api} permissions={ALL} userKey="3" saveFile={() => {}} />, {
      path: '/wn/game-admin',
    });
    expect(await within(await games()).findByText('Rocket Racer 25')).toBeInTheDocument();
    expect(within(pager()).getByText('Counting…')).toBeInTheDocument();
    expect(within(pager()).getByText('Page 1')).toBeInTheDocument();
    expect(within(pager()).queryByText(/records/)).toBeNull();

    counts.release();
    expect(await within(pager()).findByText('25 records')).toBeInTheDocument();
    expect(within(pager()).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(fixture.calls.query.map((query) => query.parts)).toEqual(['records', 'total']);

    await user.click(within(pager()).getByRole('button', { name: 'Next page' }));
    expect(await within(pager()).findByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(pager()).getByText('25 records')).toBeInTheDocument();
    expect(fixture.calls.query.map((query) => query.parts)).toEqual(['records', 'total', 'records']);

    // New filters: their rows first, their count once it arrives.
    counts.hold();
    await user.type(screen.getByRole('textbox', { name: 'Name or label' }), 'Star');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await within(await games()).findByText('Star Miner 2')).toBeInTheDocument();
    expect(within(pager()).getByText('Counting…')).toBeInTheDocument();
    counts.release();
    expect(await within(pager()).findByText('4 records')).toBeInTheDocument();
  });

  it.each([
    ['en', '10,000,430 records', 'Page 1 of 500,022'],
    ['zh', '共 10,000,430 条', '第 1 页，共 500,022 页'],
    ['es', '10.000.430 registros', 'Página 1 de 500.022'],
    ['ja', '全 10,000,430 件', '1 / 500,022 ページ'],
  ] as const)('writes a large count as %s writes numbers', async (locale, total, pages) => {
    const fixture = fixtureGameApi({ rows: sampleGames(25) });
    const large = {
      ...fixture.api,
      query: async (params: QueryParams) =>
        params.parts === 'total' ? { total: 10_000_430 } : fixture.api.query(params),
    };
    renderTool(<GameAdminView api={large as typeof fixture.api} permissions={ALL} userKey="3" saveFile={() => {}} />, {
      path: '/wn/game-admin',
      locale,
    });
    const navigation = await screen.findByRole('navigation');
    expect(await within(navigation).findByText(total)).toBeInTheDocument();
    expect(within(navigation).getByText(pages)).toBeInTheDocument();
  });

  it('the totals row says it is counting until the totals arrive', async () => {
    const days = fixtureScriptDaysApi();
    const counts = heldCounts(days.api);
    renderTool(<ScriptDayActiveAdminView api={counts.api} userKey="t" saveFile={() => {}} />, { path: '/wn/script-day-active-admin' });
    const table = await screen.findByRole('table', { name: 'Script Daily Active' });
    expect((await within(table).findAllByText('2026-03-01')).length).toBeGreaterThan(0);
    const footer = within(table).getByText('Counting…').closest('tr')!;
    expect(within(footer).queryByText('17,000')).toBeNull();
    counts.release();
    expect(await within(table).findByText('17,000')).toBeInTheDocument();
    expect(within(table).queryByText('Counting…')).toBeNull();
  });

  it('a count that fails shows the list error; Try again counts again', async () => {
    const fixture = fixtureGameApi({ rows: sampleGames(3) });
    const counts = heldCounts(fixture.api);
    const { user } = renderTool(<GameAdminView api={counts.api} permissions={ALL} userKey="3" saveFile={() => {}} />, {
      path: '/wn/game-admin',
    });
    await within(await games()).findByText('Rocket Racer 1');
    counts.fail(apiError(503, { reason: 'internal_error' }));
    expect(await screen.findByText('The list could not be loaded')).toBeInTheDocument();
    counts.hold();
    counts.fail(null);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(pager()).findByText('3 records')).toBeInTheDocument();
    await waitFor(() => expect(fixture.calls.query.map((query) => query.parts)).toEqual(['records', 'total', 'total']));
  });
});
