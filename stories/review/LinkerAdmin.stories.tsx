import type { Meta, StoryObj } from '@storybook/react-vite';
import * as states from '../lists/listStatePlays';
import { playAll, playColumns } from '../figures/figurePlays';
import { ADMIN_ACTOR, apiError } from '../../tests/fixtures/review/reviewFixtures';
import * as review from './reviewPlays';
import { linkerNamed, linkerStory } from './reviewStory';

const TABLE = 'Shared Clicker Configs';
const Screen = linkerStory('linkerAdmin', ADMIN_ACTOR);

const meta = {
  title: 'Review/Shared clicker configs',
  component: Screen,
  parameters: { router: { path: '/linker/linker-admin' } },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** linkerId, linkerName, configName (the file), script, owner; the same review flow as configs. */
export const WithData: Story = {
  play: playAll(
    playColumns(TABLE, ['Shared config ID', 'Shared config', 'Config name', 'Owner', 'Review']),
    review.playAdminActions(TABLE, linkerNamed),
  ),
};

export const Loading: Story = { args: { fixture: { delay: Infinity } }, play: states.playLoading };

export const Empty: Story = { args: { fixture: { rows: [] } }, play: states.playEmpty };

export const LoadError: Story = {
  args: { fixture: { queryError: apiError(500, { reason: 'internal_error' }) } },
  play: states.playLoadError,
};

export const AdminApproves: Story = { play: review.playApprove(TABLE, linkerNamed) };

export const ContentDialog: Story = { play: review.playContent(TABLE, linkerNamed) };

export const BulkApproveOneRefused: Story = { play: review.playBulkOneRefused(TABLE, linkerNamed) };
