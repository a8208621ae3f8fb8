import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GameChannelAdminView } from '@/screens/game/GameChannelAdminScreen';
import { apiError, fixtureChannelApi } from './gameFixtures';

const ALL = { list: true, add: true, update: true, delete: true };

/** The game channels screen over in-memory resources (never a live server). */
function ChannelsWith({ failing = false, permissions = ALL }: { failing?: boolean; permissions?: typeof ALL }) {
  const { api, games } = fixtureChannelApi(failing ? { queryError: apiError(500, { reason: 'internal_error' }) } : {});
  return <GameChannelAdminView api={api} games={games} permissions={permissions} userKey="story" saveFile={() => {}} />;
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
    await expect(await within(canvasElement).findByRole('table', { name: 'Game Channels' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { failing: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { permissions: { list: true, add: false, update: false, delete: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Game Channels' });
    await expect(canvas.queryByRole('button', { name: 'Create' })).toBeNull();
  },
};
