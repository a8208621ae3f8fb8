/**
 * Retrieve password with the real machines and fixture calls: the happy path (code for
 * 'retrieve', h1 of the new password, back to /login) and a wrong code.
 */
import { describe, expect, it, vi, type Mock } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@/api/client';
import RepasswordScreen from '@/screens/repassword/RepasswordScreen';
import type { RepasswordServices } from '@/screens/repassword/repasswordLogic';
import { fillIn, label, location, md5, renderScreen } from './authScreensKit';

/** md5('a brand new secret'), written out so the test states the exact digest. */
const H1 = 'dc4af696f09292ba4d103b5a53c90986';

const RESET = {
  Username: ' creator1 ',
  'Verification code': '654321',
  'New password': 'a brand new secret',
  'Repeat the new password': 'a brand new secret',
};

type Fixtures = { [K in keyof RepasswordServices]: Mock<RepasswordServices[K]> };

function services(overrides: Partial<Fixtures> = {}): Fixtures {
  return {
    userRetrievePasswordUpdate: vi.fn<RepasswordServices['userRetrievePasswordUpdate']>().mockResolvedValue(null),
    sendPhoneCode: vi.fn<RepasswordServices['sendPhoneCode']>().mockResolvedValue({ resendAfter: 60, expiresIn: 600 }),
    demoMode: vi.fn<RepasswordServices['demoMode']>().mockResolvedValue(false),
    phoneOutbox: vi.fn<RepasswordServices['phoneOutbox']>().mockResolvedValue([]),
    ...overrides,
  };
}

function renderRepassword(fixtures = services()) {
  return { fixtures, ...renderScreen(<RepasswordScreen services={fixtures} />, { path: '/repassword' }) };
}

describe('retrieve password screen', () => {
  it('sends a retrieve code, then the new password as h1, and returns to login', async () => {
    const { user, fixtures, notices } = renderRepassword();
    await user.type(await screen.findByLabelText(label('Phone number')), '13800138000');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
    expect(fixtures.sendPhoneCode).toHaveBeenCalledWith({ phone: '13800138000', purpose: 'retrieve' });
    expect(screen.getByText('Code sent to 13800138000. It stays valid for 10 minutes.')).toBeVisible();

    await fillIn(user, RESET);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(fixtures.userRetrievePasswordUpdate).toHaveBeenCalledTimes(1));
    expect(fixtures.userRetrievePasswordUpdate).toHaveBeenCalledWith({
      username: 'creator1',
      phone: '13800138000',
      phoneCode: '654321',
      password: H1,
      passwordConfirm: H1,
    });
    expect(md5('a brand new secret')).toBe(H1);
    expect(JSON.stringify(fixtures.userRetrievePasswordUpdate.mock.calls)).not.toContain('a brand new secret');

    expect(await location()).toHaveTextContent('/login?username=creator1');
    expect(notices).toContainEqual(
      expect.objectContaining({ intent: 'success', text: 'Your password has been changed. Sign in with the new one.' }),
    );
  });

  it('shows a wrong code on the code field and stays, until the user edits it', async () => {
    const fixtures = services({
      userRetrievePasswordUpdate: vi
        .fn<RepasswordServices['userRetrievePasswordUpdate']>()
        // As the server answers it: the specific reason plus a generic field issue.
        .mockRejectedValue(
          new ApiError('Wrong code', 400, {
            reason: 'phone_code_invalid',
            fields: [{ field: 'phoneCode', reason: 'invalid_value', message: 'Wrong code' }],
          }),
        ),
    });
    const { user } = renderRepassword(fixtures);
    await screen.findByRole('button', { name: 'Reset password' });
    await fillIn(user, { ...RESET, 'Phone number': '13800138000' });
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText('This code is wrong or has expired. Request a new one.')).toBeVisible();
    expect(screen.getByLabelText(label('Verification code'))).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('location')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reset password' })).not.toHaveAttribute('aria-disabled', 'true');

    await user.type(screen.getByLabelText(label('Verification code')), '{Backspace}0');
    expect(screen.queryByText('This code is wrong or has expired. Request a new one.')).toBeNull();
  });

  it('validates before calling: every field required, passwords must match', async () => {
    const fixtures = services();
    const { user } = renderRepassword(fixtures);
    await user.click(await screen.findByRole('button', { name: 'Reset password' }));
    for (const text of ['Enter a username.', 'Enter your phone number.', 'Enter the code we sent you.', 'Enter a password.', 'Repeat the password.']) {
      expect(await screen.findByText(text)).toBeVisible();
    }
    await fillIn(user, { ...RESET, 'Phone number': '13800138000', 'Repeat the new password': 'something else' });
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeVisible();
    expect(fixtures.userRetrievePasswordUpdate).not.toHaveBeenCalled();
  });

  it('says so above the form when the server fails for no field', async () => {
    const fixtures = services({
      userRetrievePasswordUpdate: vi
        .fn<RepasswordServices['userRetrievePasswordUpdate']>()
        .mockRejectedValue(new ApiError('Too many', 429, { reason: 'rate_limited', retryAfter: 30 })),
    });
    const { user } = renderRepassword(fixtures);
    await screen.findByRole('button', { name: 'Reset password' });
    await fillIn(user, { ...RESET, 'Phone number': '13800138000' });
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('The password could not be changed: Too many requests. Try again in 30 s.')).toBeVisible();
  });
});
