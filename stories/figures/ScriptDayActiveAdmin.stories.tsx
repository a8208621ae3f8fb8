import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScriptDayActiveAdminView } from '@/screens/active/ScriptDayActiveAdminScreen';
import * as states from '../lists/listStatePlays';
import { apiError } from '../../tests/fixtures/figures/figureFixtures';
import { fixtureScriptDaysApi } from '../../tests/fixtures/figures/scriptDayFixtures';
import { playAll, playColumns, playNote, playTotals, rowOf } from './figurePlays';

const TABLE = 'Script Daily Active';

/** Every script's days by platform (ADMIN) over an in-memory list. */
function ScriptDaysWith({ fixture = {} }: { fixture?: Parameters<typeof fixtureScriptDaysApi>[0] }) {
  const [{ api }] = useState(() => fixtureScriptDaysApi(fixture));
  return <ScriptDayActiveAdminView api={api} {...states.STORY_VIEW} />;
}

const meta = {
  title: 'Figures/Script daily active',
  component: ScriptDaysWith,
  parameters: { router: { path: '/wn/script-day-active-admin' } },
} satisfies Meta<typeof ScriptDaysWith>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scripts per day by platform, the latest day first, totals with the weighted eCPM, a chart per row. */
export const WithData: Story = {
  play: playAll(
    // Active, Red Finger, VMOS, virtual cloud, flying cloud, free, trial, eCPM over all ten days.
    playTotals(TABLE, '17,000', '6,000', '4,500', '5,000', '1,500', '16,000', '1,000', '¥11.83'),
    playColumns(
      TABLE,
      ['Day', 'Script', 'Active', 'Red Finger', 'VMOS', 'Virtual Cloud', 'Flying Cloud', 'Free', 'Trial', 'eCPM'],
      ['Author'],
    ),
    playNote('the platforms they ran on'),
    async ({ canvasElement }) => {
      const table = await within(canvasElement).findByRole('table', { name: TABLE });
      // Newest day first: the March day heads the list.
      await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2026-03-01');
      const row = await rowOf(canvasElement, TABLE, 'Quick Clicker Pro', '2026-01-31');
      await expect(row.getByText('¥12.60')).toBeVisible();
      await expect(row.getByRole('button', { name: 'Chart' })).toBeVisible();
    },
  ),
};

export const Loading: Story = { args: { fixture: { delay: Infinity } }, play: states.playLoading };

export const Empty: Story = { args: { fixture: { rows: [] } }, play: states.playEmpty };

export const LoadError: Story = {
  args: { fixture: { queryError: apiError(500, { reason: 'internal_error' }) } },
  play: states.playLoadError,
};

/** A month from a shared link: only its days, and the totals of those. */
export const OneMonth: Story = {
  parameters: {
    router: {
      path: '/wn/script-day-active-admin?countTimeFrom=2026-02&countTimeTo=2026-02',
      route: '/wn/script-day-active-admin',
    },
  },
  play: playAll(playTotals(TABLE, '7,000'), async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('4 records')).toBeVisible();
  }),
};
