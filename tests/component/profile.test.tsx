/**
 * The profile screen with the real submission machine; only the call is a fixture (vi.fn), so
 * the rules, the hashing and the error placement are what users get.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@/api/client';
import ProfileScreen from '@/screens/profile/ProfileScreen';
import type { ProfileServices } from '@/screens/profile/profileLogic';
import { fixtureMfaSectionApi } from '../fixtures/mfaFixtures';
import { fixtureSessionsApi } from '../fixtures/sessionFixtures';
import { fillIn, label, md5 } from './authScreensKit';
import { renderTool, TEST_USER } from './support/toolsKit';

const OLD = 'my old secret 1';
const NEW = 'a brand new secret';

function renderProfile(
  userChangePassword = vi.fn<ProfileServices['userChangePassword']>().mockResolvedValue(null),
  locale: 'en' | 'zh' = 'en',
) {
  const view = renderTool(<ProfileScreen services={{ userChangePassword, sessions: fixtureSessionsApi(), mfa: fixtureMfaSectionApi() }} />, {
    path: '/profile',
    locale,
    user: { ...TEST_USER, roles: ['ADMIN', 'CREATOR'] },
  });
  return { ...view, userChangePassword };
}

const VALID = { 'Current password': OLD, 'New password': NEW, 'Repeat the new password': NEW };

describe('profile screen', () => {
  it('shows the user: name, username, translated roles and introduction', async () => {
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeVisible();
    // Inside the shell's main landmark: a region named by its heading, never a second main.
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.getByRole('region', { name: 'Profile' })).toBeInTheDocument();
    expect(await screen.findAllByText('Ada Lovelace')).not.toHaveLength(0);
    expect(screen.getByText('ada')).toBeVisible();
    expect(screen.getByText('Administrator')).toBeVisible();
    expect(screen.getByText('Script creator')).toBeVisible();
    expect(screen.getByText('Writes scripts for the analytical engine.')).toBeVisible();
  });

  it('shows roles in Chinese', async () => {
    renderProfile(undefined, 'zh');
    expect(await screen.findByRole('heading', { name: '个人中心' })).toBeVisible();
    expect(await screen.findByText('管理员')).toBeVisible();
    expect(screen.getByText('脚本作者')).toBeVisible();
  });

  it('checks the fields before sending anything', async () => {
    const { user, userChangePassword } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Enter your current password.')).toBeVisible();
    expect(screen.getByText('Enter a password.')).toBeVisible();
    expect(screen.getByText('Repeat the password.')).toBeVisible();

    await fillIn(user, {
      'Current password': OLD,
      'New password': OLD,
      'Repeat the new password': 'other',
    });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('The new password must differ from the current one.'),
    ).toBeVisible();
    expect(screen.getByText('The passwords do not match.')).toBeVisible();
    expect(userChangePassword).not.toHaveBeenCalled();
  });

  it('sends the username and md5 digests of what was typed, never the passwords, then clears the form', async () => {
    const { user, userChangePassword } = renderProfile();
    await screen.findByRole('button', { name: 'Change password' });
    await fillIn(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(userChangePassword).toHaveBeenCalledTimes(1));
    expect(userChangePassword).toHaveBeenCalledWith({
      username: 'ada',
      oldPassword: md5(OLD),
      newPassword: md5(NEW),
    });
    const sent = JSON.stringify(userChangePassword.mock.calls);
    expect(sent).not.toContain(OLD);
    expect(sent).not.toContain(NEW);

    expect(
      await screen.findByText(
        'Password changed. Other sessions have been signed out; this one stays signed in.',
      ),
    ).toBeVisible();
    for (const field of Object.keys(VALID))
      expect(screen.getByLabelText(label(field))).toHaveValue('');

    // A second change works too.
    await fillIn(user, {
      'Current password': NEW,
      'New password': 'yet another secret',
      'Repeat the new password': 'yet another secret',
    });
    expect(screen.queryByText(/^Password changed\./)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(userChangePassword).toHaveBeenCalledTimes(2));
  });

  it('shows old_password_wrong on the current password field', async () => {
    const { user } = renderProfile(
      vi
        .fn<ProfileServices['userChangePassword']>()
        .mockRejectedValue(
          new ApiError('Old password is wrong', 400, { reason: 'old_password_wrong' }),
        ),
    );
    await screen.findByRole('button', { name: 'Change password' });
    await fillIn(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The old password is incorrect.')).toBeVisible();
    expect(screen.getByLabelText(label('Current password'))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByLabelText(label('New password'))).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.queryByText(/^The password was not changed/)).toBeNull();
    // The typed text stays for a retry.
    expect(screen.getByLabelText(label('New password'))).toHaveValue(NEW);
  });

  it('says above the form when the call fails otherwise', async () => {
    const { user } = renderProfile(
      vi
        .fn<ProfileServices['userChangePassword']>()
        .mockRejectedValue(new ApiError('Too many', 429, { reason: 'rate_limited' })),
    );
    await screen.findByRole('button', { name: 'Change password' });
    await fillIn(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText(/^The password was not changed: Too many attempts/),
    ).toBeVisible();
  });

  it('shows the new password\'s strength as it is typed and refuses a weak one, in the user\'s language', async () => {
    const { user, userChangePassword } = renderProfile();
    await screen.findByRole('button', { name: 'Change password' });
    await fillIn(user, { 'Current password': OLD, 'New password': 'short1', 'Repeat the new password': 'short1' });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Use at least 12 characters.')).toBeVisible();

    await fillIn(user, { 'New password': 'qwertyuiopas', 'Repeat the new password': 'qwertyuiopas' });
    expect(await screen.findByRole('progressbar', { name: /^Strength: (Very weak|Weak)$/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This password is too easy to guess. Make it longer or add unusual words.')).toBeVisible();

    await fillIn(user, { 'New password': 'password1234', 'Repeat the new password': 'password1234' });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This password is too common. Choose another one.')).toBeVisible();
    expect(userChangePassword).not.toHaveBeenCalled();

    await fillIn(user, { 'New password': NEW, 'Repeat the new password': NEW });
    expect(await screen.findByRole('progressbar', { name: 'Strength: Strong' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(userChangePassword).toHaveBeenCalledTimes(1));
  });

  it("puts the server's password_too_common on the new password, translated", async () => {
    const { user } = renderProfile(
      vi.fn<ProfileServices['userChangePassword']>().mockRejectedValue(new ApiError('Too common', 400, { reason: 'password_too_common', fields: [{ field: 'newPassword', reason: 'invalid_value', message: 'x' }] })),
      'zh',
    );
    await screen.findByRole('button', { name: '修改密码' });
    await fillIn(user, { 当前密码: OLD, 新密码: NEW, 确认新密码: NEW });
    await user.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('该密码过于常见，请换一个。')).toBeVisible();
  });
});
