import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScriptCooperateActiveMonthAdminView } from '@/screens/active/ScriptCooperateActiveMonthAdminScreen';
import * as states from '../lists/listStatePlays';
import { apiError, fixtureScriptPartnerMonthsApi } from '../../tests/fixtures/figures/figureFixtures';
import { playAll, playColumns, playTotals, rowOf } from './figurePlays';

const TABLE = 'Partner Script Monthly Active';

/** Every script-partner month (ADMIN), summed from the days, over an in-memory list. */
function ScriptPartnerMonthsWith({
  fixture = {},
}: {
  fixture?: Parameters<typeof fixtureScriptPartnerMonthsApi>[0];
}) {
  const [{ api }] = useState(() => fixtureScriptPartnerMonthsApi(fixture));
  return <ScriptCooperateActiveMonthAdminView api={api} {...states.STORY_VIEW} />;
}

const meta = {
  title: 'Figures/Partner script monthly active',
  component: ScriptPartnerMonthsWith,
  parameters: { router: { path: '/cooperate/script-cooperate-active-month-admin' } },
} satisfies Meta<typeof ScriptPartnerMonthsWith>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Months with how many days had figures, totals over every month, and a chart per month. */
export const WithData: Story = {
  play: playAll(
    playTotals(TABLE, '304,000', '900,400'),
    playColumns(TABLE, ['Script', 'Partner', 'Month', 'Active', 'Clicks', 'Days']),
    async ({ canvasElement }) => {
      const row = await rowOf(canvasElement, TABLE, 'Puzzle Kingdom Auto', 'Sky Ads', '2026-02');
      await expect(row.getByText('29')).toBeVisible();
      await expect(row.getByRole('button', { name: 'Chart' })).toBeVisible();
      // A month list has no day range.
      await expect(within(canvasElement).queryByRole('group', { name: 'Day' })).toBeNull();
    },
  ),
};

export const Loading: Story = { args: { fixture: { delay: Infinity } }, play: states.playLoading };

export const Empty: Story = { args: { fixture: { rows: [] } }, play: states.playEmpty };

export const LoadError: Story = {
  args: { fixture: { queryError: apiError(500, { reason: 'internal_error' }) } },
  play: states.playLoadError,
};
