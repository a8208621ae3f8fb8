import { READ_ONLY } from '@contracts/permissions.js';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GameAdminView } from '@/screens/game/GameAdminScreen';
import { apiError, fixtureGameApi, sampleGames, type FixtureOptions } from '../../tests/fixtures/lists/gameFixtures';
import type { GameRecord } from '@contracts/game.js';

const ALL = { list: true, add: true, update: true, delete: true };

/** The games screen over an in-memory resource (never a live server). */
function GamesWith({
  fixture,
  permissions,
}: {
  fixture: FixtureOptions<GameRecord>;
  permissions: typeof ALL;
}) {
  const { api } = fixtureGameApi({ ...fixture, rows: fixture.rows?.map((row) => ({ ...row })) });
  return <GameAdminView api={api} permissions={permissions} userKey="story" saveFile={() => {}} />;
}

const meta = {
  title: 'Lists/Games screen',
  component: GamesWith,
  parameters: { router: { path: '/wn/game-admin' } },
} satisfies Meta<typeof GamesWith>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = {
  args: { fixture: { rows: sampleGames(24) }, permissions: ALL },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Games' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { fixture: { delay: Infinity }, permissions: ALL },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading the list…' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { fixture: { rows: [] }, permissions: ALL },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing here yet')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { fixture: { queryError: apiError(500, { reason: 'internal_error' }) }, permissions: ALL },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Try again' }),
    ).toBeVisible();
  },
};

/** A user without add, edit or delete permission: no Create button, no row actions, no selection. */
export const ReadOnly: Story = {
  args: { fixture: { rows: sampleGames(5) }, permissions: READ_ONLY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Games' });
    await expect(canvas.queryByRole('button', { name: 'Create' })).toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const Filtered: Story = {
  args: { fixture: { rows: sampleGames(12) }, permissions: ALL },
  parameters: {
    router: { path: '/wn/game-admin?gameName=rocket&sort=gameName,desc', route: '/wn/game-admin' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 records')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name or label' })).toHaveValue('rocket');
  },
};
