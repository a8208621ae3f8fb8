import type { Meta, StoryObj } from '@storybook/react-vite';
import * as states from '../lists/listStatePlays';
import { playAll } from '../figures/figurePlays';
import { apiError, OWNER_ACTOR } from '../../tests/fixtures/review/reviewFixtures';
import * as review from './reviewPlays';
import { configNamed, configStory } from './reviewStory';

const TABLE = 'My Configs';
const Screen = configStory('configTable', OWNER_ACTOR);

const meta = {
  title: 'Review/My configs',
  component: Screen,
  parameters: { router: { path: '/config-table' } },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The creator's own submissions with their outcome; Resubmit on the rejected one only. */
export const WithData: Story = {
  play: playAll(states.playReadOnly(TABLE), review.playOwnerRows(TABLE, configNamed)),
};

export const ResubmitDialog: Story = { play: review.playResubmitDialog(TABLE, configNamed) };

export const Loading: Story = { args: { fixture: { delay: Infinity } }, play: states.playLoading };

export const Empty: Story = { args: { fixture: { rows: [] } }, play: states.playEmpty };

export const LoadError: Story = {
  args: { fixture: { queryError: apiError(500, { reason: 'internal_error' }) } },
  play: states.playLoadError,
};
