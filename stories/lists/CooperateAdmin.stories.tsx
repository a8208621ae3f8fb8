import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fill } from '../fixtures/fill';
import {
  playEmpty,
  playLoadError,
  playLoading,
  playReadOnly,
  openedDialog,
} from './listStatePlays';
import { apiError, sampleCooperates } from '../../tests/fixtures/lists/memberFixtures';
import { OwnerScreenStory } from './ownerScreenStory';

const meta = {
  title: 'Lists/Partners screen',
  component: OwnerScreenStory,
  args: { kind: 'cooperate' },
  parameters: { router: { path: '/cooperate/cooperate-admin' } },
} satisfies Meta<typeof OwnerScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const TABLE = 'Partner Management';

export const WithData: Story = {
  args: { world: { cooperates: { rows: sampleCooperates(6) } }, admin: true },
  play: async ({ canvasElement }) => {
    const rows = within(await within(canvasElement).findByRole('table', { name: TABLE }));
    // Money exactly as the server formatted it.
    await expect(await rows.findAllByText('¥999.99')).not.toHaveLength(0);
    await expect(rows.getAllByText('¥1,000.00')).not.toHaveLength(0);
  },
};

export const Loading: Story = {
  args: { world: { cooperates: { delay: Infinity } }, admin: true },
  play: playLoading,
};

export const Empty: Story = {
  args: { world: { cooperates: { rows: [] } }, admin: true },
  play: playEmpty,
};

export const LoadError: Story = {
  args: {
    world: { cooperates: { queryError: apiError(500, { reason: 'internal_error' }) } },
    admin: true,
  },
  play: playLoadError,
};

/** AUDITOR: reads the partners and their linked accounts. */
export const ReadOnly: Story = {
  args: { world: {}, admin: false },
  play: async (context) => {
    await playReadOnly(TABLE)(context);
    const rows = within(within(context.canvasElement).getByRole('table', { name: TABLE }));
    await expect(rows.getAllByRole('button', { name: 'Members' })).toHaveLength(3);
  },
};

/** The split rule refused in the browser: the message sits on the author share. */
export const SplitRuleError: Story = {
  args: { world: {}, admin: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: TABLE });
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    const dialog = within(await openedDialog(canvasElement));
    await fill(dialog, {
      'Partner name': 'Moon Books',
      'Package name': 'com.moon.books',
      'Platform share': '600',
      'Author share': '400.01',
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Save', hidden: true }));
    await expect(
      await dialog.findByText('Platform share plus author share must be at most ¥1,000.00.'),
    ).toBeInTheDocument();
    await expect(
      dialog.getByRole('textbox', { name: /Author share/, hidden: true }),
    ).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * A price change: the new shares apply from a month, and before saving the form says which
 * months they re-price and which keep the shares they were settled at.
 */
export const PriceChangeQuestion: Story = {
  args: { world: {}, admin: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: TABLE }));
    const row = within(await table.findByRole('row', { name: /Cloud Reader/ }));
    await userEvent.click(row.getByRole('button', { name: 'Edit' }));
    const dialog = within(await openedDialog(canvasElement));
    const share = dialog.getByRole('textbox', { name: /Platform share/, hidden: true });
    await userEvent.clear(share);
    await userEvent.type(share, '12.00');
    await expect(dialog.getByText('New shares apply from', { exact: false })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Save', hidden: true }));
    const question = await openedDialog(canvasElement, 'alertdialog');
    await expect(question).toHaveTextContent(/September 2026 \(Submitted\), October 2026/);
    await expect(question).toHaveTextContent(/keep their shares: August 2026 \(Settled\)/);
  },
};
