import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { playEmpty, playLoadError, playLoading, playReadOnly } from './listStatePlays';
import { apiError, sampleCompanies } from '../../tests/fixtures/lists/memberFixtures';
import { OwnerScreenStory } from './ownerScreenStory';

const meta = {
  title: 'Lists/Business companies screen',
  component: OwnerScreenStory,
  args: { kind: 'company' },
  parameters: { router: { path: '/useradmin/business-company-admin' } },
} satisfies Meta<typeof OwnerScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = {
  args: { world: { companies: { rows: sampleCompanies(5) } }, admin: true },
  play: async ({ canvasElement }) => {
    const rows = within(
      await within(canvasElement).findByRole('table', { name: 'Business Companies' }),
    );
    await expect(await rows.findByText('Northwind Trading')).toBeVisible();
    // Member counts come from the users linked to each company.
    await expect(rows.getByRole('columnheader', { name: 'Member count' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { world: { companies: { delay: Infinity } }, admin: true },
  play: playLoading,
};

export const Empty: Story = {
  args: { world: { companies: { rows: [] } }, admin: true },
  play: playEmpty,
};

export const LoadError: Story = {
  args: {
    world: { companies: { queryError: apiError(500, { reason: 'internal_error' }) } },
    admin: true,
  },
  play: playLoadError,
};

/** AUDITOR: reads the companies and their members. */
export const ReadOnly: Story = {
  args: { world: {}, admin: false },
  play: async (context) => {
    await playReadOnly('Business Companies')(context);
    const rows = within(
      within(context.canvasElement).getByRole('table', { name: 'Business Companies' }),
    );
    await expect(rows.getAllByRole('button', { name: 'Members' })).toHaveLength(3);
  },
};
