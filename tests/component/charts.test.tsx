/**
 * The three chart screens as a user meets them: the days table, the month picker and its
 * buttons writing the URL (and fetching that month), Back, retry after an error, links without
 * a subject and links with ids only. jsdom cannot lay out SVG, so the chart itself stays a
 * labelled placeholder here (ChartSlot); the table carries the figures.
 */
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { monthOf } from '@contracts/settlement.js';
import { ActiveChartView } from '@/screens/charts/ActiveChartScreen';
import { ActiveCooperateChartView } from '@/screens/charts/ActiveCooperateChartScreen';
import { ScriptActiveCooperateChartView } from '@/screens/charts/ScriptActiveCooperateChartScreen';
import { renderTool } from './support/toolsKit';
import { apiError, fixtureChartApi, type ChartFixtureOptions } from '../fixtures/charts/chartFixtures';

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}
const search = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');

const SCRIPT_LINK = '/charts/active-chart?scriptId=1&scriptName=Rocket+Racer&countTime=2026-10';

function scriptChart(path = SCRIPT_LINK, options: ChartFixtureOptions = {}) {
  const fixture = fixtureChartApi(options);
  const view = renderTool(<ActiveChartView api={fixture.api} />, { path, aside: <Search /> });
  return { ...fixture, ...view };
}

const table = () => screen.findByRole('table', { name: 'Daily figures' });
const rowOf = (day: string) => within(screen.getByRole('table', { name: 'Daily figures' })).getByRole('row', { name: new RegExp(`^${day}`) });

