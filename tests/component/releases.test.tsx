/**
 * The version lists as users click them (docs/releases.md): the app's releases for ADMIN (the
 * version apps get, Activate / Roll back / Withdraw asked first, Edit of force and rollout) and
 * for AUDITOR (read only), a script's files for their author, the Lua code's versions, and the
 * catalogue's "Files" on each script.
 */
import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@contracts/roles.js';
import type { ScriptRecord } from '@contracts/script.js';
import type { ChoicesSource } from '@/list/useChoices';
import { AppReleaseAdminView } from '@/screens/releases/AppReleaseAdminView';
import { LuaVersionListView, ScriptFilesView } from '@/screens/releases/TrackListViews';
import { actOnRow, renderCatalogue, rowOf as scriptRowOf } from './support/scriptCatalogueKit';
import { location, renderTool } from './support/toolsKit';
import { fixtureHistoryLoader } from '../fixtures/audit/auditFixtures';
import { apiError, fixtureReleaseApi, RELEASE_SCRIPTS, sampleScriptFiles, type ReleaseFixtureOptions } from '../fixtures/lists/releaseFixtures';

configure({ asyncUtilTimeout: 5000 });

const READ = { list: true, add: false, update: false, delete: false };

function renderApp(roles: Role[] = ['ADMIN'], options: ReleaseFixtureOptions = {}) {
  const actor = { id: 1, roles };
  const fixture = fixtureReleaseApi('app', options, actor);
  const history = fixtureHistoryLoader({
    histories: fixture.rows.map((row) => ({ entity: 'release' as const, id: row.id, status: row.status, transitions: [] })),
  });
  const view = renderTool(
    <AppReleaseAdminView
      title="Version Management"
      api={fixture.api}
      actor={actor}
      permissions={READ}
      recordHistory={history.load}
      userKey="t"
      saveFile={vi.fn()}
    />,
    { path: '/versionUpload/version-admin' },
  );
  return { ...fixture, ...view };
}

/** The row whose cell reads exactly `text` (a version, a file name). */
const rowOf = async (text: string) => (await within(await screen.findByRole('table')).findByText(text)).closest('tr')!;
const appName = (version: string) => `${version} · rocket-assistant-${version}.apk`;
const flowOf = async (version: string) =>
  within(await rowOf(version)).getByRole('toolbar', { name: `Version actions for ${appName(version)}` });

