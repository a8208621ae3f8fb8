/**
 * Logging out as an administrator, then signing in as a creator on the same browser: the real
 * app (guard, layout, account menu, login screen) over fixture server calls. The administrator's
 * page stays in /login's `redirect`, but the creator may not open it, so they land on their
 * dashboard, never on the 401 page.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '@contracts/auth.js';
import LoginScreen from '@/screens/login/LoginScreen';
import { clearCookies, renderApp, userWith } from './support/appHarness';

afterEach(() => clearCookies());

const USERS: Record<string, UserInfo> = {
  admin: userWith(['ADMIN'], 'Admin'),
  creator1: userWith(['CREATOR'], 'Creator1'),
};

function renderBrowser(path: string) {
  let current = 'admin';
  return renderApp({
    path,
    token: 'admin-token',
    userInfo: async () => USERS[current],
    signIn: async ({ username }) => {
      current = username;
      return { token: `${username}-token` };
    },
    screens: {
      login: LoginScreen,
      dashboard: () => <h1>Dashboard of the signed-in user</h1>,
      configReview: () => <h1>Config review queue</h1>,
      brandTable: () => <h1>My brands</h1>,
    },
  });
}

async function logOutAndSignIn(username: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Account menu/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
  const form = await screen.findByRole('form', { name: 'Sign in' });
  await user.type(within(form).getByRole('textbox', { name: /Username/ }), username);
  await user.type(within(form).getByLabelText(/^Password/), 'rocket123{Enter}');
  return user;
}

describe('signing in after another user logged out', () => {
  it('lands a creator on their dashboard, not on the administrator’s page or 401', async () => {
    const app = renderBrowser('/wn/config-review');
    expect(await screen.findByRole('heading', { name: 'Config review queue' })).toBeInTheDocument();
    await logOutAndSignIn('creator1');
    expect(await screen.findByRole('heading', { name: 'Dashboard of the signed-in user' })).toBeInTheDocument();
    expect(app.location()).toBe('/dashboard');
  });

  it('still returns a user to a redirect they may open', async () => {
    const app = renderBrowser('/wn/config-review');
    await screen.findByRole('heading', { name: 'Config review queue' });
    await logOutAndSignIn('admin');
    expect(await screen.findByRole('heading', { name: 'Config review queue' })).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/wn/config-review'));
  });
});
