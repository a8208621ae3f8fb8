import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCookies, renderApp, userWith } from './support/appHarness';

// The error pages load lazily: under a loaded machine their chunk can take over a second.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => clearCookies());

describe('401 and 404 pages', () => {
  it('404 explains and leads home', async () => {
    const user = userEvent.setup();
    const app = renderApp({ path: '/404', token: 'stored' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(
      screen.getByText('The page you are looking for does not exist or has moved.'),
    ).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found - Rocket Script');
    await user.click(screen.getByRole('button', { name: 'Back to the dashboard' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
  });

  it('404 goes back to the page before', async () => {
    const user = userEvent.setup();
    const app = renderApp({ path: '/wn/game-admin', token: 'stored' });
    await screen.findByRole('heading', { name: 'Games' });
    await app.router.navigate('/nowhere');
    await user.click(await screen.findByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(app.location()).toBe('/wn/game-admin'));
  });

  it('401 is shown to a visitor without a session too, without account actions', async () => {
    renderApp({ path: '/401' });
    expect(
      await screen.findByRole('heading', { name: 'You do not have permission to view this page' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Log in with another account' }),
    ).not.toBeInTheDocument();
  });

  it('401 offers a signed-in user another account', async () => {
    const user = userEvent.setup();
    const app = renderApp({
      path: '/charts/active-cooperate-chart',
      token: 'stored',
      userInfo: userWith(['OPERATE']),
    });
    await user.click(await screen.findByRole('button', { name: 'Log in with another account' }));
    await waitFor(() => expect(app.location()).toMatch(/^\/login/));
    expect(app.calls.signOut).toHaveBeenCalledTimes(1);
  });

  it('/error/404 and /error/401 show inside the layout', async () => {
    renderApp({ path: '/error/404', token: 'stored' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('speaks the user’s language', async () => {
    renderApp({ path: '/404', locale: 'zh', token: 'stored' });
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('页面不存在 - 火箭脚本'));
    expect(document.documentElement.lang).toBe('zh');
  });
});
