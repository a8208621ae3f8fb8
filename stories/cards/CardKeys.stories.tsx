import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiError, plainKeyOf } from '../../tests/fixtures/lists/cardKeyFixtures';
import * as states from '../lists/listStatePlays';
import { CardKeysStory } from './cardStory';

const meta = {
  title: 'Cards/Card keys',
  component: CardKeysStory,
  parameters: { router: { path: '/wn/card-admin' } },
} satisfies Meta<typeof CardKeysStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const CREATOR = { router: { path: '/card/card-query' } };
const row = (canvasElement: HTMLElement, id: number) =>
  waitFor(() => {
    const found = canvasElement.querySelector<HTMLElement>(`[data-row-id="${id}"]`);
    if (!found) throw new Error(`no row ${id}`);
    return found;
  });

/** ADMIN's every key, masked, who redeemed it by name, History on each. */
export const AdminKeys: Story = {
  args: { who: 'admin' },
  play: async ({ canvasElement }) => {
    const redeemed = await row(canvasElement, 16);
    await expect(within(redeemed).getByText(`••••-••••-••••-${plainKeyOf(16).slice(-4)}`)).toBeVisible();
    await expect(within(redeemed).getByText('player1 (Player One)')).toBeVisible();
    await expect(within(redeemed).getByRole('button', { name: 'History' })).toBeVisible();
  },
};

export const Loading: Story = { args: { who: 'admin', world: { delay: Infinity } }, play: states.playLoading };

export const Empty: Story = {
  args: { who: 'creator', world: { groups: [], keys: [] } },
  parameters: CREATOR,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No card keys here yet/)).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { who: 'admin', world: { queryError: apiError(500, { reason: 'internal_error' }) } },
  play: states.playLoadError,
};

/** A CREATOR's keys of one group (its row's "Keys"): Disable only on unused keys, no History. */
export const CreatorGroupKeys: Story = {
  args: { who: 'creator' },
  parameters: { router: { path: '/card/card-query?groupId=1' } },
  play: async ({ canvasElement }) => {
    const unused = await row(canvasElement, 1);
    await expect(within(unused).getByRole('button', { name: 'Disable' })).toBeVisible();
    await expect(within(await row(canvasElement, 4)).queryByRole('button')).toBeNull();
    await expect(within(unused).queryByRole('button', { name: 'History' })).toBeNull();
  },
};

/** A key that cannot be one is refused on its field, before any search. */
export const BadKeyRefused: Story = {
  args: { who: 'creator' },
  parameters: CREATOR,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await row(canvasElement, 1);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Card key' }), 'OOOO-1111');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText(/Enter a whole key/)).toBeVisible();
  },
};

/** At 390 px: each key a card. */
export const Mobile: Story = {
  args: { who: 'creator' },
  parameters: { ...CREATOR, shell: { appInput: { device: 'mobile' } } },
  play: async ({ canvasElement }) => {
    const cards = await within(canvasElement).findByRole('list', { name: 'Card Key Query' });
    await expect(within(cards).getAllByRole('listitem').length).toBe(12);
  },
};

/** In Chinese. */
export const InChinese: Story = {
  args: { who: 'admin' },
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('columnheader', { name: '卡密' })).toBeVisible();
  },
};
