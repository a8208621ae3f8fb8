/**
 * The sign-in's second step on the app's real auth logic (src/auth/appAuthLogic.ts): only the api
 * modules are replaced, so the pending token, the lazy step and the stored cookie are the ones
 * users get.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@/api/client';
import { getToken, removeToken } from '@/auth/tokenCookie';
import { AuthProvider } from '@/auth/AuthProvider';
import { createAppAuthLogic } from '@/auth/appAuthLogic';
import { PlatformInfoProvider } from '@/platform/PlatformInfoProvider';
import LoginScreen from '@/screens/login/LoginScreen';
import { MFA_FIXTURE } from '../fixtures/authFixtures';
import { label, location, renderScreen } from './authScreensKit';

const api = vi.hoisted(() => ({
  getSalt: vi.fn(),
  userLogin: vi.fn(),
  userInfo: vi.fn(),
  userLogout: vi.fn(),
}));
vi.mock('@/api/user', () => api);
const mfa = vi.hoisted(() => ({
  status: vi.fn(),
  enrolStart: vi.fn(),
  enrolConfirm: vi.fn(),
  verify: vi.fn(),
  renewCodes: vi.fn(),
  disable: vi.fn(),
  demoCode: vi.fn(),
}));
vi.mock('@/api/mfa', () => ({ mfaApi: mfa }));

const wrongCode = () => new ApiError('Wrong code', 400, { reason: 'mfa_code_invalid' });

function renderLogin(demoMode = false) {
  const info = Promise.resolve({ demoMode, currency: 'CNY', examineUnusualFactor: 3 });
  return renderScreen(
    <PlatformInfoProvider info={info}>
      <AuthProvider logic={createAppAuthLogic()} initialToken={null}>
        <LoginScreen />
      </AuthProvider>
    </PlatformInfoProvider>,
    { path: '/login' },
  );
}

async function signIn(user: ReturnType<typeof renderLogin>['user']) {
  await user.type(await screen.findByLabelText(label('Username')), 'ada');
  await user.type(screen.getByLabelText(label('Password')), 'secret!{Enter}');
}

beforeEach(() => {
  api.getSalt.mockResolvedValue({ salt: '0123456789abcdef0123456789abcdef' });
  api.userLogin.mockResolvedValue({ token: 'pending-token', expiresAt: '2099-01-01T00:00:00Z', mfa: 'verify' });
  api.userInfo.mockResolvedValue({ id: 1, username: 'ada', name: 'Ada', avatar: '', introduction: '', roles: ['ADMIN'] });
  api.userLogout.mockResolvedValue(null);
  mfa.verify.mockResolvedValue({ expiresAt: '2099-01-01T00:00:00Z', usedRecoveryCode: false, recoveryCodesLeft: 10 });
  mfa.enrolStart.mockResolvedValue(MFA_FIXTURE.enrolment);
  mfa.enrolConfirm.mockResolvedValue({ recoveryCodes: MFA_FIXTURE.recoveryCodes });
  mfa.demoCode.mockResolvedValue({ code: '654321', secondsLeft: 12 });
});
afterEach(() => {
  vi.clearAllMocks();
  removeToken();
});

describe('login: the second step', () => {
  it('asks for the code, verifies it as the pending session, and stores the token only then', async () => {
    const { user } = renderLogin();
    await signIn(user);
    const field = await screen.findByLabelText(label('Authenticator code'));
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(getToken()).toBeUndefined();
    await user.type(field, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(mfa.verify).toHaveBeenCalledWith('123 456', 'pending-token'));
    expect(await location()).toHaveTextContent(/^\/$/);
    expect(getToken()).toBe('pending-token');
  });

  it('says why a wrong code was refused and stays in the step', async () => {
    mfa.verify.mockRejectedValueOnce(wrongCode());
    const { user } = renderLogin();
    await signIn(user);
    await user.type(await screen.findByLabelText(label('Authenticator code')), '000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not right');
    expect(screen.getByLabelText(label('Authenticator code'))).toBeInTheDocument();
    expect(getToken()).toBeUndefined();
  });

  it('takes a recovery code in the same field once switched, leaving the other mode\'s refusal behind', async () => {
    mfa.verify.mockRejectedValueOnce(wrongCode());
    const { user } = renderLogin();
    await signIn(user);
    await user.type(await screen.findByLabelText(label('Authenticator code')), '000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not right');
    await user.click(await screen.findByRole('switch', { name: 'Use a recovery code' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Enter the code.')).toBeNull();
    const field = screen.getByLabelText(label('Recovery code'));
    expect(screen.queryByLabelText(label('Authenticator code'))).toBeNull();
    expect(screen.getByText(/Enter one of the recovery codes you saved/)).toBeInTheDocument();
    mfa.verify.mockResolvedValue({ expiresAt: '2099-01-01T00:00:00Z', usedRecoveryCode: true, recoveryCodesLeft: 2 });
    await user.type(field, 'abcde-fghij{Enter}');
    await waitFor(() => expect(mfa.verify).toHaveBeenCalledWith('abcde-fghij', 'pending-token'));
    // How many are left, told once before going on.
    expect(await screen.findByText(/2 recovery codes left/)).toBeInTheDocument();
    expect(getToken()).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await location()).toHaveTextContent(/^\/$/);
  });

  it('goes back to the password, saying why, when the pending session expired', async () => {
    mfa.verify.mockRejectedValue(new ApiError('Your session has expired; sign in again', 401, { reason: 'token_expired' }));
    const { user } = renderLogin();
    await signIn(user);
    await user.type(await screen.findByLabelText(label('Authenticator code')), '123456{Enter}');
    expect(await screen.findByLabelText(label('Password'))).toBeInTheDocument();
    expect(screen.queryByLabelText(label('Authenticator code'))).toBeNull();
    expect(await screen.findByRole('alert')).toHaveTextContent(/expired/i);
  });

  it('says when the demo code is not one the demo tells', async () => {
    mfa.demoCode.mockRejectedValue(new ApiError('No demo code', 404, { reason: 'not_found' }));
    const { user } = renderLogin(true);
    await signIn(user);
    await user.click(await screen.findByRole('button', { name: 'Show the demo code' }));
    expect(await screen.findByText(/Only the demo admin’s key is published/)).toBeInTheDocument();
  });

  it('goes back to the password, ending the pending session', async () => {
    const { user } = renderLogin();
    await signIn(user);
    await user.click(await screen.findByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByLabelText(label('Password'))).toBeInTheDocument();
    await waitFor(() => expect(api.userLogout).toHaveBeenCalledWith({ silent: true, token: 'pending-token' }));
    expect(mfa.verify).not.toHaveBeenCalled();
  });

  it('fills in the demo code in demo mode', async () => {
    const { user } = renderLogin(true);
    await signIn(user);
    await user.click(await screen.findByRole('button', { name: 'Show the demo code' }));
    await waitFor(() => expect(screen.getByLabelText(label('Authenticator code'))).toHaveValue('654321'));
    expect(mfa.demoCode).toHaveBeenCalledWith('ada', 'pending-token');
  });

  it('fills in the demo code while enrolling in demo mode', async () => {
    api.userLogin.mockResolvedValue({ token: 'pending-token', expiresAt: '2099-01-01T00:00:00Z', mfa: 'enrol' });
    const { user } = renderLogin(true);
    await signIn(user);
    await user.click(await screen.findByRole('button', { name: 'Show the demo code' }));
    await waitFor(() => expect(screen.getByLabelText(label('Authenticator code'))).toHaveValue('654321'));
    expect(mfa.demoCode).toHaveBeenCalledWith('ada', 'pending-token');
  });

  it('enrols when the role requires it: QR and key, a code, the recovery codes, then the session', async () => {
    api.userLogin.mockResolvedValue({ token: 'pending-token', expiresAt: '2099-01-01T00:00:00Z', mfa: 'enrol' });
    mfa.enrolConfirm.mockRejectedValueOnce(wrongCode());
    const { user } = renderLogin();
    await signIn(user);
    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText(label('Authenticator code')), '000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not right');
    await user.clear(screen.getByLabelText(label('Authenticator code')));
    await user.type(screen.getByLabelText(label('Authenticator code')), '123456{Enter}');

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(getToken()).toBeUndefined();
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I have saved these codes' }));
    await user.click(next);
    expect(await location()).toHaveTextContent(/^\/$/);
    expect(getToken()).toBe('pending-token');
  });
});
