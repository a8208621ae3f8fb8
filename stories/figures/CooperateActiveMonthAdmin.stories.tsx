import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import * as states from '../lists/listStatePlays';
import { ADMIN_ACTOR, apiError, fixturePartnerMonthWorld, monthsAgo } from '../../tests/fixtures/figures/figureFixtures';
import { playAll, playColumns, playNote, playTotals, rowOf } from './figurePlays';
import { PartnerMonthsScreenView } from '@/screens/active/PartnerMonthsScreen';

const TABLE = 'Partner Monthly Active';

/** Every partner's months as the examiner (ADMIN) sees them; the settlement runs the real machine. */
function PartnerMonthsWith({
  fixture = {},
}: {
  fixture?: Parameters<typeof fixturePartnerMonthWorld>[1];
}) {
  const [world] = useState(() => fixturePartnerMonthWorld(ADMIN_ACTOR, fixture));
  return (
    <PartnerMonthsScreenView
        screenKey="cooperateActiveMonthAdmin"
      api={world.months.api}
      settlements={world.settlement.api}
      actor={ADMIN_ACTOR}
      {...states.STORY_VIEW}
    />
  );
}

const meta = {
  title: 'Figures/Partner monthly active',
  component: PartnerMonthsWith,
  parameters: { router: { path: '/cooperate/cooperate-active-month-admin' } },
} satisfies Meta<typeof PartnerMonthsWith>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both partners' months: counts, unit price, the settlement's outcome, totals over all. */
export const WithData: Story = {
  play: playAll(
    playTotals(TABLE, '345,000', '1,035,000', '142,400', '¥1,628.26'),
    playColumns(TABLE, [
      'Partner',
      'Month',
      'Status',
      'Settlement',
      'Active',
      'Clicks',
      'Price per 1,000',
      'Final active',
      'Money',
      'Suggested',
      'Returned because',
    ]),
    playNote('Examine a submitted month'),
  ),
};

export const Loading: Story = { args: { fixture: { delay: Infinity } }, play: states.playLoading };

export const Empty: Story = { args: { fixture: { rows: [] } }, play: states.playEmpty };

export const LoadError: Story = {
  args: { fixture: { queryError: apiError(500, { reason: 'internal_error' }) } },
  play: states.playLoadError,
};

/** The examiner may Examine or Return a submitted month and nothing else. */
export const AdminSeesExamine: Story = {
  play: async ({ canvasElement }) => {
    const submitted = await rowOf(canvasElement, TABLE, 'Sky Ads', monthsAgo(2));
    await expect(submitted.getByRole('button', { name: 'Examine' })).toBeVisible();
    await expect(submitted.getByRole('button', { name: 'Return' })).toBeVisible();
    for (const back of [0, 1, 3, 4]) {
      const row = await rowOf(canvasElement, TABLE, 'Sky Ads', monthsAgo(back));
      await expect(row.getByText('Cannot operate')).toBeVisible();
    }
  },
};

/** Examine opens with the counted figure and the partner formula's suggested money. */
export const ExamineDialog: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, TABLE, 'Blue Harbor Media', monthsAgo(2));
    await userEvent.click(row.getByRole('button', { name: 'Examine' }));
    const dialog = await states.openedDialog(canvasElement);
    await expect(within(dialog).getByText(/Counted: 27,000/)).toBeInTheDocument();
    const final = within(dialog).getByRole('textbox', { name: /Final active/, hidden: true });
    await expect(final).toHaveValue('27000');
    // 27,000 active user-days at 9.80 per 1,000.
    const money = within(dialog).getByRole('textbox', { name: /Money/, hidden: true });
    await expect(money).toHaveValue('264.60');
  },
};
