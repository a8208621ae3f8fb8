import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ActiveCooperateChartView } from '@/screens/charts/ActiveCooperateChartScreen';
import { apiError, fixtureChartApi, type ChartFixtureOptions } from '../../tests/fixtures/charts/chartFixtures';
import {
  playEmptyMonth,
  playLoadError,
  playLoading,
  playNoSubject,
  playWithData,
} from './chartPlays';

/** A partner's month over an in-memory chart API (never a live server). */
function CooperateChartWith({ fixture }: { fixture: ChartFixtureOptions }) {
  const { api } = useMemo(() => fixtureChartApi(fixture), [fixture]);
  return <ActiveCooperateChartView api={api} />;
}

const ROUTE = '/charts/active-cooperate-chart';

const meta = {
  title: 'Charts/Partner daily active chart',
  component: CooperateChartWith,
  parameters: {
    router: {
      path: `${ROUTE}?cooperateId=1&cooperateName=Starlight+Games&countTime=2026-10`,
      route: ROUTE,
    },
  },
} satisfies Meta<typeof CooperateChartWith>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = {
  args: { fixture: {} },
  // 2026-10-10, a Saturday: 1,430 actives and 2.5 clicks each.
  play: playWithData('Daily chart of Starlight Games, 2026-10', '2026-10-10', ['1,430', '3,575']),
};

export const Loading: Story = { args: { fixture: { delay: Infinity } }, play: playLoading };

export const EmptyMonth: Story = {
  args: { fixture: { emptyMonths: ['2026-10'] } },
  play: playEmptyMonth,
};

export const LoadError: Story = {
  args: { fixture: { error: apiError(503, 'internal_error', 'unavailable') } },
  play: playLoadError,
};

export const NoSubject: Story = {
  args: { fixture: {} },
  parameters: { router: { path: `${ROUTE}?countTime=2026-10`, route: ROUTE } },
  play: playNoSubject,
};
