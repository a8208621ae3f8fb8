import type { Meta, StoryObj } from '@storybook/react-vite';
import * as states from '../lists/listStatePlays';
import { ADMIN_ACTOR, apiError } from '../../tests/fixtures/review/reviewFixtures';
import * as review from './reviewPlays';
import { linkerNamed, linkerStory } from './reviewStory';

const TABLE = 'Share Review';
const Screen = linkerStory('shareReview', ADMIN_ACTOR);

const meta = {
  title: 'Review/Share review',
  component: Screen,
  parameters: { router: { path: '/linker/share-review' } },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The review queue: pending submissions only, the status filter on Pending, a note saying so. */
export const WithData: Story = { play: review.playQueue(TABLE, linkerNamed) };

export const ApprovedLeavesTheQueue: Story = {
  play: review.playApproveFromQueue(TABLE, linkerNamed),
};

export const Loading: Story = { args: { fixture: { delay: Infinity } }, play: states.playLoading };

export const Empty: Story = { args: { fixture: { rows: [] } }, play: states.playEmpty };

export const LoadError: Story = {
  args: { fixture: { queryError: apiError(500, { reason: 'internal_error' }) } },
  play: states.playLoadError,
};
