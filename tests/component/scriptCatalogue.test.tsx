import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@contracts/roles.js';
import type { ScriptScreenKey } from '@/screens/scripts/scriptScreens';
import { actOnRow as act, dialogTitled, renderCatalogue, rowOf } from './support/scriptCatalogueKit';
import { sampleScripts } from '../fixtures/lists/scriptFixtures';

configure({ asyncUtilTimeout: 5000 });

const setup = (screenKey: ScriptScreenKey, roles: Role[], userId = 1, rows = sampleScripts(6)) => renderCatalogue(screenKey, roles, userId, rows);

const table = (name: string) => screen.findByRole('table', { name });

describe('the catalogue for ADMIN', () => {
  it('shows each script’s visibility in words and offers only what the machine allows', async () => {
    setup('scriptAdmin', ['ADMIN']);
    await table('Scripts');
    const submitted = await rowOf('Star Miner Helper 2');
    expect(within(submitted).getByText('Waiting to be shown')).toBeInTheDocument();
    const visibility = within(submitted).getByRole('toolbar', { name: 'Visibility actions for Star Miner Helper 2' });
    expect(within(visibility).getByRole('button', { name: 'Show' })).toBeInTheDocument();
    await userEvent.click(within(visibility).getByRole('button', { name: 'Visibility actions for Star Miner Helper 2: more' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Send back', 'Retire']);
    const retired = await rowOf('Puzzle Tower Auto 6');
    expect(within(retired).getByText('Retired')).toBeInTheDocument();
    expect(within(retired).getByText('Nothing to do')).toBeInTheDocument();
  });

  it('shows a submitted script after asking, and the row says Shown', async () => {
    const { user, events } = setup('scriptAdmin', ['ADMIN']);
    const row = await rowOf('Star Miner Helper 2');
    await act(user, row, 'Show');
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    expect(within(dialog).getByText(/App users will find and run “Star Miner Helper 2”/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Show', hidden: true }));
    await waitFor(() => expect(events).toEqual([{ action: 'show', id: 2 }]));
    expect(within(await rowOf('Star Miner Helper 2')).getByText('Shown')).toBeInTheDocument();
  });

  it('sends a script back only with a reason', async () => {
    const { user, events } = setup('scriptAdmin', ['ADMIN']);
    const row = await rowOf('Star Miner Helper 2');
    await act(user, row, 'Send back');
    const dialog = await dialogTitled('Send “Star Miner Helper 2” back');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(dialog).findByText('Say why the script goes back.')).toBeInTheDocument();
    expect(events).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for the author/, hidden: true }), 'Add a cover image');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(events).toEqual([{ action: 'return', id: 2, reason: 'Add a cover image' }]));
    expect(within(await rowOf('Star Miner Helper 2')).getByText('Sent back')).toBeInTheDocument();
  });

  it('creates a script naming its author, with the sale switches, after refusing bad fields', async () => {
    const { user, calls } = setup('scriptAdmin', ['ADMIN']);
    await table('Scripts');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = await dialogTitled('New script');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(dialog).findByText('Enter the script name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the Android package, such as com.example.game.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the game the script automates.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the creator who authors this script.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Script name/, hidden: true }), 'Moon Miner');
    await user.type(within(dialog).getByRole('textbox', { name: /Package/, hidden: true }), 'not a package');
    const param = within(dialog).getByRole('textbox', { name: /Default parameters/, hidden: true });
    await user.clear(param);
    await user.type(param, 'speed 1');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(dialog).findByText('An Android package looks like com.example.game.')).toBeInTheDocument();
    expect(within(dialog).getByText('Write a JSON object: names in double quotes, between curly brackets.')).toBeInTheDocument();
    expect(calls.add).toHaveLength(0);

    const pkg = within(dialog).getByRole('textbox', { name: /Package/, hidden: true });
    await user.clear(pkg);
    await user.type(pkg, 'com.moon.miner');
    await user.clear(param);
    await user.click(param);
    await user.paste('{"speed":2}');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Game/, hidden: true }), await within(dialog).findByRole('option', { name: 'Star Miner 2', hidden: true }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Author account/, hidden: true }), await within(dialog).findByRole('option', { name: 'Leo Park', hidden: true }));
    await user.click(within(dialog).getByRole('switch', { name: 'Paid', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(calls.add).toHaveLength(1));
    expect(calls.add[0]).toMatchObject({
      scriptName: 'Moon Miner',
      scriptPackage: 'com.moon.miner',
      gameId: 2,
      ownerId: 8,
      authorNick: 'Leo Park',
      chargeSwitch: true,
      isTvip: false,
      source: 'platform',
      scriptParam: '{\n  "speed": 2\n}',
    });
  });
});

