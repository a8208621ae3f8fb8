import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import userEvent from '@testing-library/user-event';
import { reportSessionExpired } from '@/api/sessionEvents';
import { useAuthSelector, useAuthSend } from '@/auth/authContext';
import { TOKEN_COOKIE } from '@/auth/tokenCookie';
import { clearCookies, renderApp, userWith } from './support/appHarness';

afterEach(() => clearCookies());

describe('router guard (docs/routes.md)', () => {
  it('without a token sends a screen to /login with the exact redirect', async () => {
    const app = renderApp({ path: '/wn/game-admin?page=2&sort=name,asc' });
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(app.location()).toBe('/login?redirect=%2Fwn%2Fgame-admin%3Fpage%3D2%26sort%3Dname%2Casc');
    expect(new URLSearchParams(app.router.state.location.search).get('redirect')).toBe(
      '/wn/game-admin?page=2&sort=name,asc',
    );
    expect(app.calls.fetchUserInfo).not.toHaveBeenCalled();
  });

  it('without a token sends an unknown path to /login too (nothing is revealed)', async () => {
    const app = renderApp({ path: '/no/such/page' });
    await screen.findByRole('heading', { name: 'Login screen' });
    expect(app.location()).toBe('/login?redirect=%2Fno%2Fsuch%2Fpage');
  });

  it('with a token sends /login to /, which leads to /dashboard', async () => {
    const app = renderApp({ path: '/login', token: 'stored' });
    // The dashboard greets the signed-in user by name.
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome, / })).toBeInTheDocument();
    expect(app.location()).toBe('/dashboard');
    expect(document.title).toBe('Dashboard - Rocket Script');
  });

  it('with a token follows /login’s redirect', async () => {
    const app = renderApp({ path: '/login?redirect=%2Fwn%2Fgame-admin', token: 'stored' });
    expect(await screen.findByRole('heading', { name: 'Games' })).toBeInTheDocument();
    expect(app.location()).toBe('/wn/game-admin');
  });

  it('shows a loading state while the session is checked', async () => {
    let answer: (user: unknown) => void = () => {};
    const app = renderApp({
      path: '/wn/game-admin',
      token: 'stored',
      userInfo: () => new Promise((resolve) => (answer = resolve)),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    await act(async () => answer(userWith(['ADMIN'])));
    expect(await screen.findByRole('heading', { name: 'Games' })).toBeInTheDocument();
    expect(app.location()).toBe('/wn/game-admin');
  });

  it('sends an unknown path to /404', async () => {
    const app = renderApp({ path: '/no/such/page', token: 'stored' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(app.location()).toBe('/404');
  });

  it('never shows a CREATOR an ADMIN screen: /401 instead', async () => {
    const app = renderApp({
      path: '/wn/game-admin',
      token: 'stored',
      userInfo: userWith(['CREATOR']),
    });
    expect(
      await screen.findByRole('heading', { name: 'You do not have permission to view this page' }),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/401');
    expect(screen.queryByRole('heading', { name: 'Games' })).not.toBeInTheDocument();
  });

  it('shows the screen the role gives a shared path', async () => {
    renderApp({ path: '/script-table', token: 'stored', userInfo: userWith(['BUSINESS_COMPANY']) });
    expect(await screen.findByRole('heading', { name: 'Company Scripts' })).toBeInTheDocument();
    expect(document.title).toBe('Company Scripts - Rocket Script');
  });

  it('leads a group path to its first screen the user may open', async () => {
    const app = renderApp({
      path: '/cooperate',
      token: 'stored',
      userInfo: userWith(['COOPERATE']),
    });
    expect(await screen.findByRole('heading', { name: 'Partner Promotions' })).toBeInTheDocument();
    expect(app.location()).toBe('/cooperate/cooperate-advert-admin');
  });

  it('/redirect/<path> replaces itself with the path', async () => {
    const app = renderApp({ path: '/redirect/wn/game-admin?page=3', token: 'stored' });
    expect(await screen.findByRole('heading', { name: 'Games' })).toBeInTheDocument();
    expect(app.location()).toBe('/wn/game-admin?page=3');
  });

  it.each([
    ['no user info', null, 'Verification failed, please Login again.'],
    ['no roles', { ...userWith(['ADMIN']), roles: [] }, 'getInfo: roles must be a non-null array!'],
  ])(
    'with %s: token cleared, the exact message shown, login with redirect',
    async (_, userInfo, message) => {
      const app = renderApp({ path: '/wn?tab=1', token: 'stored', userInfo });
      expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
      expect(app.location()).toBe('/login?redirect=%2Fwn%3Ftab%3D1');
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    },
  );

  it('a session the server refuses sends the user to login from where they are', async () => {
    const app = renderApp({ path: '/wn/game-admin', token: 'stored' });
    await screen.findByRole('heading', { name: 'Games' });
    act(() => reportSessionExpired());
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fwn%2Fgame-admin'));
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
  });

  it('after signing in on /login goes to the redirect', async () => {
    // A stand-in login screen doing what the real one does: send LOGIN to the auth actor.
    function LoginStub() {
      const send = useAuthSend();
      const busy = useAuthSelector((snapshot) => snapshot.hasTag('busy'));
      return (
        <button
          disabled={busy}
          onClick={() => send({ type: 'LOGIN', username: ' maker ', password: 'pw' })}
        >
          Sign in
        </button>
      );
    }
    const app = renderApp({
      path: '/login?redirect=%2Fbrand-table',
      userInfo: userWith(['CREATOR']),
      screens: { login: LoginStub },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'My Brands' })).toBeInTheDocument();
    expect(app.location()).toBe('/brand-table');
    expect(app.calls.signIn).toHaveBeenCalledWith({ username: 'maker', password: 'pw' });
    expect(Cookies.get(TOKEN_COOKIE)).toBe('fresh-token');
  });
});
