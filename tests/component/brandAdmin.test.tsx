import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { BrandView, type BrandScope } from '@/screens/brand/BrandView';
import { renderTool } from './support/toolsKit';
import {
  apiError,
  fixtureAccountsApi,
  fixtureBrandApi,
  sampleBrands,
} from '../fixtures/lists/brandFixtures';

// The first render compiles the screen's chunks; under load that can take more than a second.
configure({ asyncUtilTimeout: 5000 });

const ALL = { list: true, add: true, update: true, delete: true };

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

function setup(
  mine: boolean,
  options: Parameters<typeof fixtureBrandApi>[0] = {},
  path = mine ? '/brand-table' : '/wn/brand-admin',
) {
  const fixture = fixtureBrandApi(options);
  const accounts = fixtureAccountsApi();
  const scope: BrandScope = mine ? { kind: 'own' } : { kind: 'all', creators: accounts.api };
  const view = renderTool(
    <BrandView api={fixture.api} scope={scope} permissions={ALL} userKey="3" saveFile={vi.fn()} />,
    {
      path,
      aside: <Search />,
    },
  );
  return { ...fixture, ...view, accounts };
}

const table = (name = 'Brands') => screen.findByRole('table', { name });
const openCreate = async (user: ReturnType<typeof setup>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Create' }));
  return screen.findByRole('dialog', { hidden: true });
};

describe('brands screen for ADMIN', () => {
  it('lists every brand with its owner and offers only creators as owners', async () => {
    const { accounts } = setup(false, { rows: sampleBrands(4) });
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(1 + 4);
    expect(within(rows[1]!).getByText('Leo Park')).toBeInTheDocument();
    expect(accounts.calls.query[0]).toMatchObject({ role: 'CREATOR', size: 200 });
    const owner = screen.getByRole('combobox', { name: 'Owner' });
    await within(owner).findByRole('option', { name: 'Mia Chen' });
    expect(within(owner).queryByRole('option', { name: 'Root Admin' })).not.toBeInTheDocument();
  });

  it('creates a brand for the chosen creator: the payload names the owner', async () => {
    const { user, calls } = setup(false);
    await table();
    const dialog = await openCreate(user);
    await within(dialog).findByRole('option', { name: 'Leo Park', hidden: true });
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(dialog).findByText('Enter the brand name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the creator who owns this brand.')).toBeInTheDocument();
    expect(calls.add).toHaveLength(0);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Brand name/, hidden: true }),
      'Moon Works',
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Owner/, hidden: true }),
      'Leo Park',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(calls.add).toEqual([{ brandName: 'Moon Works', ownerId: 8 }]));
    const row = (await screen.findByText('Moon Works')).closest('tr')!;
    expect(within(row).getByText('Leo Park')).toBeInTheDocument();
  });

  it('shows the server refusing a non-creator owner on the owner field', async () => {
    const { user, calls } = setup(false, {
      saveError: apiError(400, {
        reason: 'invalid_input',
        fields: [{ field: 'ownerId', reason: 'invalid_value', message: 'not a creator' }],
      }),
    });
    await table();
    const dialog = await openCreate(user);
    await within(dialog).findByRole('option', { name: 'Mia Chen', hidden: true });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Brand name/, hidden: true }),
      'Odd Owner',
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Owner/, hidden: true }),
      'Mia Chen',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(
      await within(dialog).findByText('The owner must be a creator account.'),
    ).toBeInTheDocument();
    expect(calls.add).toEqual([{ brandName: 'Odd Owner', ownerId: 7 }]);
  });

  it('moves a brand to another creator by editing it', async () => {
    const { user, calls } = setup(false, { rows: sampleBrands(1) });
    await table();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const owner = within(dialog).getByRole('combobox', { name: /Owner/, hidden: true });
    await within(owner).findByRole('option', { name: 'Leo Park', hidden: true });
    expect(owner).toHaveValue('7');
    await user.selectOptions(owner, 'Leo Park');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() =>
      expect(calls.update).toEqual([{ id: 1, brandName: 'Nebula Works 1', ownerId: 8 }]),
    );
  });

  it('filters by owner: the choice goes to the URL and the API parameters', async () => {
    const { user, calls } = setup(false, { rows: sampleBrands(5) });
    await table();
    const owner = screen.getByRole('combobox', { name: 'Owner' });
    await within(owner).findByRole('option', { name: 'Leo Park' });
    await user.selectOptions(owner, 'Leo Park');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('2 records');
    expect(screen.getByTestId('search').textContent).toBe('?ownerId=8');
    expect(calls.query.at(-1)).toMatchObject({ ownerId: '8', page: 1 });
    expect(within(await table()).queryByText('Mia Chen')).not.toBeInTheDocument();
  });

  it('deletes a brand after confirming', async () => {
    const { user, calls } = setup(false, { rows: sampleBrands(2) });
    await table();
    await user.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    expect(dialog).toHaveTextContent('“Pixel Forge 2” will be deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Delete', hidden: true }));
    await screen.findByText('1 record');
    expect(calls.remove).toEqual([2]);
  });
});

describe('my brands for a CREATOR', () => {
  it('shows no owner column, filter or field and asks for no users', async () => {
    const { accounts } = setup(true);
    const found = await table('My Brands');
    expect(within(found).queryByRole('columnheader', { name: 'Owner' })).not.toBeInTheDocument();
    expect(within(found).getByRole('columnheader', { name: /Brand name/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Owner' })).not.toBeInTheDocument();
    expect(accounts.calls.query).toHaveLength(0);
  });

  it('creates a brand: the payload has no owner, the server sets it', async () => {
    const { user, calls } = setup(true);
    await table('My Brands');
    const dialog = await openCreate(user);
    expect(within(dialog).queryByRole('combobox', { hidden: true })).not.toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Brand name/, hidden: true }),
      'Solo Studio',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(calls.add).toEqual([{ brandName: 'Solo Studio' }]));
    expect(await screen.findByText('Solo Studio')).toBeInTheDocument();
  });

  it('renames an own brand without sending an owner', async () => {
    const { user, calls } = setup(true, { rows: sampleBrands(1) });
    await table('My Brands');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const name = await within(dialog).findByRole('textbox', { name: /Brand name/, hidden: true });
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(calls.update).toEqual([{ id: 1, brandName: 'Renamed' }]));
  });
});
