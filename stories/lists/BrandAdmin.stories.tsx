import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { BrandRecord } from '@contracts/brand.js';
import { BrandView, type BrandScope } from '@/screens/brand/BrandView';
import {
  apiError,
  fixtureAccountsApi,
  fixtureBrandApi,
  sampleBrands,
  type FixtureOptions,
} from '../../tests/fixtures/lists/brandFixtures';
import * as states from './listStatePlays';

const ALL = states.EVERY_RIGHT;

/** ADMIN's brands or a CREATOR's own ("My brands") over in-memory resources (never a live server). */
function BrandsWith({
  fixture,
  permissions,
  mine = false,
}: {
  fixture: FixtureOptions<BrandRecord>;
  permissions: typeof ALL;
  mine?: boolean;
}) {
  const { api } = fixtureBrandApi({ ...fixture, rows: fixture.rows?.map((row) => ({ ...row })) });
  const scope: BrandScope = mine
    ? { kind: 'own' }
    : { kind: 'all', creators: fixtureAccountsApi().api };
  return <BrandView api={api} scope={scope} permissions={permissions} {...states.STORY_VIEW} />;
}

const meta = {
  title: 'Lists/Brands screens',
  component: BrandsWith,
  parameters: { router: { path: '/wn/brand-admin' } },
} satisfies Meta<typeof BrandsWith>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = {
  args: { fixture: { rows: sampleBrands(8) }, permissions: ALL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Brands' });
    await expect(within(table).getByRole('columnheader', { name: 'Owner' })).toBeVisible();
    await expect(within(table).getAllByText('Mia Chen').length).toBeGreaterThan(0);
    await expect(await canvas.findByRole('option', { name: 'Leo Park' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { fixture: { delay: Infinity }, permissions: ALL },
  play: states.playLoading,
};

export const Empty: Story = {
  args: { fixture: { rows: [] }, permissions: ALL },
  play: states.playEmpty,
};

export const LoadError: Story = {
  args: { fixture: { queryError: apiError(500, { reason: 'internal_error' }) }, permissions: ALL },
  play: states.playLoadError,
};

/** A role without add, edit or delete rights: no Create, no row actions, no selection. */
export const ReadOnly: Story = {
  args: { fixture: { rows: sampleBrands(4) }, permissions: states.READ_ONLY },
  play: states.playReadOnly('Brands'),
};

/** A CREATOR's own brands (/brand-table): no owner column, filter or field. */
export const MyBrands: Story = {
  args: { fixture: { rows: sampleBrands(3) }, permissions: ALL, mine: true },
  parameters: { router: { path: '/brand-table' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'My Brands' });
    await expect(within(table).queryByRole('columnheader', { name: 'Owner' })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'Owner' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeVisible();
  },
};

export const MyBrandsEmpty: Story = {
  args: { fixture: { rows: [] }, permissions: ALL, mine: true },
  parameters: { router: { path: '/brand-table' } },
  play: states.playEmpty,
};