describe('the app releases for ADMIN', () => {
  it('lists every release newest first, with the version apps get and each file to download', async () => {
    renderApp();
    const table = await screen.findByRole('table', { name: 'Version Management' });
    expect(await screen.findByText('Current version: 1.1.0')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    const versions = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(versions).toEqual(['1.2.0', '1.1.0', '1.0.0', '0.9.0']);
    const active = await rowOf('1.1.0');
    expect(within(active).getByText('Active')).toBeInTheDocument();
    expect(within(active).getByText('42.5 MB')).toBeInTheDocument();
    expect(within(active).getByText('Yes')).toBeInTheDocument();
    // The whole MD5 on screen, no tooltip needed.
    expect(within(active).getByText('03030303d41d8cd98f00b204e9800998')).not.toHaveAttribute('title');
    const download = within(active).getByRole('link', { name: 'Download rocket-assistant-1.1.0.apk' });
    expect(download).toHaveAttribute('href', '/rocketScript/api/files/release/03030303030303030303030303030303.apk');
    expect(download).toHaveAttribute('download', 'rocket-assistant-1.1.0.apk');
    expect(within(await rowOf('1.2.0')).getByText('20')).toBeInTheDocument();
  });

  it('activates an uploaded release only after asking, and the active one becomes superseded', async () => {
    const { user, events, notices } = renderApp();
    await user.click(within(await flowOf('1.2.0')).getByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    expect(dialog).toHaveTextContent('Make app release 1.2.0 current?');
    expect(dialog).toHaveTextContent('Apps get this version from now on. Version 1.1.0, current now, will be superseded.');
    expect(events).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Activate', hidden: true }));
    await waitFor(() => expect(events).toEqual([{ action: 'activate', id: 4 }]));
    await waitFor(async () => expect(within(await rowOf('1.2.0')).getByText('Active')).toBeInTheDocument());
    expect(within(await rowOf('1.1.0')).getByText('Superseded')).toBeInTheDocument();
    expect(await screen.findByText('Current version: 1.2.0')).toBeInTheDocument();
    expect(notices.map((n) => n.text)).toContain(`${appName('1.2.0')} is now the version apps get.`);
  });

  it('offers a roll back on a superseded release, and nothing on a withdrawn or the active one', async () => {
    const { user, events } = renderApp();
    const superseded = await flowOf('1.0.0');
    expect(within(superseded).getAllByRole('button').map((b) => b.textContent)).toEqual(['Roll back to this version', 'Withdraw']);
    await user.click(within(superseded).getByRole('button', { name: 'Roll back to this version' }));
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    expect(dialog).toHaveTextContent('Roll back to app release 1.0.0?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    expect(events).toEqual([]);

    const withdrawn = await rowOf('0.9.0');
    expect(within(withdrawn).getByText('Nothing to do')).toBeInTheDocument();
    expect(within(withdrawn).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(await rowOf('1.1.0')).getByText('Nothing to do')).toBeInTheDocument();
  });

  it('says why the server refused, in words, and reads the list again', async () => {
    const { user, notices, calls } = renderApp(['ADMIN'], { changeError: apiError(409, { reason: 'illegal_transition' }) });
    await user.click(within(await flowOf('1.0.0')).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    expect(within(dialog).getByText(/It can never be activated again/)).toBeInTheDocument();
    const reads = calls.query.length;
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw', hidden: true }));
    await waitFor(() =>
      expect(notices).toContainEqual(expect.objectContaining({ intent: 'error', text: expect.stringMatching(/no longer possible for this record/) })),
    );
    await waitFor(() => expect(calls.query.length).toBeGreaterThan(reads));
  });

  it('edits the force flag and the rollout, refusing a share outside 1–100', async () => {
    const { user, updates } = renderApp();
    await user.click(within(await rowOf('1.2.0')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await waitFor(() => expect(dialog).toHaveTextContent('Edit release 1.2.0'));
    const rollout = within(dialog).getByRole('textbox', { name: /Rollout/, hidden: true });
    expect(rollout).toHaveValue('20');
    for (const wrong of ['0', '101', 'half']) {
      await user.clear(rollout);
      await user.type(rollout, wrong);
      await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
      expect(await within(dialog).findByText('Write a whole percentage from 1 to 100.')).toBeInTheDocument();
    }
    expect(updates).toEqual([]);
    await user.clear(rollout);
    await user.type(rollout, '50');
    await user.click(within(dialog).getByRole('switch', { name: 'Force update', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(updates).toEqual([{ id: 4, updateForce: true, rolloutPercent: 50, notes: '' }]));
    await waitFor(async () => expect(within(await rowOf('1.2.0')).getByText('50')).toBeInTheDocument());
  });

  it('leads to the upload of a new release', async () => {
    const { user } = renderApp();
    await user.click(await screen.findByRole('link', { name: 'New app release' }));
    expect(await location()).toHaveTextContent('/versionUpload/version-upload');
  });
});

describe('the app releases for AUDITOR', () => {
  it('reads every release and its history, with no action and no upload', async () => {
    const { user } = renderApp(['AUDITOR']);
    const table = await screen.findByRole('table', { name: 'Version Management' });
    await rowOf('1.2.0');
    expect(within(table).queryByRole('columnheader', { name: 'Version actions' })).toBeNull();
    for (const name of ['Activate', 'Roll back to this version', 'Withdraw', 'Edit'])
      expect(within(table).queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New app release' })).toBeNull();
    await user.click(within(await rowOf('1.0.0')).getByRole('button', { name: 'History' }));
    expect(await screen.findByText(`History of ${appName('1.0.0')}`)).toBeInTheDocument();
  });
});

const scriptChoices: ChoicesSource<ScriptRecord> = {
  query: async () => ({ records: RELEASE_SCRIPTS.map((s) => ({ id: s.id, scriptName: s.scriptName }) as ScriptRecord), total: 2, page: 1, size: 200 }),
};

describe("a script's files for their author", () => {
  function renderFiles() {
    const actor = { id: 7, roles: ['CREATOR'] as Role[] };
    const fixture = fixtureReleaseApi('script', { rows: sampleScriptFiles().filter((row) => row.scriptId === 1) }, actor);
    const view = renderTool(
      <ScriptFilesView title="My Scripts" api={fixture.api} actor={actor} scripts={scriptChoices} permissions={READ} userKey="t" keepParams={['tab']} />,
      { path: '/script-table?tab=files&scriptId=1', user: { id: 7, username: 'mia', name: 'Mia Chen', avatar: '', introduction: '', companyId: null, cooperateId: null, roles: ['CREATOR'] } },
    );
    return { ...fixture, ...view };
  }

  it('opens on the script, each file with the events its author may send', async () => {
    const { calls } = renderFiles();
    await screen.findByRole('table', { name: 'My Scripts' });
    expect(calls.query[0]).toMatchObject({ scriptId: '1' });
    const rc = await rowOf('puzzle-kingdom-auto-1.rc');
    expect(within(rc).getByText('RC file')).toBeInTheDocument();
    expect(within(rc).getByText('950 B')).toBeInTheDocument();
    expect(within(rc).getByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(within(await rowOf('puzzle-kingdom-auto-1.apk')).getByRole('button', { name: 'Roll back to this version' })).toBeInTheDocument();
    expect(within(await rowOf('puzzle-kingdom-auto-1.pdf')).getByText('Nothing to do')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'History' })).toBeNull();
  });

  it('filters by kind', async () => {
    const { user, calls } = renderFiles();
    await rowOf('puzzle-kingdom-auto-1.rc');
    await user.selectOptions(screen.getByRole('combobox', { name: 'File' }), 'APK');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.query.at(-1)).toMatchObject({ kind: 'apk', scriptId: '1' }));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('puzzle-kingdom-auto-1.rc')).toBeNull());
  });
});

describe('the Lua code versions', () => {
  it('offers a LUA_ADMIN activation and roll back, without force or rollout columns', async () => {
    const actor = { id: 5, roles: ['LUA_ADMIN'] as Role[] };
    const fixture = fixtureReleaseApi('lua', {}, actor);
    renderTool(<LuaVersionListView api={fixture.api} actor={actor} permissions={READ} userKey="t" />, { path: '/luaUpload/version-upload' });
    const table = await screen.findByRole('table', { name: 'Lua detection code' });
    expect(within(await rowOf('detect-3.lua')).getByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(within(await rowOf('detect-1.lua')).getByRole('button', { name: 'Roll back to this version' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: /Force update|Rollout/ })).toBeNull();
  });
});

describe('the catalogue’s Files on each script', () => {
  it('opens the admin’s Files tab on the script', async () => {
    const { user, router } = renderCatalogue('scriptAdmin', ['ADMIN']);
    await actOnRow(user, await scriptRowOf('Puzzle Tower Auto 1'), 'Files');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=files&scriptId=1'));
    expect(router.state.location.pathname).toBe('/wn/script-admin');
  });

  it('opens an author’s own Files tab on My Scripts', async () => {
    const { user, router } = renderCatalogue('scriptTable', ['CREATOR'], 7, undefined, '/script-table');
    await actOnRow(user, await scriptRowOf('Puzzle Tower Auto 1'), 'Files');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/script-table?tab=files&scriptId=1'));
  });
});
