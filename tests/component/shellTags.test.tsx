/**
 * The tags bar (docs/routes.md): visited views added on navigation, the affixed dashboard, the close
 * button, and the 105px context menu from the mouse and the keyboard (refresh through
 * /redirect, close, close others, close all). The breadcrumb rides along.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthActorRef } from '@/auth/authContext';
import { tagsViewActorFor } from '@/layout/tags/tagsViewActor';
import { clearCookies, renderApp } from './support/appHarness';

/** The login stand-in reports how many tags the session's tags view still holds. */
function LoginWithTagCount() {
  const auth = useAuthActorRef();
  return <h1>Login screen, {tagsViewActorFor(auth).getSnapshot().context.visitedViews.length} tags</h1>;
}

afterEach(() => {
  clearCookies();
  localStorage.clear();
});

const tagsBar = () => screen.findByRole('navigation', { name: 'Visited pages' });
const tagNames = async () =>
  within(await tagsBar())
    .getAllByRole('link')
    .map((link) => link.textContent);

async function visitThree() {
  const app = renderApp({ path: '/dashboard', token: 'stored', screens: { login: LoginWithTagCount } });
  await waitFor(async () => expect(await tagNames()).toEqual(['Dashboard']));
  await act(() => app.router.navigate('/game-channel-admin'));
  // A lazy screen suspends its first navigation: wait for it before moving on.
  await screen.findByRole('heading', { name: 'Game Channels' });
  await act(() => app.router.navigate('/activity-notice-admin?tab=2'));
  await waitFor(async () => expect(await tagNames()).toEqual(['Dashboard', 'Game Channels', 'Activity Pop-ups']));
  return app;
}

describe('tags bar', () => {
  it('adds a tag per visited screen, keeps the dashboard affixed and marks the active one', async () => {
    await visitThree();
    const bar = await tagsBar();
    expect(within(bar).getByRole('link', { name: 'Activity Pop-ups' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Activity Pop-ups' })).toHaveAttribute('href', '/activity-notice-admin?tab=2');
    // The affixed dashboard has no close button; the others do.
    expect(within(bar).queryByRole('button', { name: 'Close Dashboard' })).not.toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Close Game Channels' })).toBeInTheDocument();
  });

  it('closes the active tag with its button and goes to the last remaining one', async () => {
    const user = userEvent.setup();
    const app = await visitThree();
    await user.click(within(await tagsBar()).getByRole('button', { name: 'Close Activity Pop-ups' }));
    await waitFor(() => expect(app.location()).toBe('/game-channel-admin'));
    expect(await tagNames()).toEqual(['Dashboard', 'Game Channels']);
  });

  it('right-click → Close Others keeps the affixed dashboard and the chosen tag, and goes there', async () => {
    const user = userEvent.setup();
    const app = await visitThree();
    const tag = within(await tagsBar()).getByRole('link', { name: 'Game Channels' });
    await user.pointer({ keys: '[MouseRight]', target: tag });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Refresh',
      'Close',
      'Close Others',
      'Close All',
    ]);
    expect(menu.closest('[class]')?.parentElement).toBeTruthy();
    await user.click(within(menu).getByRole('menuitem', { name: 'Close Others' }));
    await waitFor(async () => expect(await tagNames()).toEqual(['Dashboard', 'Game Channels']));
    await waitFor(() => expect(app.location()).toBe('/game-channel-admin'));
  });

  it('Close All leaves only the affixed dashboard and goes there; the dashboard menu has no Close', async () => {
    const user = userEvent.setup();
    const app = await visitThree();
    await user.pointer({ keys: '[MouseRight]', target: within(await tagsBar()).getByRole('link', { name: 'Dashboard' }) });
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Close' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Close All' }));
    await waitFor(async () => expect(await tagNames()).toEqual(['Dashboard']));
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
  });

  it('Refresh goes through /redirect and back to the same page, query kept', async () => {
    const user = userEvent.setup();
    const app = await visitThree();
    const seen: string[] = [];
    const unsubscribe = app.router.subscribe((state) => seen.push(state.location.pathname + state.location.search));
    await user.pointer({ keys: '[MouseRight]', target: within(await tagsBar()).getByRole('link', { name: 'Activity Pop-ups' }) });
    await user.click(await screen.findByRole('menuitem', { name: 'Refresh' }));
    await waitFor(() => expect(seen).toContain('/redirect/activity-notice-admin?tab=2'));
    await waitFor(() => expect(app.location()).toBe('/activity-notice-admin?tab=2'));
    unsubscribe();
    expect(await tagNames()).toEqual(['Dashboard', 'Game Channels', 'Activity Pop-ups']);
  });

  it('opens the same menu from the keyboard (Shift+F10 on a focused tag) and returns focus', async () => {
    const user = userEvent.setup();
    await visitThree();
    const tag = within(await tagsBar()).getByRole('link', { name: 'Game Channels' });
    tag.focus();
    await user.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(tag).toHaveFocus());
  });

  it('is cleared when the auth actor emits loggedOut', async () => {
    const user = userEvent.setup();
    await visitThree();
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    expect(await screen.findByRole('heading', { name: 'Login screen, 0 tags' })).toBeInTheDocument();
  });

  it('shows the breadcrumb of the matched routes; a noRedirect group is not a link', async () => {
    const app = renderApp({ path: '/charts/active-chart', token: 'stored' });
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(within(crumbs).getByText('Script Daily Active Chart')).toBeInTheDocument());
    const buttons = within(crumbs).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Dashboard', 'Charts', 'Script Daily Active Chart']);
    expect(buttons[1]).toBeDisabled();
    await userEvent.setup().click(buttons[0]!);
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
  });
});
