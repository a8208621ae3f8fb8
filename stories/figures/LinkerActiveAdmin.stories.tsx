import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkerActiveAdminView } from '@/screens/active/LinkerActiveAdminScreen';
import * as states from '../lists/listStatePlays';
import { apiError, fixtureLinkerDaysApi } from '../../tests/fixtures/figures/figureFixtures';
import { playAll, playColumns, playNote, playTotals } from './figurePlays';

const TABLE = 'Clicker Daily Active';

/** Each shared clicker config's days (ADMIN) over an in-memory list. */
function LinkerDaysWith({
  fixture = {},
}: {
  fixture?: Parameters<typeof fixtureLinkerDaysApi>[0];
}) {
  const [{ api }] = useState(() => fixtureLinkerDaysApi(fixture));
  return <LinkerActiveAdminView api={api} {...states.STORY_VIEW} />;
}

const meta = {
  title: 'Figures/Clicker daily active',
  component: LinkerDaysWith,
  parameters: { router: { path: '/linker/linker-active-admin' } },
} satisfies Meta<typeof LinkerDaysWith>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Configs per day with actives and uses, totals, and no chart (platform figures). */
export const WithData: Story = {
  play: playAll(
    playTotals(TABLE, '3,020', '13,520'),
    playColumns(TABLE, ['Shared config', 'Config file', 'Day', 'Active', 'Uses']),
    playNote('shared clicker configs'),
    async ({ canvasElement }) => {
      await expect(within(canvasElement).queryByRole('button', { name: 'Chart' })).toBeNull();
    },
  ),
};

export const Loading: Story = { args: { fixture: { delay: Infinity } }, play: states.playLoading };

export const Empty: Story = { args: { fixture: { rows: [] } }, play: states.playEmpty };

export const LoadError: Story = {
  args: { fixture: { queryError: apiError(500, { reason: 'internal_error' }) } },
  play: states.playLoadError,
};

/** The config filter from a shared link matches the config's file name too. */
export const FilteredByConfig: Story = {
  parameters: {
    router: {
      path: '/linker/linker-active-admin?linkerName=farmer.json',
      route: '/linker/linker-active-admin',
    },
  },
  play: playAll(playTotals(TABLE, '2,010', '9,010'), async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('5 records')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Config name' })).toHaveValue('farmer.json');
  }),
};
