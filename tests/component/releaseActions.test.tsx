/**
 * Acting on versions as a keyboard or screen-reader user meets it (docs/releases.md, "The list's
 * questions and focus"): each question names the kind and the version, and says which version it
 * supersedes only when one of that track is active; once the action is done, focus is back on the
 * row acted on (or on the list when the row has left the page); the MD5 is on screen with a copy
 * button.
 */
import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { ReleaseRecord } from '@contracts/release.js';
import type { Role } from '@contracts/roles.js';
import { AppReleaseAdminView } from '@/screens/releases/AppReleaseAdminView';
import { LuaVersionListView, ScriptFilesView } from '@/screens/releases/TrackListViews';
import { renderTool } from './support/toolsKit';
import { fixtureHistoryLoader } from '../fixtures/audit/auditFixtures';
import { apiError, fixtureReleaseApi, sampleAppReleases, sampleScriptFiles, type ReleaseFixtureOptions } from '../fixtures/lists/releaseFixtures';

configure({ asyncUtilTimeout: 5000 });

const READ = { list: true, add: false, update: false, delete: false };

const historyOf = (rows: readonly ReleaseRecord[]) =>
  fixtureHistoryLoader({ histories: rows.map((row) => ({ entity: 'release' as const, id: row.id, status: row.status, transitions: [] })) }).load;

function renderApp(options: ReleaseFixtureOptions = {}, path = '/versionUpload/version-admin') {
  const actor = { id: 1, roles: ['ADMIN'] as Role[] };
  const fixture = fixtureReleaseApi('app', options, actor);
  const view = renderTool(
    <AppReleaseAdminView title="Version Management" api={fixture.api} actor={actor} permissions={READ} recordHistory={historyOf(fixture.rows)} userKey="t" saveFile={vi.fn()} />,
    { path },
  );
  return { ...fixture, ...view };
}

function renderFiles() {
  const actor = { id: 1, roles: ['ADMIN'] as Role[] };
  const fixture = fixtureReleaseApi('script', { rows: sampleScriptFiles() }, actor);
  const view = renderTool(
    <ScriptFilesView title="Scripts" api={fixture.api} actor={actor} permissions={READ} recordHistory={historyOf(fixture.rows)} userKey="t" keepParams={['tab']} />,
    { path: '/wn/script-admin?tab=files&scriptId=1' },
  );
  return { ...fixture, ...view };
}

function renderLua(roles: Role[] = ['ADMIN']) {
  const actor = { id: 5, roles };
  const fixture = fixtureReleaseApi('lua', {}, actor);
  const history = roles.includes('ADMIN') ? historyOf(fixture.rows) : undefined;
  const view = renderTool(<LuaVersionListView api={fixture.api} actor={actor} permissions={READ} recordHistory={history} userKey="t" />, {
    path: '/luaUpload/version-upload',
  });
  return { ...fixture, ...view };
}

/** The row whose cell reads exactly `text` (a version, a file name). */
const rowOf = async (text: string) => (await within(await screen.findByRole('table')).findByText(text)).closest('tr')!;

/** Clicks `action` in the row of `text` and answers its question; returns the question's text. */
async function actOn(user: ReturnType<typeof renderApp>['user'], text: string, action: string, answer = action) {
  await user.click(within(await rowOf(text)).getByRole('button', { name: action }));
  const dialog = await screen.findByRole('alertdialog', { hidden: true });
  const said = dialog.textContent ?? '';
  await user.click(within(dialog).getByRole('button', { name: answer, hidden: true }));
  await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
  return said;
}

describe('the question names what is acted on', () => {
  it('names the app release and the version it supersedes', async () => {
    const { user } = renderApp();
    const said = await actOn(user, '1.2.0', 'Activate', 'Cancel');
    expect(said).toContain('Make app release 1.2.0 current?');
    expect(said).toContain('Apps get this version from now on. Version 1.1.0, current now, will be superseded.');
    expect(await actOn(user, '1.2.0', 'Withdraw', 'Cancel')).toContain('Withdraw app release 1.2.0?It can never be activated again.');
  });

  it('says nothing is superseded when no version of the track is active', async () => {
    const rows = sampleAppReleases().map((row) => (row.status === 'active' ? { ...row, status: 'superseded' as const } : row));
    const { user } = renderApp({ rows });
    const said = await actOn(user, '1.2.0', 'Activate', 'Cancel');
    expect(said).toContain('Make app release 1.2.0 current?');
    expect(said).not.toMatch(/superseded/i);
  });

  it("names a script file's kind, script and version, and the active version of that file only", async () => {
    const { user, calls } = renderFiles();
    const rollback = await actOn(user, 'puzzle-kingdom-auto-1.apk', 'Roll back to this version', 'Cancel');
    expect(rollback).toContain('Roll back to APK version 1 of Puzzle Kingdom Auto?');
    expect(rollback).toContain('Version 2, current now, will be superseded.');
    expect(calls.query).toContainEqual(expect.objectContaining({ status: 'active', scriptId: 1, kind: 'apk' }));
    // No RC file of this script is active, though its APK and course file are.
    const rc = await actOn(user, 'puzzle-kingdom-auto-1.rc', 'Activate', 'Cancel');
    expect(rc).toContain('Make RC file version 1 of Puzzle Kingdom Auto current?');
    expect(rc).not.toMatch(/superseded/i);
  });

  it('names the Lua code', async () => {
    const { user } = renderLua(['LUA_ADMIN']);
    const said = await actOn(user, 'detect-3.lua', 'Activate', 'Cancel');
    expect(said).toContain('Make Lua code version 3 current?');
    expect(said).toContain('Version 2, current now, will be superseded.');
  });
});

