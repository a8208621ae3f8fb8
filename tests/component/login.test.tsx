/**
 * The login screen on the app's real auth logic (machines/auth.machine.ts with
 * src/auth/appAuthLogic.ts); only the api module is replaced, so the trimming, the salted
 * digest and the redirect are the ones users get.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@/api/client';
import { removeToken } from '@/auth/tokenCookie';
import { AuthProvider } from '@/auth/AuthProvider';
import { createAppAuthLogic } from '@/auth/appAuthLogic';
import LoginScreen from '@/screens/login/LoginScreen';
import { label, location, md5, renderScreen } from './authScreensKit';

const api = vi.hoisted(() => ({
  getSalt: vi.fn(),
  userLogin: vi.fn(),
  userInfo: vi.fn(),
  userLogout: vi.fn(),
}));
vi.mock('@/api/user', () => api);

const SALT = '0123456789abcdef0123456789abcdef';

function renderLogin(path = '/login', locale: 'en' | 'zh' = 'en') {
  return renderScreen(
    <AuthProvider logic={createAppAuthLogic()} initialToken={null}>
      <LoginScreen />
    </AuthProvider>,
    { path, locale },
  );
}

beforeEach(() => {
  api.getSalt.mockResolvedValue({ salt: SALT });
  api.userLogin.mockResolvedValue({ token: 'token-1', expiresAt: '2099-01-01T00:00:00Z' });
  api.userInfo.mockResolvedValue({ id: 1, username: 'admin', name: 'Admin', avatar: '', introduction: '', roles: ['ADMIN'] });
  api.userLogout.mockResolvedValue(null);
});
afterEach(() => {
  vi.clearAllMocks();
  removeToken();
});

describe('login screen', () => {
  it('sends the trimmed username and md5(md5(password) + salt), never the password', async () => {
    const { user } = renderLogin();
    await user.type(await screen.findByLabelText(label('Username')), '  admin  ');
    await user.type(screen.getByLabelText(label('Password')), 'admin123!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(api.userLogin).toHaveBeenCalledTimes(1));
    expect(api.getSalt).toHaveBeenCalledWith('admin', { silent: true });
    const [form] = api.userLogin.mock.calls[0]!;
    expect(form).toEqual({ username: 'admin', password: md5(md5('admin123!') + SALT), salt: SALT });
    expect(JSON.stringify(api.userLogin.mock.calls)).not.toContain('admin123!');
  });

  it('goes to the redirect path once signed in, and submits with Enter', async () => {
    const { user } = renderLogin('/login?redirect=%2Fwn%2Fgame-admin%3Fpage%3D2');
    await user.type(await screen.findByLabelText(label('Username')), 'admin');
    await user.type(screen.getByLabelText(label('Password')), 'admin123!{Enter}');
    expect(await location()).toHaveTextContent('/wn/game-admin?page=2');
  });

  it('goes home instead of to a redirect the signed-in user may not open', async () => {
    // /script-table is a creator's or a company's screen; the one signing in is an ADMIN.
    const { user } = renderLogin('/login?redirect=%2Fscript-table%3Fpage%3D2');
    await user.type(await screen.findByLabelText(label('Username')), 'admin');
    await user.type(screen.getByLabelText(label('Password')), 'admin123!{Enter}');
    expect(await location()).toHaveTextContent(/^\/$/);
  });

  it('goes to / without a redirect, and refuses a redirect to another site', async () => {
    const { user } = renderLogin('/login?redirect=%2F%2Fevil.example%2Fphish');
    await user.type(await screen.findByLabelText(label('Username')), 'admin');
    await user.type(screen.getByLabelText(label('Password')), 'admin123!{Enter}');
    expect(await location()).toHaveTextContent(/^\/$/);
  });

  it('shows the server error in the user language and stays on the form', async () => {
    api.userLogin.mockRejectedValue(new ApiError('Invalid credentials', 401, { reason: 'invalid_credentials' }));
    const { user } = renderLogin();
    await user.type(await screen.findByLabelText(label('Username')), 'admin');
    await user.type(screen.getByLabelText(label('Password')), 'wrong-password{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password.');
    expect(screen.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('asks for both fields, translated, without calling the server', async () => {
    const { user } = renderLogin('/login', 'zh');
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入用户名。')).toBeVisible();
    expect(screen.getByText('请输入密码。')).toBeVisible();
    expect(screen.getByLabelText(label('用户名'))).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(label('用户名')), '   ');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入用户名。')).toBeVisible();
    expect(api.getSalt).not.toHaveBeenCalled();
  });

  it('shows and hides the password with a labelled toggle', async () => {
    const { user } = renderLogin();
    const password = await screen.findByLabelText(label('Password'));
    await user.type(password, 'secret');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('is busy while signing in and does not send twice', async () => {
    let answer: (value: { salt: string }) => void = () => {};
    api.getSalt.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = renderLogin();
    await user.type(await screen.findByLabelText(label('Username')), 'admin');
    await user.type(screen.getByLabelText(label('Password')), 'admin123!{Enter}');
    const busy = await screen.findByRole('button', { name: /Signing in/ });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.type(screen.getByLabelText(label('Password')), '{Enter}');
    expect(api.getSalt).toHaveBeenCalledTimes(1);
    answer({ salt: SALT });
    expect(await location()).toHaveTextContent(/^\/$/);
  });

  it('prefills the username passed by register or reset', async () => {
    renderLogin('/login?username=ada_writer');
    expect(await screen.findByLabelText(label('Username'))).toHaveValue('ada_writer');
  });

  it('links to register and password retrieval', async () => {
    renderLogin();
    expect(await screen.findByRole('link', { name: 'Create a creator account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/repassword');
  });
});
