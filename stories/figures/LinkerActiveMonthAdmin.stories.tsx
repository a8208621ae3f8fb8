import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkerActiveMonthAdminView } from '@/screens/active/LinkerActiveMonthAdminScreen';
import * as states from '../lists/listStatePlays';
import { apiError, fixtureLinkerMonthsApi } from '../../tests/fixtures/figures/figureFixtures';
import { playAll, playColumns, playTotals } from './figurePlays';

const TABLE = 'Clicker Monthly Active';

/** Each shared clicker config's months (ADMIN), summed from the days, over an in-memory list. */
function LinkerMonthsWith({
  fixture = {},
}: {
  fixture?: Parameters<typeof fixtureLinkerMonthsApi>[0];
}) {
  const [{ api }] = useState(() => fixtureLinkerMonthsApi(fixture));
  return <LinkerActiveMonthAdminView api={api} {...states.STORY_VIEW} />;
}

const meta = {
  title: 'Figures/Clicker monthly active',
  component: LinkerMonthsWith,
  parameters: { router: { path: '/linker/linker-active-month-admin' } },
} satisfies Meta<typeof LinkerMonthsWith>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = {
  play: playAll(
    playTotals(TABLE, '36,002', '162,002'),
    playColumns(TABLE, ['Shared config', 'Config file', 'Month', 'Active', 'Uses', 'Days']),
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('group', { name: 'Month' })).toBeVisible();
      await expect(canvas.queryByRole('group', { name: 'Day' })).toBeNull();
    },
  ),
};

export const Loading: Story = { args: { fixture: { delay: Infinity } }, play: states.playLoading };

export const Empty: Story = { args: { fixture: { rows: [] } }, play: states.playEmpty };

export const LoadError: Story = {
  args: { fixture: { queryError: apiError(500, { reason: 'internal_error' }) } },
  play: states.playLoadError,
};
