import type { Meta, StoryObj } from '@storybook/react-vite';
import * as states from '../lists/listStatePlays';
import { playAll } from '../figures/figurePlays';
import { apiError, AUDITOR_ACTOR } from '../../tests/fixtures/review/reviewFixtures';
import * as review from './reviewPlays';
import { configNamed, configStory } from './reviewStory';

const TABLE = 'Config Reviews';
const Screen = configStory('auditConfigs', AUDITOR_ACTOR);

const meta = {
  title: 'Review/Config reviews (auditor)',
  component: Screen,
  parameters: { router: { path: '/audit/configs' } },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every submission, read-only: the machine offers an auditor nothing, so nothing is offered. */
export const ReadOnly: Story = {
  play: playAll(states.playReadOnly(TABLE), review.playAuditor(TABLE)),
};

export const ContentDialog: Story = { play: review.playContent(TABLE, configNamed) };

export const Loading: Story = { args: { fixture: { delay: Infinity } }, play: states.playLoading };

export const Empty: Story = { args: { fixture: { rows: [] } }, play: states.playEmpty };

export const LoadError: Story = {
  args: { fixture: { queryError: apiError(500, { reason: 'internal_error' }) } },
  play: states.playLoadError,
};