describe('the catalogue’s filters', () => {
  it('an empty list says what will appear there; a narrowed one says to change the filters', async () => {
    const { user } = setup('scriptTable', ['CREATOR'], 7, []);
    expect(await screen.findByText(/You have no scripts here yet\. Create one/)).toBeInTheDocument();
    const search = screen.getByRole('search');
    await user.type(within(search).getByRole('textbox', { name: 'Script name' }), 'zzz');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No records match this view. Change or reset the filters.')).toBeInTheDocument();
  });

  it('show the first four, and the rest behind “More filters”', async () => {
    const { user } = setup('scriptAdmin', ['ADMIN']);
    await table('Scripts');
    const search = screen.getByRole('search');
    expect(within(search).getByRole('textbox', { name: 'Script name' })).toBeInTheDocument();
    expect(within(search).queryByRole('combobox', { name: 'Paid' })).not.toBeInTheDocument();
    const more = within(search).getByRole('button', { name: /^More filters \(\d+\)$/ });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    await user.selectOptions(within(search).getByRole('combobox', { name: 'Paid' }), 'Yes');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    const rows = within(await table('Scripts')).getAllByRole('row').slice(1);
    // Paid: ids 1 and 4 of the six samples.
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['4', '1']);
    // A filter in force behind the toggle keeps it open.
    expect(within(screen.getByRole('search')).getByRole('button', { name: 'Fewer filters' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('the catalogue for the other roles', () => {
  const mias = () => sampleScripts(6).filter((row) => row.ownerId === 7);

  it('a CREATOR edits only the descriptive fields, submits, and reads why a script came back', async () => {
    const { user, calls, events } = setup('scriptTable', ['CREATOR'], 7, mias());
    await table('My Scripts');
    expect(screen.getByText(/Sent back: The description is too short\./)).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Author account' })).not.toBeInTheDocument();
    const hidden = await rowOf('Dungeon Runner 5');
    expect(within(hidden).getByText('Nothing to do')).toBeInTheDocument();

    const draft = await rowOf('Puzzle Tower Auto 1');
    await act(user, draft, 'Submit');
    await user.click(await within(await screen.findByRole('alertdialog', { hidden: true })).findByRole('button', { name: 'Submit', hidden: true }));
    await waitFor(() => expect(events).toEqual([{ action: 'submit', id: 1 }]));

    await user.click(within(await rowOf('Dungeon Runner 5')).getByRole('button', { name: /Edit/ }));
    const dialog = await dialogTitled('Edit script');
    expect(within(dialog).queryByRole('switch', { hidden: true })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /Author account/, hidden: true })).not.toBeInTheDocument();
    const explain = within(dialog).getByRole('textbox', { name: /Description/, hidden: true });
    await user.clear(explain);
    await user.type(explain, 'Line one{enter}Line two');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(calls.update).toHaveLength(1));
    const sent = calls.update[0] as Record<string, unknown>;
    expect(sent).toMatchObject({ id: 5, scriptExplain: 'Line one\nLine two', authorNick: 'Mia Chen' });
    expect(Object.keys(sent).sort()).toEqual(
      ['authorNick', 'brandId', 'gameId', 'iamgeUrl', 'id', 'scriptExplain', 'scriptLabel', 'scriptName', 'scriptPackage', 'scriptParam'].sort(),
    );
  });

  it('a company reads its scripts: no Create, no Edit, no visibility action', async () => {
    setup('companyScriptTable', ['BUSINESS_COMPANY'], 30);
    const grid = await table('Company Scripts');
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(grid).getAllByText('Nothing to do').length).toBe(6);
    expect(screen.getByText('The scripts signed with your company; read-only.')).toBeInTheDocument();
  });

  it("a company opens a script's month figures from its row (Activity)", async () => {
    const { user, router } = setup('companyScriptTable', ['BUSINESS_COMPANY'], 30);
    await table('Company Scripts');
    await act(user, await rowOf('Sky Fisher Pro 4'), 'Activity');
    await waitFor(() => expect(router.state.location.pathname).toBe('/active-table'));
    expect(new URLSearchParams(router.state.location.search).get('scriptName')).toBe('Sky Fisher Pro 4');
  });

  it('an operator shows and hides but edits no content through the form', async () => {
    const { user, events } = setup('scriptOperate', ['OPERATE'], 40);
    const grid = await table('Script Operations');
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: 'Retire' })).not.toBeInTheDocument();
    const shown = await rowOf('Sky Fisher Pro 4');
    await act(user, shown, 'Hide');
    await user.click(await within(await screen.findByRole('alertdialog', { hidden: true })).findByRole('button', { name: 'Hide', hidden: true }));
    await waitFor(() => expect(events).toEqual([{ action: 'hide', id: 4 }]));
  });

  it('the third-party screen opens on third-party scripts', async () => {
    const { calls } = setup('thirdScriptAdmin', ['ADMIN']);
    await screen.findByRole('heading', { name: 'Third-party Scripts' });
    // The list's rows and its count, both of third-party scripts.
    const third = expect.objectContaining({ source: 'thirdParty' });
    await waitFor(() => expect(calls.query.filter((query) => query.size !== 200)).toEqual([third, third]));
    expect(await screen.findByText(/No third-party scripts match this view/)).toBeInTheDocument();
  });
});
