import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ActiveChartView } from '@/screens/charts/ActiveChartScreen';
import { apiError, fixtureChartApi, type ChartFixtureOptions } from '../../tests/fixtures/charts/chartFixtures';
import {
  playEmptyMonth,
  playLoadError,
  playLoading,
  playNoSubject,
  playWithData,
} from './chartPlays';

/** A script's month over an in-memory chart API (never a live server). */
function ActiveChartWith({ fixture }: { fixture: ChartFixtureOptions }) {
  const { api } = useMemo(() => fixtureChartApi(fixture), [fixture]);
  return <ActiveChartView api={api} />;
}

const LINK = '/charts/active-chart?scriptId=1&scriptName=Rocket+Racer&countTime=2026-10';

const meta = {
  title: 'Charts/Script daily active chart',
  component: ActiveChartWith,
  parameters: { router: { path: LINK, route: '/charts/active-chart' } },
} satisfies Meta<typeof ActiveChartWith>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = {
  args: { fixture: {} },
  // 2026-10-10 is a Saturday: 900 + 60 + 10 × 23 + 240 actives.
  play: playWithData('Daily chart of Rocket Racer, 2026-10', '2026-10-10', ['1,430', '429', '143']),
};

export const Loading: Story = { args: { fixture: { delay: Infinity } }, play: playLoading };

export const EmptyMonth: Story = {
  args: { fixture: { emptyMonths: ['2026-10'] } },
  play: playEmptyMonth,
};

export const LoadError: Story = {
  args: { fixture: { error: apiError(500, 'internal_error', 'boom') } },
  play: playLoadError,
};

export const NoSubject: Story = {
  args: { fixture: {} },
  parameters: { router: { path: '/charts/active-chart', route: '/charts/active-chart' } },
  play: playNoSubject,
};

/** Another author's script: the server answers 404, as if it did not exist. */
export const NotYours: Story = {
  args: { fixture: {} },
  parameters: {
    router: {
      path: '/charts/active-chart?scriptId=9&countTime=2026-10',
      route: '/charts/active-chart',
    },
  },
  play: async (context) => {
    await playLoadError(context);
    await expect(
      within(context.canvasElement).getByText('The requested item was not found.'),
    ).toBeVisible();
  },
};
