import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { membersDrawer, renderOwnerScreen } from './ownerListKit';
import { apiError, type MembersWorldOptions } from '../fixtures/lists/memberFixtures';

// The first render compiles the screen's chunks; under load that can take more than a second.
configure({ asyncUtilTimeout: 5000 });
// Inside dialogs and the drawer the queries include hidden nodes (see gameAdmin.test.tsx).

const setup = (world: MembersWorldOptions = {}, admin = true) =>
  renderOwnerScreen('company', world, admin);
const NAME = /Company name/;

describe('business companies screen', () => {
  it('creates, edits and deletes a company with the exact payloads', async () => {
    const { user, companies, table, rowOf, openDialog, fromMenu, confirm } = setup();
    await table();
    let dialog = await openDialog(user, screen.getByRole('button', { name: 'Create' }));
    await user.click(dialog.getByRole('button', { name: 'Save', hidden: true }));
    expect(await dialog.findByText('Enter the company name.')).toBeInTheDocument();
    expect(companies.calls.add).toHaveLength(0);
    await user.type(dialog.getByRole('textbox', { name: NAME, hidden: true }), 'Woodgrove Bank');
    await user.click(dialog.getByRole('button', { name: 'Save', hidden: true }));
    expect(await rowOf('Woodgrove Bank')).toBeInTheDocument();
    expect(companies.calls.add).toEqual([{ name: 'Woodgrove Bank' }]);

    dialog = await openDialog(
      user,
      within(await rowOf('Fabrikam Games')).getByRole('button', { name: 'Edit' }),
    );
    const name = dialog.getByRole('textbox', { name: NAME, hidden: true });
    expect(name).toHaveValue('Fabrikam Games');
    await user.clear(name);
    await user.type(name, 'Fabrikam Studios');
    await user.click(dialog.getByRole('button', { name: 'Save', hidden: true }));
    expect(await rowOf('Fabrikam Studios')).toBeInTheDocument();
    expect(companies.calls.update).toEqual([{ id: 3, name: 'Fabrikam Studios' }]);

    await fromMenu(user, 'Fabrikam Studios', 'Delete');
    await confirm(user, 'Delete');
    await waitFor(() => expect(screen.queryByText('Fabrikam Studios')).not.toBeInTheDocument());
    expect(companies.calls.remove).toEqual([3]);
  });

  it('says why a company with members cannot be deleted', async () => {
    const { user, companies, notices, fromMenu, confirm } = setup();
    await fromMenu(user, 'Northwind Trading', 'Delete');
    await confirm(user, 'Delete');
    await waitFor(() =>
      expect(notices).toContainEqual(
        expect.objectContaining({
          intent: 'error',
          text: 'This company still has members. Remove them under “Members” before deleting it.',
        }),
      ),
    );
    expect(notices.map((n) => n.text)).not.toContain(
      'Someone else changed this record. Refresh and try again.',
    );
    expect(companies.calls.remove).toEqual([1]);
    expect(companies.rows.map((c) => c.id)).toContain(1);
  });

  it('puts a server field error on its field', async () => {
    const { user, companies, table, openDialog } = setup({
      companies: {
        saveError: apiError(400, {
          reason: 'invalid_input',
          fields: [{ field: 'name', reason: 'too_long', message: 'too long' }],
        }),
      },
    });
    await table();
    const dialog = await openDialog(user, screen.getByRole('button', { name: 'Create' }));
    await user.type(dialog.getByRole('textbox', { name: NAME, hidden: true }), 'Long Name');
    await user.click(dialog.getByRole('button', { name: 'Save', hidden: true }));
    expect(await dialog.findByText('At most 128 characters.')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: NAME, hidden: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(companies.calls.add).toEqual([{ name: 'Long Name' }]);
  });

  it('adds a member (moving them from another company) and removes one', async () => {
    const { user, userCalls, table, cellOf, fromMenu, confirm } = setup();
    const count = (name: string) => cellOf(name, 3); // after the selection and id cells
    await table();
    await waitFor(() => expect(count('Northwind Trading')).toBe('2'));
    await fromMenu(user, 'Northwind Trading', 'Members');
    const drawer = await membersDrawer('Members of Northwind Trading');
    const members = within(await drawer.findByRole('table', { name: 'Members', hidden: true }));
    expect(members.getByText('alice')).toBeInTheDocument();
    expect(members.getByText('bob')).toBeInTheDocument();
    expect(userCalls.query.at(-1)).toMatchObject({ companyId: '1', isDel: 'false' });

    await user.click(drawer.getByRole('button', { name: 'Add member', hidden: true }));
    const picker = await drawer.findByRole('combobox', { name: 'User', hidden: true });
    await waitFor(() =>
      expect(within(picker).getAllByRole('option', { hidden: true })).toHaveLength(3),
    );
    expect(userCalls.query.some((q) => q.role === 'BUSINESS_COMPANY')).toBe(true);
    await user.selectOptions(picker, 'carol (Carol) (now in company #2)');
    expect(
      drawer.getByText('This user belongs to company #2 and will be moved here.'),
    ).toBeInTheDocument();
    await user.click(drawer.getByRole('button', { name: 'Add', hidden: true }));
    expect(await members.findByText('carol')).toBeInTheDocument();
    expect(userCalls.links).toEqual([{ id: 13, companyId: 1 }]);
    await waitFor(() => expect(count('Northwind Trading')).toBe('3'));
    expect(count('Contoso Media')).toBe('0');

    await user.click(drawer.getByRole('button', { name: 'Remove alice', hidden: true }));
    expect(
      await screen.findByText('“alice” will no longer belong to “Northwind Trading”.'),
    ).toBeInTheDocument();
    await confirm(user, 'Remove');
    await waitFor(() => expect(members.queryByText('alice')).not.toBeInTheDocument());
    expect(userCalls.links.at(-1)).toEqual({ id: 11, companyId: null });
    await waitFor(() => expect(count('Northwind Trading')).toBe('2'));
  });

  it('shows a refused link in the user’s language', async () => {
    const { user, userCalls, fromMenu } = setup({
      linkError: apiError(400, {
        reason: 'invalid_input',
        fields: [
          { field: 'id', reason: 'invalid_value', message: 'Only a BUSINESS_COMPANY account' },
        ],
      }),
    });
    await fromMenu(user, 'Northwind Trading', 'Members');
    const drawer = await membersDrawer('Members of Northwind Trading');
    await user.click(await drawer.findByRole('button', { name: 'Add member', hidden: true }));
    const picker = await drawer.findByRole('combobox', { name: 'User', hidden: true });
    await waitFor(() =>
      expect(within(picker).getAllByRole('option', { hidden: true }).length).toBeGreaterThan(1),
    );
    await user.selectOptions(picker, 'dave (Dave)');
    await user.click(drawer.getByRole('button', { name: 'Add', hidden: true }));
    expect(
      await drawer.findByText(
        'Only a user with the Business company role can be added to a company.',
      ),
    ).toBeInTheDocument();
    expect(userCalls.links).toEqual([{ id: 14, companyId: 1 }]);
  });

  it('lets an auditor read the members but not change them', async () => {
    const { user, userCalls, table, rowOf } = setup({}, false);
    await table();
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
    await user.click(
      within(await rowOf('Northwind Trading')).getByRole('button', { name: 'Members' }),
    );
    const drawer = await membersDrawer('Members of Northwind Trading');
    expect(await drawer.findByText('alice')).toBeInTheDocument();
    expect(
      drawer.queryByRole('button', { name: 'Add member', hidden: true }),
    ).not.toBeInTheDocument();
    expect(drawer.queryByRole('button', { name: /^Remove/, hidden: true })).not.toBeInTheDocument();
    expect(userCalls.links).toHaveLength(0);
  });
});
