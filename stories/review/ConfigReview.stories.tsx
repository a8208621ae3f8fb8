import type { Meta, StoryObj } from '@storybook/react-vite';
import * as states from '../lists/listStatePlays';
import { ADMIN_ACTOR, apiError } from '../../tests/fixtures/review/reviewFixtures';
import * as review from './reviewPlays';
import { configNamed, configStory } from './reviewStory';

const TABLE = 'Config Review';
const Screen = configStory('configReview', ADMIN_ACTOR);

const meta = {
  title: 'Review/Config review',
  component: Screen,
  parameters: { router: { path: '/wn/config-review' } },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The review queue: pending submissions only, the status filter on Pending, a note saying so. */
export const WithData: Story = { play: review.playQueue(TABLE, configNamed) };

export const ApprovedLeavesTheQueue: Story = {
  play: review.playApproveFromQueue(TABLE, configNamed),
};

export const Loading: Story = { args: { fixture: { delay: Infinity } }, play: states.playLoading };

export const Empty: Story = { args: { fixture: { rows: [] } }, play: states.playEmpty };

export const LoadError: Story = {
  args: { fixture: { queryError: apiError(500, { reason: 'internal_error' }) } },
  play: states.playLoadError,
};
