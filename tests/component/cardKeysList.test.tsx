/**
 * The card keys screens as their users meet them (docs/cardKeys.md, "Screens"): keys masked, the
 * redeeming user by name; one key looked up however it is typed (a key that cannot be one is
 * refused on its field, nothing sent); a group's keys from the URL (its row's "Keys"); Disable
 * only where the key machine allows it, asked first, focus back on the row; History for ADMIN.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { CARD_CREATOR, plainKeyOf } from '../fixtures/lists/cardKeyFixtures';
import { actionsOf, actOnRow, answer, renderKeys, rowOf, seriousViolations } from './support/cardKit';

configure({ asyncUtilTimeout: 5000 });

const keyFilter = () => screen.getByRole('textbox', { name: 'Card key' });
const lastQuery = (queries: readonly Record<string, unknown>[]) => queries[queries.length - 1];

describe('the keys list', () => {
  it('shows every key masked, and who redeemed it by name', async () => {
    const { keys } = renderKeys();
    const table = await screen.findByRole('table', { name: 'Card Keys' });
    const newest = await rowOf(22);
    expect(within(newest).getByText(`••••-••••-••••-${plainKeyOf(22).slice(-4)}`)).toBeInTheDocument();
    for (const key of keys) expect(table.textContent).not.toContain(plainKeyOf(key.id));
    const redeemed = await rowOf(16);
    expect(within(redeemed).getByText('player1 (Player One)')).toBeInTheDocument();
    expect(within(redeemed).getByText('Redeemed')).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('opens on a group’s keys from the URL', async () => {
    const { calls } = renderKeys(CARD_CREATOR, { query: '?groupId=2' });
    await waitFor(() => expect(lastQuery(calls.keyQueries)).toMatchObject({ groupId: '2' }));
    await rowOf(7);
    expect(document.querySelectorAll('[data-row-id]')).toHaveLength(4);
    const group = screen.getByRole('combobox', { name: 'Card group' });
    await waitFor(() => expect(group).toHaveDisplayValue('#2 · Farm Hero Daily 3'));
  });

  it('finds one key typed any way, and refuses what cannot be a key on its field', async () => {
    const { user, calls } = renderKeys();
    await rowOf(22);
    await user.type(keyFilter(), 'abcd');
    const before = calls.keyQueries.length;
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter a whole key: 16 letters and digits, as XXXX-XXXX-XXXX-XXXX.')).toBeInTheDocument();
    expect(keyFilter()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(keyFilter()).toHaveFocus());
    expect(calls.keyQueries).toHaveLength(before);

    const typed = plainKeyOf(5).replace(/-/g, ' ').toLowerCase();
    await user.clear(keyFilter());
    await user.type(keyFilter(), typed);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery(calls.keyQueries)).toMatchObject({ cardKey: typed }));
    await waitFor(() => expect(document.querySelectorAll('[data-row-id]')).toHaveLength(1));
    expect(within(await rowOf(5)).getByText(`••••-••••-••••-${plainKeyOf(5).slice(-4)}`)).toBeInTheDocument();
  });

  it('says on the field when the URL holds no key, and does not search for it', async () => {
    const { calls } = renderKeys(CARD_CREATOR, { query: '?cardKey=O0O0' });
    expect(await screen.findByText('Enter a whole key: 16 letters and digits, as XXXX-XXXX-XXXX-XXXX.')).toBeInTheDocument();
    await screen.findByText('No records match this view. Change or reset the filters.');
    expect(calls.keyQueries.filter((query) => 'cardKey' in query)).toEqual([]);
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });
});

describe('disabling a key', () => {
  it('is offered only where the key machine allows it, asked first, and focus comes back to the row', async () => {
    const { user, calls, notices } = renderKeys(CARD_CREATOR);
    expect(await actionsOf(user, await rowOf(4))).toEqual([]);
    expect(await actionsOf(user, await rowOf(6))).toEqual([]);
    const row = await rowOf(1);
    await actOnRow(user, row, 'Disable');
    const said = await answer(user, 'Disable');
    expect(said).toContain(`Disable card key Puzzle Tower Auto 1 · #1 · ••••-••••-••••-${plainKeyOf(1).slice(-4)}?`);
    expect(said).toContain('It can never be redeemed. This cannot be undone.');
    await waitFor(() => expect(calls.disabledKeys).toEqual([1]));
    await waitFor(async () => expect(within(await rowOf(1)).getByText('Disabled')).toBeInTheDocument());
    expect(notices.map((notice) => notice.text)).toContain(`Disabled: Puzzle Tower Auto 1 · #1 · ••••-••••-••••-${plainKeyOf(1).slice(-4)}`);
    await waitFor(async () => expect((await rowOf(1)).contains(document.activeElement) || document.activeElement === (await rowOf(1))).toBe(true));
    // A CREATOR sees only their own groups' keys, and reads no History.
    expect(document.querySelector('[data-row-id="13"]')).toBeNull();
    expect(within(await rowOf(2)).queryByRole('button', { name: 'History' })).toBeNull();
  });
});

describe('a key’s History', () => {
  it('is offered to ADMIN, and opens the key’s statechart', async () => {
    const { user, histories } = renderKeys();
    const row = await rowOf(16);
    expect(await actionsOf(user, row)).toEqual(['History']);
    await actOnRow(user, row, 'History');
    await waitFor(() => expect(histories).toEqual([{ entity: 'card_key', id: 16 }]));
    expect(await screen.findByRole('dialog', { hidden: true })).toHaveTextContent(/History of VIP · #5 · ••••/);
  });

  it('is a list of cards on a phone', async () => {
    renderKeys(CARD_CREATOR, { device: 'mobile' });
    const card = await rowOf(1);
    expect(card.tagName).toBe('LI');
    expect(within(card).getByRole('button', { name: 'Disable' })).toBeInTheDocument();
  });
});
