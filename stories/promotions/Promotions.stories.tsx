import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiError } from '../../tests/fixtures/lists/promotionFixtures';
import * as states from '../lists/listStatePlays';
import { PromotionsStory } from './promotionStory';

const meta = {
  title: 'Promotions/Partner promotions',
  component: PromotionsStory,
  parameters: { router: { path: '/cooperate/cooperate-advert-admin' } },
} satisfies Meta<typeof PromotionsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = states.rowOf;

/** ADMIN: every partner's, Approve and Reject on the one awaiting approval, History on each. */
export const AdminData: Story = {
  args: { who: 'admin' },
  play: async ({ canvasElement }) => {
    const pending = await row(canvasElement, 4);
    await expect(within(pending).getByText('VMOS Pro')).toBeVisible();
    await expect(within(pending).getByText('Awaiting approval')).toBeVisible();
    await expect(within(pending).getByRole('button', { name: 'Approve' })).toBeVisible();
    const live = await row(canvasElement, 1);
    await expect(within(live).getByText('Live')).toBeVisible();
  },
};

/** A partner: its own promotions only, the reason of a rejection under the draft, Edit and Submit. */
export const PartnerData: Story = {
  args: { who: 'partner' },
  play: async ({ canvasElement }) => {
    const draft = await row(canvasElement, 3);
    await expect(within(draft).getByText(/Rejected: The text on the image is too small/)).toBeVisible();
    await expect(within(draft).getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-row-id="4"]')).toBeNull();
  },
};

export const Loading: Story = { args: { who: 'admin', world: { delay: Infinity } }, play: states.playLoading };

export const Empty: Story = {
  args: { who: 'partner', world: { rows: [] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No promotions here yet.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { who: 'admin', world: { queryError: apiError(500, { reason: 'internal_error' }) } },
  play: states.playLoadError,
};

/** A partner account the server refuses (linked to no partner): said in words, with a retry. */
export const Forbidden: Story = {
  args: { who: 'partner', world: { queryError: apiError(403, { reason: 'forbidden' }, 'Forbidden') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You do not have permission to do this.')).toBeVisible();
  },
};

/** A live promotion's figures: the chart's labelled box and the days with their click-through rate. */
export const Figures: Story = {
  args: { who: 'partner' },
  play: async ({ canvasElement }) => {
    // A partner's live promotion: End and Figures, both as buttons.
    await userEvent.click(within(await row(canvasElement, 1)).getByRole('button', { name: 'Figures' }));
    const dialog = within(await states.openedDialog(canvasElement));
    await expect(await dialog.findByRole('img', { name: /Chart of impressions and clicks/, hidden: true }, { timeout: 5000 })).toBeInTheDocument();
    await expect(dialog.getByRole('columnheader', { name: 'Click-through rate', hidden: true })).toBeInTheDocument();
    // The first day: 40 clicks of 1,200 impressions.
    await expect(dialog.getByText('3.33%')).toBeInTheDocument();
    await expect(dialog.getByText('1,200')).toBeInTheDocument();
  },
};

/** The form: partner (ADMIN), title, image upload, https link, position and the period's pickers. */
export const CreateForm: Story = {
  args: { who: 'admin' },
  play: async ({ canvasElement }) => {
    await row(canvasElement, 1);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New promotion' }));
    const dialog = within(await states.openedDialog(canvasElement));
    await expect(await dialog.findByRole('combobox', { name: /Partner/, hidden: true })).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Choose image', hidden: true })).toBeInTheDocument();
    await expect(dialog.getByRole('combobox', { name: /Position/, hidden: true })).toBeInTheDocument();
    await expect(dialog.getByRole('textbox', { name: /Link/, hidden: true })).toBeInTheDocument();
  },
};

/** At 390 px: each promotion a card. */
export const Mobile: Story = {
  args: { who: 'partner' },
  parameters: { shell: { appInput: { device: 'mobile' } } },
  play: async ({ canvasElement }) => {
    const cards = await within(canvasElement).findByRole('list', { name: 'Partner Promotions' });
    await expect(within(cards).getAllByRole('listitem').length).toBe(4);
  },
};

/** In Japanese: statuses and positions in words. */
export const InJapanese: Story = {
  args: { who: 'admin' },
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const pending = await row(canvasElement, 4);
    await expect(within(pending).getByText('承認待ち')).toBeVisible();
    await expect(within(pending).getByText('ホームバナー')).toBeVisible();
  },
};
