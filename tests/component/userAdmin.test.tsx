import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { UseradminAdminView } from '@/screens/useradmin/UseradminAdminScreen';
import { useradminPermissions } from '@/screens/useradmin/useradminPermissions';
import { renderTool } from './support/toolsKit';
import {
  apiError,
  fixtureUserAdminApi,
  sampleUsers,
  type UserFixtureOptions,
} from '../fixtures/lists/userFixtures';

// Inside Fluent dialogs and menus the queries include hidden nodes (see gameAdmin.test.tsx).

const ADMIN = useradminPermissions(['ADMIN']);
const AUDITOR = useradminPermissions(['AUDITOR']);
const PATH = '/useradmin/useradmin-admin';

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

/** Users 1 alice (normal, ADMIN, the signed-in admin), 2 bob (frozen), 3 carol (banned), 4 dave (normal). */
function setup(options: UserFixtureOptions = {}, permissions = ADMIN, path = PATH) {
  const fixture = fixtureUserAdminApi(options);
  const saveFile = vi.fn();
  const view = renderTool(
    <UseradminAdminView
      api={fixture.api}
      permissions={permissions}
      currentUserId={1}
      userKey="1"
      saveFile={saveFile}
    />,
    { path, aside: <Search /> },
  );
  return { ...fixture, ...view, saveFile };
}

const table = () => screen.findByRole('table', { name: 'User Management' });
const rowOf = async (username: string) =>
  (await within(await table()).findByText(username)).closest('tr') as HTMLElement;

/** Every action a row offers: its buttons and, when there is one, its "More actions" menu. */
async function actionsOf(
  user: ReturnType<typeof setup>['user'],
  username: string,
): Promise<string[]> {
  const row = await rowOf(username);
  const inline = within(row)
    .queryAllByRole('button')
    .map((button) => button.textContent ?? '')
    .filter(Boolean);
  const more = within(row).queryByRole('button', { name: `More actions for ${username}` });
  if (!more) return inline;
  await user.click(more);
  const menu = await screen.findByRole('menu', { hidden: true });
  const items = within(menu)
    .getAllByRole('menuitem', { hidden: true })
    .map((item) => item.textContent ?? '');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
  return [...inline, ...items];
}

