import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import * as states from '../lists/listStatePlays';
import { apiError, fixturePartnerDaysApi } from '../../tests/fixtures/figures/figureFixtures';
import { playAll, playColumns, playNote, playTotals, rowOf } from './figurePlays';
import { PartnerDaysScreenView } from '@/screens/active/PartnerDaysScreen';

const TABLE = 'Partner Daily Active';

/** Every partner's days (ADMIN) over an in-memory list (never a live server). */
function PartnerDaysWith({
  fixture = {},
}: {
  fixture?: Parameters<typeof fixturePartnerDaysApi>[0];
}) {
  const [{ api }] = useState(() => fixturePartnerDaysApi(fixture));
  return <PartnerDaysScreenView screenKey="cooperateActiveAdmin" api={api} {...states.STORY_VIEW} />;
}

const meta = {
  title: 'Figures/Partner daily active',
  component: PartnerDaysWith,
  parameters: { router: { path: '/cooperate/cooperate-active-admin' } },
} satisfies Meta<typeof PartnerDaysWith>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two partners' days with the totals over all of them, and the partner column and filter. */
export const WithData: Story = {
  play: playAll(
    playTotals(TABLE, '17,000', '45,200'),
    playColumns(TABLE, ['Partner', 'Day', 'Active', 'Clicks']),
    playNote('counted in UTC'),
    async ({ canvasElement }) => {
      await expect(
        within(canvasElement).getByRole('textbox', { name: 'Partner name' }),
      ).toBeVisible();
    },
  ),
};

export const Loading: Story = { args: { fixture: { delay: Infinity } }, play: states.playLoading };

export const Empty: Story = { args: { fixture: { rows: [] } }, play: states.playEmpty };

export const LoadError: Story = {
  args: { fixture: { queryError: apiError(500, { reason: 'internal_error' }) } },
  play: states.playLoadError,
};

/** A month range from a shared link: February only, totals over February. */
export const February: Story = {
  parameters: {
    router: {
      path: '/cooperate/cooperate-active-admin?countTimeFrom=2026-02&countTimeTo=2026-02',
      route: '/cooperate/cooperate-active-admin',
    },
  },
  play: playAll(playTotals(TABLE, '7,000', '18,100'), async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('4 records')).toBeVisible();
    await expect(within(canvasElement).getByLabelText('Month from')).toHaveValue('February 2026');
  }),
};

/** The Chart action opens the partner's chart of that day's month. */
export const OpensChart: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, TABLE, 'Sky Ads', '2026-02-01');
    await userEvent.click(row.getByRole('button', { name: 'Chart' }));
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: 'Navigated to /charts/active-cooperate-chart?cooperateId=21&cooperateName=Sky+Ads&countTime=2026-02',
      }),
    ).toBeVisible();
  },
};