describe('chart screens', () => {
  it("shows a script's month: title, subject, a labelled chart and every day's figures", async () => {
    const { calls } = scriptChart();
    const days = await table();
    expect(screen.getByRole('heading', { level: 1, name: 'Script Daily Active Chart' })).toBeInTheDocument();
    expect(screen.getByText('Daily chart of Rocket Racer, 2026-10')).toBeInTheDocument();
    expect(calls).toEqual([{ kind: 'script', scriptId: 1, countTime: '2026-10' }]);
    expect(within(days).getAllByRole('row')).toHaveLength(1 + 31);
    const headers = within(days).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Day', 'Active', 'Free', 'Trial', 'Red Finger', 'VMOS', 'Virtual Cloud', 'Flying Cloud', 'eCPM']);
    // 2026-10-10 is a Saturday: 1,430 actives; the figures are right-aligned.
    const cells = within(rowOf('2026-10-10')).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['2026-10-10', '1,430', '429', '143', '572', '358', '286', '215', '¥12.50']);
    expect(getComputedStyle(cells[1]!).textAlign).toBe('right');
    expect(screen.getByRole('img', { name: /^Line chart of Active, Free, Trial, Red Finger/ })).toBeInTheDocument();
  });

  it('previous and next month write the URL and fetch that month; Back returns', async () => {
    const { user, calls, router } = scriptChart();
    await table();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await screen.findByText('Daily chart of Rocket Racer, 2026-09');
    expect(search().get('countTime')).toBe('2026-09');
    expect(search().get('scriptId')).toBe('1');
    await table();
    expect(within(rowOf('2026-09-30')).getAllByRole('cell')).toHaveLength(9);
    expect(screen.getByLabelText('Month')).toHaveValue('September 2026');

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await screen.findByText('Daily chart of Rocket Racer, 2026-11');
    await waitFor(() => expect(calls.at(-1)).toEqual({ kind: 'script', scriptId: 1, countTime: '2026-11' }));
    expect(calls.map((call) => call.countTime)).toEqual(['2026-10', '2026-09', '2026-10', '2026-11']);

    await act(() => router.navigate(-1));
    await screen.findByText('Daily chart of Rocket Racer, 2026-10');
    expect(screen.getByLabelText('Month')).toHaveValue('October 2026');
  });

  it('crosses the year with the buttons', async () => {
    const { user } = scriptChart('/charts/active-chart?scriptId=1&countTime=2026-01');
    await table();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(search().get('countTime')).toBe('2025-12'));
  });

  it('stops at the current month: no later month has figures', async () => {
    const now = new Date();
    const current = monthOf(now.getTime());
    const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
    const { user } = scriptChart(`/charts/active-chart?scriptId=1&scriptName=Rocket+Racer&countTime=${current}`);
    await table();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeEnabled();
    // A later month typed in is refused, and the chart stays.
    const month = screen.getByLabelText('Month');
    await user.clear(month);
    await user.type(month, `${next.getMonth() + 1}/${next.getFullYear()}`);
    await user.tab();
    expect(await screen.findByText('This date is outside the allowed range.')).toBeInTheDocument();
    expect(search().get('countTime')).toBe(current);
  });

  it('the month picker chooses a month', async () => {
    const { user, calls } = scriptChart();
    await table();
    const month = screen.getByLabelText('Month');
    await user.clear(month);
    await user.type(month, '2026-03');
    await user.tab();
    await screen.findByText('Daily chart of Rocket Racer, 2026-03');
    expect(search().get('countTime')).toBe('2026-03');
    expect(month).toHaveValue('March 2026');
    await waitFor(() => expect(calls.at(-1)?.countTime).toBe('2026-03'));
    expect(calls.map((call) => call.countTime)).toEqual(['2026-10', '2026-03']);

    // Or in the calendar, where the months are named in the user's language.
    await user.click(month);
    const year = await screen.findByRole('grid', { name: '2026' });
    await user.click(within(year).getByRole('gridcell', { name: 'January' }));
    await screen.findByText('Daily chart of Rocket Racer, 2026-01');
    expect(search().get('countTime')).toBe('2026-01');
  });

  it('shows an error with a retry, and retrying fetches again', async () => {
    const { user, calls } = scriptChart(SCRIPT_LINK, { error: apiError(500, 'internal_error', 'boom'), failures: 1 });
    await screen.findByText('The chart could not be loaded.');
    expect(screen.getByText('Something went wrong on the server. Please try again later.')).toBeInTheDocument();
    // The subject stays while the figures are missing.
    expect(screen.getByText('Daily chart of Rocket Racer, 2026-10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await table();
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual(calls[0]);
  });

  it("another owner's script is not found", async () => {
    scriptChart('/charts/active-chart?scriptId=9&countTime=2026-10');
    await screen.findByText('The requested item was not found.');
    expect(screen.getByText('Daily chart of Script #9, 2026-10')).toBeInTheDocument();
  });

  it('a link without a subject says so and fetches nothing', async () => {
    const { calls } = scriptChart('/charts/active-chart?countTime=2026-10&cooperateId=1');
    await screen.findByText('Open a chart from a row of an activity list.');
    expect(screen.queryByLabelText('Month')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('a month with nothing counted says so instead of a flat chart', async () => {
    scriptChart(SCRIPT_LINK, { emptyMonths: ['2026-10'] });
    await screen.findByText('Nothing was counted in this month.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeEnabled();
  });

  it("a partner's month: actives and clicks", async () => {
    const fixture = fixtureChartApi();
    renderTool(<ActiveCooperateChartView api={fixture.api} />, {
      path: '/charts/active-cooperate-chart?cooperateId=2&countTime=2026-10',
    });
    const days = await table();
    expect(screen.getByRole('heading', { level: 1, name: 'Partner Daily Active Chart' })).toBeInTheDocument();
    expect(screen.getByText('Daily chart of Blue Harbor, 2026-10')).toBeInTheDocument();
    expect(within(days).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Day', 'Active', 'Clicks']);
    expect(fixture.calls).toEqual([{ kind: 'cooperate', cooperateId: 2, countTime: '2026-10' }]);
  });

  it('a shared link with ids only shows the names the server answers', async () => {
    const fixture = fixtureChartApi({ delay: 20 });
    renderTool(<ScriptActiveCooperateChartView api={fixture.api} />, {
      path: '/charts/script-active-cooperate-chart?scriptId=2&cooperateId=1&countTime=2026-10',
    });
    expect(await screen.findByText('Daily chart of Script #2 via Partner #1, 2026-10')).toBeInTheDocument();
    expect(await screen.findByText('Daily chart of Star Miner via Starlight Games, 2026-10')).toBeInTheDocument();
    expect(fixture.calls).toEqual([{ kind: 'scriptCooperate', scriptId: 2, cooperateId: 1, countTime: '2026-10' }]);
  });
});