describe('focus after an action', () => {
  it('comes back to the row activated, on its own actions', async () => {
    const { user, events } = renderApp();
    await actOn(user, '1.2.0', 'Activate');
    await waitFor(() => expect(events).toEqual([{ action: 'activate', id: 4 }]));
    const row = await rowOf('1.2.0');
    await waitFor(() => expect(within(row).getByText('Active')).toBeInTheDocument());
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Edit' })).toHaveFocus());
  });

  it('comes back to a withdrawn row, which keeps only its History', async () => {
    const { user } = renderApp();
    await actOn(user, '1.0.0', 'Withdraw');
    const row = await rowOf('1.0.0');
    await waitFor(() => expect(within(row).getByText('Withdrawn')).toBeInTheDocument());
    await waitFor(() => expect(within(row).getByRole('button', { name: 'History' })).toHaveFocus());
  });

  it('stays on the button when the server refused and the row did not change', async () => {
    const { user, notices } = renderApp({ changeError: apiError(409, { reason: 'illegal_transition' }) });
    await actOn(user, '1.0.0', 'Withdraw');
    await waitFor(() => expect(notices.map((n) => n.intent)).toContain('error'));
    await waitFor(async () => expect(within(await rowOf('1.0.0')).getByRole('button', { name: 'Withdraw' })).toHaveFocus());
  });

  it('goes to the list when the row has left the page', async () => {
    const { user } = renderApp({}, '/versionUpload/version-admin?status=uploaded');
    await actOn(user, '1.2.0', 'Activate');
    const list = screen.getByRole('region', { name: 'Version Management' });
    await waitFor(() => expect(within(list).queryByText('1.2.0')).toBeNull());
    await waitFor(() => expect(list).toHaveFocus());
  });

  it("comes back to the row on a script's Files and on the Lua code", async () => {
    const files = renderFiles();
    await actOn(files.user, 'puzzle-kingdom-auto-1.apk', 'Roll back to this version');
    const apk = await rowOf('puzzle-kingdom-auto-1.apk');
    await waitFor(() => expect(within(apk).getByRole('button', { name: 'History' })).toHaveFocus());
    files.unmount();

    const lua = renderLua();
    await actOn(lua.user, 'detect-3.lua', 'Activate');
    const row = await rowOf('detect-3.lua');
    await waitFor(() => expect(within(row).getByText('Active')).toBeInTheDocument());
    await waitFor(() => expect(within(row).getByRole('button', { name: 'History' })).toHaveFocus());
  });

  it('comes to the row itself when it has no action left (LUA_ADMIN reads no History)', async () => {
    const { user } = renderLua(['LUA_ADMIN']);
    await actOn(user, 'detect-3.lua', 'Activate');
    const row = await rowOf('detect-3.lua');
    await waitFor(() => expect(within(row).getByText('Active')).toBeInTheDocument());
    // Only the MD5's copy button is left, which is no action on the version.
    expect(within(row).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Copy MD5 of detect-3.lua']);
    await waitFor(() => expect(row).toHaveFocus());
  });
});

describe('the MD5', () => {
  it('is on screen whole, and copied by a button that names the file', async () => {
    const { user, notices } = renderApp();
    const row = await rowOf('1.1.0');
    expect(within(row).getByText('03030303d41d8cd98f00b204e9800998')).toBeVisible();
    await user.click(within(row).getByRole('button', { name: 'Copy MD5 of rocket-assistant-1.1.0.apk' }));
    expect(await navigator.clipboard.readText()).toBe('03030303d41d8cd98f00b204e9800998');
    await waitFor(() => expect(notices.map((n) => n.text)).toContain('MD5 copied.'));
  });
});

describe('landmarks', () => {
  it('leave the one main landmark to the app shell', async () => {
    renderApp();
    await rowOf('1.2.0');
    expect(screen.queryByRole('main')).toBeNull();
  });
});
