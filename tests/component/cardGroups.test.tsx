/**
 * The card groups screens as their users meet them (docs/cardKeys.md, "Screens"): a CREATOR
 * generates keys for their own scripts only, bad numbers refused before anything is sent, and is
 * invited to download the new group's keys; a group's keys download once (a CREATOR is not offered
 * a second time, ADMIN is asked for a reason, which is sent); disabling a group asks first, naming
 * it and its unused keys; Keys and History lead to the group's keys and its audit trail.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { apiError, CARD_CREATOR } from '../fixtures/lists/cardKeyFixtures';
import { actionsOf, actOnRow, answer, renderGroups, rowOf, seriousViolations } from './support/cardKit';
import { location } from './support/toolsKit';

configure({ asyncUtilTimeout: 5000 });

const dialogTitled = async (title: string) => {
  const dialog = await screen.findByRole('dialog', { hidden: true });
  await waitFor(() => expect(dialog).toHaveTextContent(title));
  return dialog;
};
const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name, hidden: true });

describe('generating keys as a CREATOR', () => {
  it('offers only their own scripts, refuses bad numbers before sending, then lists the group and invites its download', async () => {
    const { user, calls, saveFile, notices } = renderGroups(CARD_CREATOR);
    await screen.findByRole('table', { name: 'Card Key Generation' });
    expect(screen.getByText(/Each group sells one of your scripts, shown or hidden\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate keys' }));
    const dialog = await dialogTitled('Generate card keys');
    // No choice of goods: a CREATOR sells scripts, their own, shown or hidden (the draft and the returned one are not for sale).
    expect(within(dialog).queryByRole('combobox', { name: /Goods/, hidden: true })).toBeNull();
    const picker = within(dialog).getByRole('combobox', { name: /Script/, hidden: true });
    await waitFor(() =>
      expect(within(picker).getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
        'Choose a script',
        'Dungeon Runner 5',
      ]),
    );

    await user.type(field(dialog, /Number of keys/), '0');
    await user.type(field(dialog, /Days valid/), '5000');
    await user.type(field(dialog, /Price per key/), '9.999');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(dialog).findByText('Choose the script the keys sell.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a whole number of keys from 1 to 100,000.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a whole number of days from 1 to 3,650.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Enter a price such as 9.90/)).toBeInTheDocument();
    expect(calls.added).toEqual([]);

    await user.selectOptions(picker, 'Dungeon Runner 5');
    await user.clear(field(dialog, /Number of keys/));
    await user.type(field(dialog, /Number of keys/), '100');
    await user.clear(field(dialog, /Days valid/));
    await user.type(field(dialog, /Days valid/), '30');
    await user.clear(field(dialog, /Price per key/));
    await user.type(field(dialog, /Price per key/), '9,90');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(calls.added).toEqual([{ goodsCard: 'script', goodsId: 5, cardNum: 100, validDay: 30, price: '9.90' }]));

    // Listed, and the next step offered with focus on it.
    const notice = (await screen.findByText('Keys generated')).closest<HTMLElement>('[role="status"]')!;
    expect(notice).toHaveTextContent('The 100 keys of Dungeon Runner 5 · #7 are ready.');
    const download = within(notice).getByRole('button', { name: 'Download keys' });
    await waitFor(() => expect(download).toHaveFocus());
    expect(within(await rowOf(7)).getByText('Dungeon Runner 5')).toBeInTheDocument();
    // The banner says it; no generic "Saved." besides.
    expect(notices.map((n) => n.text)).not.toContain('Saved.');
    await user.click(download);
    expect(await answer(user, 'Download keys')).toContain('this download can be made once');
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'card-keys-group-7.csv'));
    expect(calls.downloads).toEqual([{ id: 7, lang: 'en' }]);
    await waitFor(() => expect(screen.queryByText('Keys generated')).toBeNull());
    // The notice went with its button: focus is on the new group's row.
    await waitFor(async () => expect((await rowOf(7)).contains(document.activeElement)).toBe(true));
  });

  it('puts the server’s refusal on its field, in words', async () => {
    const refusal = apiError(400, { reason: 'invalid_input', fields: [{ field: 'goodsId', reason: 'invalid_value', message: 'goodsId must name one of your scripts' }] });
    const { user, calls } = renderGroups(CARD_CREATOR, { addError: refusal });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Generate keys' }));
    const dialog = await dialogTitled('Generate card keys');
    const picker = within(dialog).getByRole('combobox', { name: /Script/, hidden: true });
    await waitFor(() => expect(within(picker).getAllByRole('option', { hidden: true }).length).toBeGreaterThan(1));
    await user.selectOptions(picker, 'Dungeon Runner 5');
    await user.type(field(dialog, /Number of keys/), '5');
    await user.type(field(dialog, /Days valid/), '7');
    await user.type(field(dialog, /Price per key/), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(dialog).findByText('Choose one of the scripts you may sell.')).toBeInTheDocument();
    expect(calls.added).toEqual([{ goodsCard: 'script', goodsId: 5, cardNum: 5, validDay: 7, price: '1' }]);
    // The form, its problem said, passes axe too.
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('downloading a group’s keys', () => {
  it('is offered to a CREATOR once, and not again afterwards', async () => {
    const { user, calls, saveFile } = renderGroups(CARD_CREATOR);
    const downloaded = await rowOf(1);
    expect(await actionsOf(user, downloaded)).toEqual(['Keys', 'Disable group']);
    const fresh = await rowOf(2);
    expect(within(fresh).getByText('Not yet')).toBeInTheDocument();
    await actOnRow(user, fresh, 'Download keys');
    const said = await answer(user, 'Download keys');
    expect(said).toContain('Download the keys of Farm Hero Daily 3 · #2?');
    expect(said).toContain('only an administrator can download the keys again, giving a reason');
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'card-keys-group-2.csv'));
    await waitFor(async () => expect(within(await rowOf(2)).queryByText('Not yet')).toBeNull());
    expect(await actionsOf(user, await rowOf(2))).toEqual(['Keys', 'Disable group']);
    expect(calls.downloads).toEqual([{ id: 2, lang: 'en' }]);
  });

  it('asks ADMIN for a reason the second time, and sends it', async () => {
    const { user, calls, saveFile } = renderGroups();
    await actOnRow(user, await rowOf(1), 'Download again');
    const dialog = await dialogTitled('Download the keys of Puzzle Tower Auto 1 · #1 again');
    await user.click(within(dialog).getByRole('button', { name: 'Download again', hidden: true }));
    expect(await within(dialog).findByText('Say why the keys are downloaded again.')).toBeInTheDocument();
    expect(calls.downloads).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/, hidden: true }), 'The reseller lost the file');
    await user.click(within(dialog).getByRole('button', { name: 'Download again', hidden: true }));
    await waitFor(() => expect(calls.downloads).toEqual([{ id: 1, reason: 'The reseller lost the file', lang: 'en' }]));
    expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'card-keys-group-1.csv');
  });
});

describe('disabling a group', () => {
  it('asks first, naming the group and its unused keys, then shows it disabled with focus back on the row', async () => {
    const { user, calls, notices } = renderGroups(CARD_CREATOR);
    await actOnRow(user, await rowOf(2), 'Disable group');
    const said = await answer(user, 'Disable group');
    expect(said).toContain('Disable card group Farm Hero Daily 3 · #2?');
    expect(said).toContain('Unused keys in it: 4. They will be disabled with it');
    expect(said).toContain('This cannot be undone.');
    await waitFor(() => expect(calls.disabledGroups).toEqual([2]));
    const row = await rowOf(2);
    await waitFor(() => expect(within(row).getByText('Disabled')).toBeInTheDocument());
    expect(notices.map((notice) => notice.text)).toContain('Disabled: Farm Hero Daily 3 · #2');
    await waitFor(() => expect(row.contains(document.activeElement)).toBe(true));
    // Its keys never work now: nothing to download.
    expect(await actionsOf(user, row)).toEqual(['Keys']);
  });
});

describe('a group’s keys and history', () => {
  it('opens the group’s keys, and for ADMIN its rows in the audit trail', async () => {
    const admin = renderGroups();
    await actOnRow(admin.user, await rowOf(5), 'History');
    expect(await location()).toHaveTextContent('/audit/audit-trail?entity=card_group&entityId=5');
    admin.unmount();
    const creator = renderGroups(CARD_CREATOR);
    const row = await rowOf(1);
    expect(await actionsOf(creator.user, row)).not.toContain('History');
    await actOnRow(creator.user, row, 'Keys');
    expect(await location()).toHaveTextContent('/card/card-query?groupId=1');
  });

  it('names goods in words, prices with their currency, owners for ADMIN only', async () => {
    renderGroups();
    const table = await screen.findByRole('table', { name: 'Card Key Groups' });
    expect(within(table).getByRole('columnheader', { name: 'Owner' })).toBeInTheDocument();
    const svip = await rowOf(6);
    expect(within(svip).getByText('¥49.00')).toBeInTheDocument();
    expect(within(svip).getByText('Not yet')).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('is a list of cards on a phone', async () => {
    renderGroups(CARD_CREATOR, { device: 'mobile' });
    const card = await rowOf(2);
    expect(card.tagName).toBe('LI');
    expect(within(card).getByRole('button', { name: 'Download keys' })).toBeInTheDocument();
  });
});
