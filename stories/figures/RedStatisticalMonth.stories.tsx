import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as states from '../lists/listStatePlays';
import { apiError, fixturePartnerMonthWorld, monthsAgo, PARTNER_ACTOR } from '../../tests/fixtures/figures/figureFixtures';
import { page, playAll, playColumns, playNote, playTotals, rowOf } from './figurePlays';
import { openedDialog } from '../lists/listStatePlays';
import { PartnerMonthsScreenView } from '@/screens/active/PartnerMonthsScreen';

const TABLE = 'Clicks by Month';

/** A partner's own months (Sky Ads' user); the settlement runs the real machine. */
function OwnMonthsWith({
  fixture = {},
}: {
  fixture?: Parameters<typeof fixturePartnerMonthWorld>[1];
}) {
  const [world] = useState(() =>
    fixturePartnerMonthWorld(PARTNER_ACTOR, { own: true, ...fixture }),
  );
  return (
    <PartnerMonthsScreenView
        screenKey="redStatisticalMonth"
      api={world.months.api}
      settlements={world.settlement.api}
      actor={PARTNER_ACTOR}
      {...states.STORY_VIEW}
    />
  );
}

const meta = {
  title: 'Figures/Clicks by month',
  component: OwnMonthsWith,
  parameters: { router: { path: '/red-statistical/month' } },
} satisfies Meta<typeof OwnMonthsWith>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Own months only (no partner column), totals over them, how settling works. */
export const WithData: Story = {
  play: playAll(
    playTotals(TABLE, '210,000', '630,000', '86,200', '¥1,077.50'),
    playColumns(TABLE, ['Month', 'Status', 'Settlement', 'Price per 1,000'], ['Partner']),
    playNote('Apply for statistics once a month has closed'),
  ),
};

export const Loading: Story = { args: { fixture: { delay: Infinity } }, play: states.playLoading };

export const Empty: Story = { args: { fixture: { rows: [] } }, play: states.playEmpty };

export const LoadError: Story = {
  args: { fixture: { queryError: apiError(500, { reason: 'internal_error' }) } },
  play: states.playLoadError,
};

/**
 * The partner may Apply for last month (closed, not applied) and Confirm an examined one;
 * this month (still open), a submitted and a settled month read "Cannot operate".
 */
export const PartnerSeesApply: Story = {
  play: async ({ canvasElement }) => {
    const last = await rowOf(canvasElement, TABLE, monthsAgo(1));
    await expect(last.getByRole('button', { name: 'Apply for statistics' })).toBeVisible();
    const examined = await rowOf(canvasElement, TABLE, monthsAgo(3));
    await expect(examined.getByRole('button', { name: 'Confirm settlement' })).toBeVisible();
    for (const back of [0, 2, 4]) {
      const row = await rowOf(canvasElement, TABLE, monthsAgo(back));
      await expect(row.getByText('Cannot operate')).toBeVisible();
    }
  },
};

/** Applying asks first, then the month is submitted. */
export const PartnerApplies: Story = {
  play: async ({ canvasElement }) => {
    const last = await rowOf(canvasElement, TABLE, monthsAgo(1));
    await userEvent.click(last.getByRole('button', { name: 'Apply for statistics' }));
    const dialog = await openedDialog(canvasElement, 'alertdialog');
    await expect(dialog).toHaveTextContent('41,000 active user-days will be submitted');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Apply for statistics', hidden: true }),
    );
    await waitFor(async () =>
      expect(
        (await rowOf(canvasElement, TABLE, monthsAgo(1))).getByText('Submitted'),
      ).toBeVisible(),
    );
  },
};

/** A refused call (the month changed meanwhile) is told in the user's language. */
export const ApplyRefused: Story = {
  args: { fixture: { refuse: apiError(409, { reason: 'illegal_transition' }, 'Not possible') } },
  play: async ({ canvasElement }) => {
    const last = await rowOf(canvasElement, TABLE, monthsAgo(1));
    await userEvent.click(last.getByRole('button', { name: 'Apply for statistics' }));
    const dialog = await openedDialog(canvasElement, 'alertdialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Apply for statistics', hidden: true }),
    );
    await expect(
      await page(canvasElement).findByText(/This action is no longer possible for this record/),
    ).toBeInTheDocument();
  },
};
