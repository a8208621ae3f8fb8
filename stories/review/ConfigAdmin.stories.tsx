import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import * as states from '../lists/listStatePlays';
import { playAll, playColumns, rowOf } from '../figures/figurePlays';
import { ADMIN_ACTOR, apiError } from '../../tests/fixtures/review/reviewFixtures';
import * as review from './reviewPlays';
import { configNamed, configStory } from './reviewStory';

const TABLE = 'Configs';
const Screen = configStory('configAdmin', ADMIN_ACTOR);

const meta = {
  title: 'Review/Configs',
  component: Screen,
  parameters: { router: { path: '/wn/config-admin' } },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every config with its owner; the Review column offers what the machine allows ADMIN. */
export const WithData: Story = {
  play: playAll(
    playColumns(TABLE, ['Config name', 'Script', 'Owner', 'Status', 'Review', 'Rejected because']),
    review.playAdminActions(TABLE, configNamed),
  ),
};

export const Loading: Story = { args: { fixture: { delay: Infinity } }, play: states.playLoading };

export const Empty: Story = { args: { fixture: { rows: [] } }, play: states.playEmpty };

export const LoadError: Story = {
  args: { fixture: { queryError: apiError(500, { reason: 'internal_error' }) } },
  play: states.playLoadError,
};

export const AdminApproves: Story = { play: review.playApprove(TABLE, configNamed) };

export const ContentDialog: Story = { play: review.playContent(TABLE, configNamed) };

export const BulkApproveOneRefused: Story = { play: review.playBulkOneRefused(TABLE, configNamed) };

/** Rejecting asks for the reason the owner will read; saving without one says so. */
export const RejectNeedsReason: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, TABLE, 'Boss Rush Loop');
    await userEvent.click(row.getByRole('button', { name: 'Reject' }));
    const dialog = await states.openedDialog(canvasElement);
    await expect(dialog).toHaveTextContent('Reject Boss Rush Loop');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await expect(await within(dialog).findByText('Say why it is rejected.')).toBeInTheDocument();
  },
};
