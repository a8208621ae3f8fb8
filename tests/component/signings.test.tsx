import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { monthOf } from '@contracts/settlement.js';
import { NO_CHOICES } from '@/list/useChoices';
import { SigningView } from '@/screens/signing/SigningView';
import type { SigningScope } from '@/screens/signing/signingColumns';
import { renderTool } from './support/toolsKit';
import {
  apiError,
  fixtureSigningApi,
  sampleSignings,
  signingCompanies,
  signingScripts,
} from '../fixtures/lists/signingFixtures';

configure({ asyncUtilTimeout: 5000 });

const ALL = { list: true, add: true, update: true, delete: true };
const READ = { list: true, add: false, update: false, delete: false };

function setup(scope: SigningScope, options: Parameters<typeof fixtureSigningApi>[0] = {}, query = '') {
  const fixture = fixtureSigningApi(options);
  const view = renderTool(
    <SigningView
      title={scope === 'all' ? 'Scripts' : 'Signed Scripts'}
      tableId={`test-${scope}`}
      scope={scope}
      api={fixture.api}
      scripts={signingScripts}
      companies={scope === 'all' ? signingCompanies : NO_CHOICES}
      permissions={scope === 'all' ? ALL : READ}
      userKey="3"
      saveFile={vi.fn()}
    />,
    { path: `${scope === 'all' ? '/wn/script-admin' : '/signed-script'}${query}` },
  );
  return { ...fixture, ...view };
}

const rowOf = async (name: string) => (await within(await screen.findByRole('table')).findByText(name)).closest('tr')!;

describe('signing contracts for a company', () => {
  it('lists its contracts read-only, each term in words, without a company column', async () => {
    setup('company', { rows: sampleSignings().filter((row) => row.companyId === 1) });
    const table = await screen.findByRole('table', { name: 'Signed Scripts' });
    const puzzle = await rowOf('Puzzle Kingdom Auto');
    expect(within(puzzle).getByText('Current')).toBeInTheDocument();
    expect(within(puzzle).getByText('Until ended')).toBeInTheDocument();
    expect(within(await rowOf('Farm Days Helper')).getByText('Ended')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: /Company$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
    expect(screen.getByText(/Only the months inside a contract are yours/)).toBeInTheDocument();
  });
});

describe('signing contracts for ADMIN', () => {
  it('signs a script with a company from this month, checking the share first', async () => {
    const { user, calls } = setup('all');
    await screen.findByRole('table', { name: 'Scripts' });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await within(dialog).findByRole('option', { name: 'Card Legends Bot', hidden: true });
    await within(dialog).findByRole('option', { name: 'Blue Harbor Interactive', hidden: true });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Script/, hidden: true }), 'Card Legends Bot');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Company/, hidden: true }), 'Blue Harbor Interactive');
    const share = within(dialog).getByRole('textbox', { name: /Company share/, hidden: true });
    await user.type(share, '101');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(dialog).findByText(/Write a percentage from 0 to 100/)).toBeInTheDocument();
    expect(calls.add).toHaveLength(0);
    await user.clear(share);
    await user.type(share, '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() =>
      expect(calls.add).toEqual([{ scriptId: 3, companyId: 2, sharePercent: '12.5', startMonth: monthOf(Date.now()), endMonth: null, note: '' }]),
    );
  });

  it('signs the script the list is filtered on by default', async () => {
    const { user, calls } = setup('all', {}, '?tab=signings&scriptId=4');
    await screen.findByRole('table', { name: 'Scripts' });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await within(dialog).findByRole('option', { name: 'Blue Harbor Interactive', hidden: true });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Script/, hidden: true })).toHaveValue('4'));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Company/, hidden: true }), 'Blue Harbor Interactive');
    await user.type(within(dialog).getByRole('textbox', { name: /Company share/, hidden: true }), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(calls.add).toEqual([expect.objectContaining({ scriptId: 4, companyId: 2, sharePercent: '20' })]));
  });

  it('shows the server refusing an overlapping period on the first month, in words', async () => {
    const { user } = setup('all', {
      saveError: apiError(400, {
        reason: 'invalid_input',
        fields: [{ field: 'startMonth', reason: 'signing_overlap', message: 'overlaps' }],
      }),
    });
    const row = await rowOf('Puzzle Kingdom Auto');
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(dialog).findByText(/overlaps another contract of this script/)).toBeInTheDocument();
  });

  it('edits a contract without sending its script, which never changes', async () => {
    const { user, calls } = setup('all');
    const row = await rowOf('Card Legends Bot');
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).queryByRole('combobox', { name: /Script/, hidden: true })).toBeNull();
    const share = within(dialog).getByRole('textbox', { name: /Company share/, hidden: true });
    await user.clear(share);
    await user.type(share, '45');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(calls.update).toHaveLength(1));
    expect(calls.update[0]).toEqual({ id: 3, companyId: 2, sharePercent: '45', startMonth: '2024-01', endMonth: null, note: '' });
  });
});
