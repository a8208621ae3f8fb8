/**
 * The users screen's "Reset two-step verification": asked first, then the call, and the server's
 * refusal in the user's words.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { I18nBridge } from '@/i18n/I18nBridge';
import { UseradminAdminView } from '@/screens/useradmin/UseradminAdminScreen';
import { useradminPermissions } from '@/screens/useradmin/useradminPermissions';
import { renderTool } from './support/toolsKit';
import { apiError, fixtureUserAdminApi, type UserFixtureOptions } from '../fixtures/lists/userFixtures';

/** The signed-in admin is alice (1); dave (4) is a normal account. */
function renderUsers(options: UserFixtureOptions = {}) {
  const fixture = fixtureUserAdminApi(options);
  const view = renderTool(
    <UseradminAdminView api={fixture.api} permissions={useradminPermissions(['ADMIN'])} currentUserId={1} userKey="1" saveFile={() => {}} />,
    // The bridge installs the error translator, as the app's providers do.
    { path: '/useradmin/useradmin-admin', aside: <I18nBridge /> },
  );
  return { ...fixture, ...view };
}

async function askReset(user: ReturnType<typeof renderUsers>['user']) {
  const table = await screen.findByRole('table', { name: 'User Management' });
  const row = (await within(table).findByText('dave')).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'More actions for dave' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Reset two-step verification', hidden: true }));
  return screen.findByRole('alertdialog', { hidden: true });
}

describe('users screen: reset two-step verification', () => {
  it('asks first, then resets and says so', async () => {
    const { user, calls, notices } = renderUsers();
    const dialog = await askReset(user);
    expect(dialog).toHaveTextContent('Reset two-step verification of this user?');
    expect(calls.resetMfa).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-step verification', hidden: true }));
    await waitFor(() => expect(calls.resetMfa).toEqual([4]));
    await waitFor(() =>
      expect(notices).toContainEqual(expect.objectContaining({ intent: 'success', text: 'Two-step verification of dave reset.' })),
    );
  });

  it("says the server's reason, translated, when there is nothing to reset", async () => {
    const { user, notices } = renderUsers({ mfaError: apiError(409, { reason: 'mfa_not_enabled' }, 'Not enabled') });
    const dialog = await askReset(user);
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-step verification', hidden: true }));
    await waitFor(() =>
      expect(notices).toContainEqual(expect.objectContaining({ intent: 'error', text: 'Two-step verification is off for this account.' })),
    );
  });
});
