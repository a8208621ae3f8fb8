import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { GameChannelAdminView } from '@/screens/game/GameChannelAdminScreen';
import { renderTool } from './support/toolsKit';
import { fixtureChannelApi } from '../fixtures/lists/gameFixtures';

configure({ asyncUtilTimeout: 5000 });
const ALL = { list: true, add: true, update: true, delete: true };

describe('game channels screen', () => {
  it('refuses a channel URL that is not http(s), then creates the channel', async () => {
    const fixture = fixtureChannelApi();
    const { user } = renderTool(<GameChannelAdminView api={fixture.api} games={fixture.games} permissions={ALL} userKey="3" />, {
      path: '/game-channel-admin',
    });
    await screen.findByRole('table', { name: 'Game Channels' });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    // Queries include hidden nodes inside dialogs: see gameAdmin.test.tsx.
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: /Game/, hidden: true }), 'Star Miner 2');
    await user.type(within(dialog).getByRole('textbox', { name: /Channel name/, hidden: true }), 'Steam');
    await user.type(within(dialog).getByRole('textbox', { name: /Channel URL/, hidden: true }), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(dialog).findByText('Enter an address that starts with http:// or https://.')).toBeInTheDocument();
    expect(fixture.calls.add).toHaveLength(0);
    const url = within(dialog).getByRole('textbox', { name: /Channel URL/, hidden: true });
    await user.clear(url);
    await user.type(url, 'https://store.steampowered.com/app/1');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await screen.findByText('5 records');
    expect(fixture.calls.add).toEqual([{ gameId: 2, channelName: 'Steam', channelUrl: 'https://store.steampowered.com/app/1' }]);
  });

  it('filters by game through the select', async () => {
    const fixture = fixtureChannelApi();
    const { user } = renderTool(<GameChannelAdminView api={fixture.api} games={fixture.games} permissions={ALL} userKey="3" />, {
      path: '/game-channel-admin',
    });
    await screen.findByText('4 records');
    const search = screen.getByRole('search');
    await user.selectOptions(await within(search).findByRole('combobox', { name: 'Game' }), 'Rocket Racer 1');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await screen.findByText('2 records');
    expect(fixture.calls.query.at(-1)).toMatchObject({ gameId: '1' });
  });
});
