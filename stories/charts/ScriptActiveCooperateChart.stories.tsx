import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScriptActiveCooperateChartView } from '@/screens/charts/ScriptActiveCooperateChartScreen';
import { apiError, fixtureChartApi, type ChartFixtureOptions } from '../../tests/fixtures/charts/chartFixtures';
import {
  playEmptyMonth,
  playLoadError,
  playLoading,
  playNoSubject,
  playWithData,
} from './chartPlays';

/** A script's month through one partner, over an in-memory chart API (never a live server). */
function ScriptCooperateChartWith({ fixture }: { fixture: ChartFixtureOptions }) {
  const { api } = useMemo(() => fixtureChartApi(fixture), [fixture]);
  return <ScriptActiveCooperateChartView api={api} />;
}

const ROUTE = '/charts/script-active-cooperate-chart';
const LINK = `${ROUTE}?scriptId=1&scriptName=Rocket+Racer&cooperateId=1&cooperateName=Starlight+Games&countTime=2026-10`;

const meta = {
  title: 'Charts/Partner script daily active chart',
  component: ScriptCooperateChartWith,
  parameters: { router: { path: LINK, route: ROUTE } },
} satisfies Meta<typeof ScriptCooperateChartWith>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = {
  args: { fixture: {} },
  // 2026-10-10: 900 + 2 × 60 + 230 + 240 actives, 2.5 clicks each.
  play: playWithData('Daily chart of Rocket Racer via Starlight Games, 2026-10', '2026-10-10', [
    '1,490',
    '3,725',
  ]),
};

/** A shared link with ids only: the names come from the answer. */
export const IdsOnly: Story = {
  args: { fixture: {} },
  parameters: {
    router: { path: `${ROUTE}?scriptId=2&cooperateId=2&countTime=2026-09`, route: ROUTE },
  },
  play: playWithData('Daily chart of Star Miner via Blue Harbor, 2026-09', '2026-09-01', []),
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

/** A partner without a script: this chart needs both. */
export const NoSubject: Story = {
  args: { fixture: {} },
  parameters: { router: { path: `${ROUTE}?cooperateId=1&countTime=2026-10`, route: ROUTE } },
  play: playNoSubject,
};
