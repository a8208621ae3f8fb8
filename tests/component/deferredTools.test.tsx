/**
 * The header's tools before their overlays have loaded (src/layout/deferred): the account button and
 * the search button are there with their names at once; a first press or keypress is kept and acts
 * once the overlays module arrives; the trigger stays the same element, focus on it, throughout.
 * Each test holds the module back behind a gate of its own, so it starts not loaded.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { DeferredModule } from '@/layout/deferred/deferredModule';
import { AccountButton } from '@/layout/account/AccountButton';
import { HeaderSearch } from '@/layout/headerSearch/HeaderSearch';
import { location, renderTool } from './support/toolsKit';

type Overlays = typeof import('@/layout/deferred/overlays');

const held = vi.hoisted(() => ({
  handle: undefined as DeferredModule<Overlays> | undefined,
  open: () => {},
  fail: () => {},
  requested: 0,
}));

// The layout's handle, made anew for each test: each import waits until the test opens (or fails)
// the gate of that import.
vi.mock('@/layout/deferred/layoutOverlays', async () => {
  const { deferredModule } = await import('@/layout/deferred/deferredModule');
  const current = () => held.handle!;
  const reset = () => {
    held.requested = 0;
    held.handle = deferredModule(async () => {
      held.requested += 1;
      await new Promise<void>((resolve, reject) => {
        held.open = resolve;
        held.fail = () => reject(new Error('offline'));
      });
      return import('@/layout/deferred/overlays');
    });
  };
  reset();
  return {
    resetLayoutOverlays: reset,
    layoutOverlays: {
      load: () => current().load(),
      preload: () => current().preload(),
      current: () => current().current(),
      subscribe: (listener: () => void) => current().subscribe(listener),
    },
  };
});

beforeEach(async () => {
  const mocked = (await import('@/layout/deferred/layoutOverlays')) as unknown as {
    resetLayoutOverlays: () => void;
  };
  mocked.resetLayoutOverlays();
});

/** Lets the overlays module arrive, and React render what it brings. */
async function arrive() {
  await act(async () => {
    held.open();
    await held.handle!.load();
  });
}

describe('the header tools before their overlays are in', () => {
  it('opens the account menu on the first Enter, focus kept on the same button', async () => {
    const { user } = renderTool(<AccountButton />);
    const button = await screen.findByRole('button', { name: 'Ada Lovelace, Account menu' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(held.handle!.current()).toBeUndefined();

    await user.tab();
    expect(button).toHaveFocus();
    expect(held.requested).toBe(1); // focus is an intent: the module is on its way
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();

    await arrive();
    const logOut = await screen.findByRole('menuitem', { name: 'Log Out' });
    expect(screen.getByRole('button', { name: 'Ada Lovelace, Account menu' })).toBe(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(logOut).toBeVisible();
    // Fluent then moves focus to the first item; jsdom has no layout for its focus finder, so the
    // browser journey (shell.journey) checks that part.

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('opens the account menu on a click before the module is in, and navigates from it', async () => {
    const { user } = renderTool(<AccountButton />);
    const button = await screen.findByRole('button', { name: 'Ada Lovelace, Account menu' });
    await user.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
    await arrive();
    await user.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    expect(await location()).toHaveTextContent('/profile');
  });

  it('keeps focus on the button when the module arrives without a press', async () => {
    const { user } = renderTool(<AccountButton />);
    const button = await screen.findByRole('button', { name: 'Ada Lovelace, Account menu' });
    await user.tab();
    await arrive();
    // Fluent's trigger props are on the button now (its id names the menu), the element unchanged.
    await waitFor(() => expect(button).toHaveAttribute('id'));
    expect(screen.getByRole('button', { name: 'Ada Lovelace, Account menu' })).toBe(button);
    expect(button).toHaveFocus();
    expect(screen.queryByRole('menu')).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  });

  it('opens nothing later when the module could not be fetched; the next press tries again', async () => {
    const { user } = renderTool(<AccountButton />);
    const button = await screen.findByRole('button', { name: 'Ada Lovelace, Account menu' });
    await user.click(button);
    await act(async () => {
      held.fail();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(held.handle!.current()).toBeUndefined();

    // Fetched later on a mere hover: the failed press does not open the menu then.
    await user.unhover(button);
    await user.hover(button);
    expect(held.requested).toBe(2);
    await arrive();
    await waitFor(() => expect(button).toHaveAttribute('id'));
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Log Out' })).toBeVisible();
  });

  it('expands the search on the first Enter and searches at once', async () => {
    const { user } = renderTool(<HeaderSearch />);
    const button = await screen.findByRole('button', { name: 'Search the menu' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('combobox')).toBeNull();

    await arrive();
    const box = await screen.findByRole('combobox', { name: 'Search pages' });
    await waitFor(() => expect(box).toHaveFocus());
    await user.keyboard('games');
    expect(await screen.findByRole('option', { name: /\/wn\/game-admin/ })).toBeVisible();
    await user.keyboard('{Escape}{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Search the menu' })).toHaveFocus(),
    );
  });

  it('expands the search on a click before the module is in', async () => {
    const { user } = renderTool(<HeaderSearch />);
    await user.click(await screen.findByRole('button', { name: 'Search the menu' }));
    await arrive();
    await user.type(await screen.findByRole('combobox', { name: 'Search pages' }), 'card');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await location()).toHaveTextContent(/^\/wn\/card/);
  });
});
