import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { GameChannelRecord } from '@contracts/game.js';
import { GameChannelAdminView } from '@/screens/game/GameChannelAdminScreen';
import { apiError, fixtureChannelApi, type FixtureOptions } from '../../tests/fixtures/lists/gameFixtures';
import {
  EVERY_RIGHT,
  playEmpty,
  playLoadError,
  playLoading,
  playReadOnly,
  READ_ONLY,
  STORY_VIEW,
} from './listStatePlays';

/** The game channels screen over in-memory resources (never a live server). */
function ChannelsWith({
  fixture = {},
  permissions = EVERY_RIGHT,
}: {
  fixture?: FixtureOptions<GameChannelRecord>;
  permissions?: typeof EVERY_RIGHT;
}) {
  const { api, games } = fixtureChannelApi(fixture);
  return <GameChannelAdminView api={api} games={games} permissions={permissions} {...STORY_VIEW} />;
}

const meta = {
  title: 'Lists/Game channels screen',
  component: ChannelsWith,
  parameters: { router: { path: '/game-channel-admin' } },
} satisfies Meta<typeof ChannelsWith>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Game Channels' }),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { fixture: { delay: Infinity } }, play: playLoading };

export const Empty: Story = { args: { fixture: { rows: [] } }, play: playEmpty };

export const LoadError: Story = {
  args: { fixture: { queryError: apiError(500, { reason: 'internal_error' }) } },
  play: playLoadError,
};

export const ReadOnly: Story = {
  args: { permissions: READ_ONLY },
  play: playReadOnly('Game Channels'),
};