describe('users screen', () => {
  it('shows the user fields, roles by name and the status with its exact state', async () => {
    setup();
    const bob = await rowOf('bob');
    expect(within(bob).getByText('Script creator')).toBeInTheDocument();
    expect(within(bob).getByText('Disabled')).toBeInTheDocument();
    expect(within(bob).getByText('Frozen')).toBeInTheDocument();
    expect(within(bob).getByText('bob@example.com')).toBeInTheDocument();
    expect(within(await rowOf('carol')).getByText('Banned')).toBeInTheDocument();
    expect(within(await rowOf('alice')).getByText('Normal')).toBeInTheDocument();
    expect(within(await rowOf('dave')).getByText('3,750')).toBeInTheDocument();
  });

  it('filters by role and status through the URL and the API parameters', async () => {
    const { user, calls } = setup({ rows: sampleUsers(8) });
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'CREATOR');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'frozen');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByTestId('search').textContent).toBe('?role=CREATOR&status=frozen'),
    );
    expect(calls.query.at(-1)).toMatchObject({ role: 'CREATOR', status: 'frozen', page: 1 });
    await screen.findByText('1 record');
    expect(within(await table()).getByText('bob')).toBeInTheDocument();
    expect(within(await table()).queryByText('frank')).toBeNull();
  });

  it('searches by name and exports the current filter as CSV', async () => {
    const { user, calls, saveFile } = setup();
    await table();
    await user.type(screen.getByRole('textbox', { name: 'Username or nickname' }), 'Car');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('1 record');
    expect(calls.query.at(-1)).toMatchObject({ name: 'Car' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), expect.stringMatching(/^users-\d{4}-\d{2}-\d{2}\.csv$/)));
    expect(calls.exportCsv[0]).toMatchObject({ name: 'Car' });
  });

  it('offers the account actions the account machine allows from each status', async () => {
    const { user } = setup();
    await table();
    expect(await actionsOf(user, 'dave')).toEqual([
      'Edit roles',
      'Reset password',
      'Freeze',
      'End all sessions',
      'Reset two-step verification',
      'Ban',
    ]);
    expect(await actionsOf(user, 'bob')).toEqual([
      'Edit roles',
      'Reset password',
      'Unfreeze',
      'Reset two-step verification',
      'Ban',
    ]);
    expect(await actionsOf(user, 'carol')).toEqual(['Edit roles', 'Reset password']);
    // The signed-in admin's own row: no account action.
    expect(await actionsOf(user, 'alice')).toEqual(['Edit roles', 'Reset password']);
  });

  it('asks before freezing, then freezes and refreshes the list', async () => {
    const { user, calls, notices } = setup();
    await table();
    await user.click(
      within(await rowOf('dave')).getByRole('button', { name: 'More actions for dave' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Freeze', hidden: true }));
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    expect(dialog).toHaveTextContent('Freeze this account?');
    expect(calls.changeStatus).toEqual([]);
    const queries = calls.query.length;
    await user.click(within(dialog).getByRole('button', { name: 'Freeze', hidden: true }));
    await waitFor(() => expect(calls.changeStatus).toEqual([{ id: 4, event: 'FREEZE' }]));
    // The list reads its rows and its count again.
    await waitFor(() => expect(calls.query.length).toBe(queries + 2));
    expect(await within(await rowOf('dave')).findByText('Frozen')).toBeInTheDocument();
    expect(notices).toContainEqual(
      expect.objectContaining({ intent: 'success', text: 'dave is frozen.' }),
    );
  });

  it('says a ban is final, and cancelling changes nothing', async () => {
    const { user, calls } = setup();
    await table();
    await user.click(
      within(await rowOf('bob')).getByRole('button', { name: 'More actions for bob' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Ban', hidden: true }));
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    expect(dialog).toHaveTextContent('A ban is final');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(calls.changeStatus).toEqual([]);
  });

  it('asks before ending all sessions of a user, then says how many ended', async () => {
    const { user, calls, notices } = setup();
    await table();
    await user.click(within(await rowOf('dave')).getByRole('button', { name: 'More actions for dave' }));
    await user.click(await screen.findByRole('menuitem', { name: 'End all sessions', hidden: true }));
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    expect(dialog).toHaveTextContent('End all sessions of this user?');
    expect(calls.endSessions).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'End all sessions', hidden: true }));
    await waitFor(() => expect(calls.endSessions).toEqual([4]));
    await waitFor(() => expect(notices).toContainEqual(expect.objectContaining({ intent: 'success', text: '2 sessions of dave ended.' })));
  });

  it('unfreezes at once, without a question', async () => {
    const { user, calls } = setup();
    await table();
    await user.click(
      within(await rowOf('bob')).getByRole('button', { name: 'More actions for bob' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Unfreeze', hidden: true }));
    await waitFor(() => expect(calls.changeStatus).toEqual([{ id: 2, event: 'UNFREEZE' }]));
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
    expect(await within(await rowOf('bob')).findByText('Normal')).toBeInTheDocument();
  });

  it('edits roles: at least one, and sends the chosen ones', async () => {
    const { user, calls, notices } = setup();
    await table();
    await user.click(within(await rowOf('bob')).getByRole('button', { name: 'Edit roles' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog).toHaveTextContent('Roles of bob');
    const box = (name: string) => within(dialog).getByRole('checkbox', { name, hidden: true });
    expect(box('Script creator')).toBeChecked();
    await user.click(box('Script creator'));
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(dialog).findByText('Choose at least one role.')).toBeInTheDocument();
    expect(calls.updateRoles).toEqual([]);
    await user.click(box('Auditor'));
    await user.click(box('Operations'));
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() =>
      expect(calls.updateRoles).toEqual([{ id: 2, roles: ['OPERATE', 'AUDITOR'] }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(await within(await rowOf('bob')).findByText('Auditor')).toBeInTheDocument();
    expect(notices).toContainEqual(
      expect.objectContaining({ intent: 'success', text: 'The roles of bob were saved.' }),
    );
  });

  it('shows the refusal to take ADMIN from yourself as the form error', async () => {
    const { user, calls } = setup({ rolesError: apiError(409, { reason: 'conflict' }) });
    await table();
    await user.click(within(await rowOf('alice')).getByRole('button', { name: 'Edit roles' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Administrator', hidden: true }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Auditor', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(
      await within(dialog).findByText(
        'You cannot take the Administrator role from your own account.',
      ),
    ).toBeInTheDocument();
    expect(calls.updateRoles).toEqual([{ id: 1, roles: ['AUDITOR'] }]);
  });

  it('resets a password: refuses weak and mismatched ones, sends the plain password only to the api', async () => {
    const { user, calls, notices } = setup();
    await table();
    await user.click(within(await rowOf('carol')).getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const password = within(dialog).getByLabelText(/New password/, { selector: 'input' });
    const confirm = within(dialog).getByLabelText(/Repeat the new password/, { selector: 'input' });
    const save = () =>
      user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));

    await user.type(password, 'short');
    await user.type(confirm, 'short');
    await save();
    expect(await within(dialog).findByText('Use at least 12 characters.')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'password1234');
    await user.clear(confirm);
    await user.type(confirm, 'password1234');
    await save();
    expect(
      await within(dialog).findByText('This password is too common. Choose another one.'),
    ).toBeInTheDocument();

    // Long enough but easy to guess (the account's own name in it): refused by the strength check.
    await user.clear(password);
    await user.type(password, 'carolcarol12');
    await user.clear(confirm);
    await user.type(confirm, 'carolcarol12');
    await save();
    expect(
      await within(dialog).findByText('This password is too easy to guess. Make it longer or add unusual words.'),
    ).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'Orbit-42-Lander');
    await user.clear(confirm);
    await user.type(confirm, 'Orbit-42-Lender');
    await save();
    expect(await within(dialog).findByText('The passwords do not match.')).toBeInTheDocument();
    expect(calls.resetPassword).toEqual([]);

    await user.clear(confirm);
    await user.type(confirm, 'Orbit-42-Lander');
    await save();
    await waitFor(() =>
      expect(calls.resetPassword).toEqual([{ id: 3, password: 'Orbit-42-Lander' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(notices).toContainEqual(
      expect.objectContaining({
        intent: 'success',
        text: 'The password of carol was reset. All of their sessions have ended.',
      }),
    );
  });

  it('gives an AUDITOR the list and the export, but no action', async () => {
    setup({}, AUDITOR);
    await table();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    for (const name of ['Edit roles', 'Reset password', 'Freeze', 'Ban', 'End all sessions', 'Create']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: /More actions/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
