/**
 * The operator's side of the catalogue (docs/scripts.md): the switches-and-labels dialog sends the
 * three operational fields only; a creator who also operates edits their own scripts and operates
 * all; the recommendation order is changed with the Move up / Move down buttons from the keyboard,
 * saved with the version it was read at, and a conflict is said in words and read again.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@contracts/roles.js';
import { showOrderVersion } from '@contracts/scriptOrder.js';
import type { ScriptScreenKey } from '@/screens/scripts/scriptScreens';
import { actOnRow as act, dialogTitled, renderCatalogue, rowOf } from './support/scriptCatalogueKit';
import { sampleScripts, sampleShownScripts as shownRows } from '../fixtures/lists/scriptFixtures';

configure({ asyncUtilTimeout: 5000 });

const setup = (screenKey: ScriptScreenKey, roles: Role[], userId: number, rows = sampleScripts(6)) =>
  renderCatalogue(screenKey, roles, userId, rows, '/script-operate');

/** The order dialog's scripts, top first. */
const namesIn = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: /Shown scripts/, hidden: true }))
    .getAllByRole('listitem', { hidden: true })
    .map((item) => /(Puzzle Tower Auto 1|Star Miner Helper 2|Farm Hero Daily 3|Sky Fisher Pro 4)/.exec(item.textContent ?? '')?.[1]);

describe("the operator's switches and labels", () => {
  it('changes whether a script is paid or cached and its labels, and sends nothing else', async () => {
    const { user, calls } = setup('scriptOperate', ['OPERATE'], 40);
    await act(user, await rowOf('Star Miner Helper 2'), 'Switches and labels');
    const dialog = await dialogTitled('Switches and labels: “Star Miner Helper 2”');
    expect(within(dialog).queryByRole('textbox', { name: /Script name|Description/, hidden: true })).not.toBeInTheDocument();
    const paid = within(dialog).getByRole('switch', { name: 'Paid', hidden: true });
    expect(paid).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Cache the package', hidden: true })).toBeChecked();
    await user.click(paid);
    await user.type(within(dialog).getAllByRole('combobox', { name: 'Labels', hidden: true })[0]!, 'weekend{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(calls.update).toHaveLength(1));
    expect(calls.update[0]).toEqual({ id: 2, cacheSwitch: true, chargeSwitch: true, scriptLabel: ['idle', 'weekend'] });
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Script Operations' })).getAllByText('Yes').length).toBeGreaterThan(0));
  });

  it('gives a creator who also operates Edit on their own scripts and the switches on every script', async () => {
    setup('scriptOperate', ['CREATOR', 'OPERATE'], 7);
    const own = await rowOf('Puzzle Tower Auto 1');
    const others = await rowOf('Star Miner Helper 2');
    expect(within(own).getByRole('button', { name: /Edit/ })).toBeInTheDocument();
    expect(within(others).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(others).getByRole('button', { name: 'Switches and labels' })).toBeInTheDocument();
  });
});

describe('the recommendation order', () => {
  it('moves scripts with the Move up and Move down buttons from the keyboard, then Save sends the order and its version', async () => {
    const rows = shownRows();
    const { user, orders } = setup('scriptOperate', ['OPERATE'], 40, rows);
    const version = showOrderVersion(rows.filter((row) => row.status === 'shown'));
    await user.click(await screen.findByRole('button', { name: 'Edit the recommendation order' }));
    const dialog = await dialogTitled('Recommendation order');
    await waitFor(() => expect(namesIn(dialog)).toEqual(['Sky Fisher Pro 4', 'Puzzle Tower Auto 1', 'Star Miner Helper 2', 'Farm Hero Daily 3']));
    expect(within(dialog).getByRole('button', { name: 'Move up: “Sky Fisher Pro 4”', hidden: true })).toBeDisabled();

    within(dialog).getByRole('button', { name: 'Move up: “Farm Hero Daily 3”', hidden: true }).focus();
    await user.keyboard('{Enter}');
    expect(namesIn(dialog)).toEqual(['Sky Fisher Pro 4', 'Puzzle Tower Auto 1', 'Farm Hero Daily 3', 'Star Miner Helper 2']);
    expect(within(dialog).getByText('“Farm Hero Daily 3” is now number 3 of 4.')).toBeInTheDocument();
    // Focus stays with the script moved: Enter again moves it once more.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Move up: “Farm Hero Daily 3”', hidden: true })));
    await user.keyboard('{Enter}');
    within(dialog).getByRole('button', { name: 'Move down: “Sky Fisher Pro 4”', hidden: true }).focus();
    await user.keyboard(' ');
    expect(namesIn(dialog)).toEqual(['Farm Hero Daily 3', 'Sky Fisher Pro 4', 'Puzzle Tower Auto 1', 'Star Miner Helper 2']);

    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(orders).toEqual([{ ids: [3, 4, 1, 2], version }]));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    expect(rows.find((row) => row.id === 3)!.showOrder).toBe(1);
  });

  it('says a parallel change in words and reads the order again, then saves from the new version', async () => {
    const rows = shownRows();
    const { user, orders } = setup('scriptOperate', ['OPERATE'], 40, rows);
    await user.click(await screen.findByRole('button', { name: 'Edit the recommendation order' }));
    const dialog = await dialogTitled('Recommendation order');
    await user.click(await within(dialog).findByRole('button', { name: 'Move down: “Sky Fisher Pro 4”', hidden: true }));
    // Meanwhile another operator puts Star Miner Helper 2 first.
    rows.find((row) => row.id === 2)!.showOrder = 0;
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(dialog).findByText(/Someone changed the order or the shown scripts meanwhile/)).toBeInTheDocument();
    await waitFor(() => expect(namesIn(dialog)).toEqual(['Star Miner Helper 2', 'Sky Fisher Pro 4', 'Puzzle Tower Auto 1', 'Farm Hero Daily 3']));

    await user.click(within(dialog).getByRole('button', { name: 'Move down: “Star Miner Helper 2”', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(orders).toHaveLength(2));
    expect(orders[1]!.ids).toEqual([4, 2, 1, 3]);
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
  });

  it('asks before dropping a changed order', async () => {
    const { user, orders } = setup('scriptOperate', ['OPERATE'], 40, shownRows());
    await user.click(await screen.findByRole('button', { name: 'Edit the recommendation order' }));
    const dialog = await dialogTitled('Recommendation order');
    await user.click(await within(dialog).findByRole('button', { name: 'Move down: “Sky Fisher Pro 4”', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    expect(await within(dialog).findByText('Discard your changes?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    expect(orders).toEqual([]);
  });
});

describe('who is offered the order', () => {
  it('a creator is not', async () => {
    setup('scriptTable', ['CREATOR'], 7);
    await screen.findByRole('table', { name: 'My Scripts' });
    expect(screen.queryByRole('button', { name: 'Edit the recommendation order' })).not.toBeInTheDocument();
  });
});
