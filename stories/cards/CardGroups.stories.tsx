import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiError } from '../../tests/fixtures/lists/cardKeyFixtures';
import { openedDialog } from '../lists/listStatePlays';
import * as states from '../lists/listStatePlays';
import { CardGroupsStory } from './cardStory';

const meta = {
  title: 'Cards/Card groups',
  component: CardGroupsStory,
  parameters: { router: { path: '/wn/card-group-admin' } },
} satisfies Meta<typeof CardGroupsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const CREATOR = { router: { path: '/card/card-generate' } };
const row = (canvasElement: HTMLElement, id: number) =>
  waitFor(() => {
    const found = canvasElement.querySelector<HTMLElement>(`[data-row-id="${id}"]`);
    if (!found) throw new Error(`no row ${id}`);
    return found;
  });

/** ADMIN's every group: goods in words, prices with their currency, owners, who downloaded. */
export const AdminGroups: Story = {
  args: { who: 'admin' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Card Key Groups' });
    await expect(within(table).getByRole('columnheader', { name: 'Owner' })).toBeVisible();
    const svip = await row(canvasElement, 6);
    await expect(within(svip).getByText('SVIP')).toBeVisible();
    await expect(within(svip).getByText('¥49.00')).toBeVisible();
    await expect(within(svip).getByText('Not yet')).toBeVisible();
  },
};

export const Loading: Story = { args: { who: 'admin', world: { delay: Infinity } }, play: states.playLoading };

export const Empty: Story = {
  args: { who: 'creator', world: { groups: [] } },
  parameters: CREATOR,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No card groups here yet/)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Generate keys' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { who: 'admin', world: { queryError: apiError(500, { reason: 'internal_error' }) } },
  play: states.playLoadError,
};

/** A CREATOR's own groups: no owners, and a group downloaded once offers no second download. */
export const CreatorNoSecondDownload: Story = {
  args: { who: 'creator' },
  parameters: CREATOR,
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Card Key Generation' });
    await expect(within(table).queryByRole('columnheader', { name: 'Owner' })).toBeNull();
    const downloaded = await row(canvasElement, 1);
    await expect(within(downloaded).queryByRole('button', { name: /Download/ })).toBeNull();
    await expect(within(await row(canvasElement, 2)).getByRole('button', { name: 'Download keys' })).toBeVisible();
  },
};

/** The generation form of a CREATOR: their own scripts for sale only, no choice of goods. */
export const GenerateForm: Story = {
  args: { who: 'creator' },
  parameters: CREATOR,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Generate keys' }));
    const dialog = within(await openedDialog(canvasElement));
    const picker = dialog.getByRole('combobox', { name: /Script/, hidden: true });
    // The placeholder and the one script of theirs that is for sale (shown or hidden).
    await waitFor(() => expect(within(picker).getAllByRole('option', { hidden: true })).toHaveLength(2));
    await expect(dialog.queryByRole('combobox', { name: /Goods/, hidden: true })).toBeNull();
  },
};

/** ADMIN's second download of a group's keys asks why. */
export const AdminDownloadAgain: Story = {
  args: { who: 'admin' },
  play: async ({ canvasElement }) => {
    const vip = await row(canvasElement, 5);
    await userEvent.click(within(vip).getByRole('button', { name: 'Download again' }));
    const dialog = within(await openedDialog(canvasElement));
    await expect(await dialog.findByRole('textbox', { name: /Reason/, hidden: true })).toBeInTheDocument();
  },
};

/** At 390 px: each group a card, its actions at the bottom. */
export const Mobile: Story = {
  args: { who: 'creator' },
  parameters: { ...CREATOR, shell: { appInput: { device: 'mobile' } } },
  play: async ({ canvasElement }) => {
    const cards = await within(canvasElement).findByRole('list', { name: 'Card Key Generation' });
    await expect(within(cards).getAllByRole('listitem').length).toBe(3);
  },
};
