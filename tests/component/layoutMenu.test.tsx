import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { TOKEN_COOKIE } from '@/auth/tokenCookie';
import { clearCookies, renderApp, userWith } from './support/appHarness';

afterEach(() => clearCookies());

const menu = () => screen.findByRole('navigation', { name: 'Main menu' });

describe('signed-in layout', () => {
  it('shows an ADMIN the admin groups and not the other roles’ screens', async () => {
    renderApp({ path: '/dashboard', token: 'stored', userInfo: userWith(['ADMIN'], 'Ada') });
    const nav = await menu();
    for (const group of ['Users', 'Platform', 'Clicker', 'App Versions', 'Partners']) {
      expect(within(nav).getByRole('button', { name: group })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Game Channels' })).toBeInTheDocument();
    expect(
      within(nav).getByRole('link', { name: 'Lua Detection Code Upload' }),
    ).toBeInTheDocument();
    for (const other of ['My Scripts', 'Script Operations', 'Clicks by Day', 'Settlement']) {
      expect(within(nav).queryByRole('link', { name: other })).not.toBeInTheDocument();
    }
    // Hidden routes never show.
    expect(within(nav).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Account menu/ })).toHaveTextContent('Ada');
  });

  it('shows a CREATOR exactly its entries', async () => {
    renderApp({ path: '/dashboard', token: 'stored', userInfo: userWith(['CREATOR']) });
    const nav = await menu();
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Dashboard',
      'My Brands',
      'My Scripts',
      'My Activity',
      'My Statistics',
      'Settlement',
      // Owners' review outcomes (docs/routes.md).
      'My Configs',
      'My Shared Configs',
    ]);
    expect(within(nav).getByRole('button', { name: 'Card Keys' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Platform' })).not.toBeInTheDocument();
  });

  it('highlights the current page and opens its group', async () => {
    renderApp({ path: '/wn/game-admin', token: 'stored' });
    const nav = await menu();
    const current = await within(nav).findByRole('link', { name: 'Games' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Brands' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Platform' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('navigates from the menu by click and by keyboard', async () => {
    const user = userEvent.setup();
    const app = renderApp({ path: '/dashboard', token: 'stored' });
    const nav = await menu();
    await user.click(within(nav).getByRole('link', { name: 'Game Channels' }));
    expect(await screen.findByRole('heading', { name: 'Game Channels' })).toBeInTheDocument();
    expect(app.location()).toBe('/game-channel-admin');
    expect(within(nav).getByRole('link', { name: 'Game Channels' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(document.title).toBe('Game Channels - Rocket Script');

    // Open a group and follow a link from the keyboard alone.
    within(nav).getByRole('button', { name: 'Users' }).focus();
    await user.keyboard('{Enter}');
    const link = await within(nav).findByRole('link', { name: 'Business Companies' });
    link.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe('/useradmin/business-company-admin'));
  });

  it('logs out from the account menu: server told, session gone, back to login', async () => {
    const user = userEvent.setup();
    const app = renderApp({ path: '/wn/game-admin', token: 'stored' });
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fwn%2Fgame-admin'));
    expect(app.calls.signOut).toHaveBeenCalledTimes(1);
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
  });

  it('switches the language from the account menu (the one place for it on a narrow screen)', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/dashboard', token: 'stored' });
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Language' }));
    const english = await screen.findByRole('menuitemradio', { name: 'English' });
    expect(english).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('menuitemradio', { name: '日本語' }));
    expect(await screen.findByRole('button', { name: /アカウントメニュー/ })).toBeInTheDocument();
    expect(Cookies.get('language')).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
  });
});
