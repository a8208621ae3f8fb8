import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Role } from '@contracts/roles.js';
import type { ScriptRecord } from '@contracts/script.js';
import type { ChoicesSource } from '@/list/useChoices';
import { AppReleaseAdminView } from '@/screens/releases/AppReleaseAdminView';
import { LuaVersionListView, ScriptFilesView } from '@/screens/releases/TrackListViews';
import type { ReleaseTrack } from '@/screens/releases/releaseTracks';
import { fixtureHistoryLoader } from '../../tests/fixtures/audit/auditFixtures';
import {
  apiError,
  fixtureReleaseApi,
  RELEASE_SCRIPTS,
  sampleScriptFiles,
  type ReleaseFixtureOptions,
} from '../../tests/fixtures/lists/releaseFixtures';
import * as states from './listStatePlays';

const TITLES: Record<ReleaseTrack, string> = { app: 'Version Management', script: 'My Scripts', lua: 'Lua detection code' };

const scripts: ChoicesSource<ScriptRecord> = {
  query: async () => ({ records: RELEASE_SCRIPTS.map((s) => ({ id: s.id, scriptName: s.scriptName }) as ScriptRecord), total: 2, page: 1, size: 200 }),
};

/** One track's versions as a user with these roles sees them, over in-memory rows (never a live server). */
function ReleasesWith({ track, roles, userId = 1, fixture }: { track: ReleaseTrack; roles: Role[]; userId?: number; fixture: ReleaseFixtureOptions }) {
  const actor = { id: userId, roles };
  const { api, rows } = fixtureReleaseApi(track, { ...fixture, rows: fixture.rows?.map((row) => ({ ...row })) }, actor);
  const history = fixtureHistoryLoader({
    histories: rows.map((row) => ({ entity: 'release' as const, id: row.id, status: row.status, transitions: [] })),
  });
  const common = { api, actor, permissions: states.READ_ONLY, ...states.STORY_VIEW };
  const readsHistory = roles.includes('ADMIN') || roles.includes('AUDITOR');
  if (track === 'app') return <AppReleaseAdminView title={TITLES.app} {...common} recordHistory={history.load} />;
  if (track === 'script') return <ScriptFilesView title={TITLES.script} {...common} scripts={scripts} recordHistory={readsHistory ? history.load : undefined} />;
  return <LuaVersionListView {...common} recordHistory={readsHistory ? history.load : undefined} />;
}

const meta = {
  title: 'Lists/Versions',
  component: ReleasesWith,
  parameters: { router: { path: '/versionUpload/version-admin' } },
} satisfies Meta<typeof ReleasesWith>;

export default meta;
type Story = StoryObj<typeof meta>;

const ADMIN: Role[] = ['ADMIN'];
const versionActions = (version: string) => `Version actions for ${version} · rocket-assistant-${version}.apk`;

/** The app's releases: the version apps get, every status, each row with what the machine allows. */
export const AppReleases: Story = {
  args: { track: 'app', roles: ADMIN, fixture: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: TITLES.app });
    await expect(await canvas.findByText('Current version: 1.1.0')).toBeVisible();
    for (const status of ['Uploaded', 'Active', 'Superseded', 'Withdrawn']) await expect(within(table).getByText(status)).toBeVisible();
    await expect(within(table).getByRole('toolbar', { name: versionActions('1.2.0') })).toHaveTextContent('ActivateWithdraw');
    await expect(within(table).getByRole('toolbar', { name: versionActions('1.0.0') })).toHaveTextContent('Roll back to this version');
    await expect(canvas.getByRole('link', { name: 'New app release' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { track: 'app', roles: ADMIN, fixture: { delay: Infinity } },
  play: states.playLoading,
};

export const Empty: Story = {
  args: { track: 'app', roles: ADMIN, fixture: { rows: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No version uploaded yet.')).toBeVisible();
    await expect(await canvas.findByText('No version is active yet.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { track: 'app', roles: ADMIN, fixture: { queryError: apiError(500, { reason: 'internal_error' }) } },
  play: states.playLoadError,
};

/** AUDITOR reads every release and its History, and may change nothing. */
export const AuditorReadOnly: Story = {
  args: { track: 'app', roles: ['AUDITOR'], fixture: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: TITLES.app });
    await within(table).findByText('1.2.0');
    for (const name of ['Activate', 'Withdraw', 'Edit']) await expect(within(table).queryByRole('button', { name })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'New app release' })).toBeNull();
    await expect(within(table).getAllByRole('button', { name: 'History' }).length).toBeGreaterThan(0);
  },
};

/** An activation the server refuses (someone changed the release meanwhile): asked first, then told why. */
export const RefusedActivation: Story = {
  args: { track: 'app', roles: ADMIN, fixture: { changeError: apiError(409, { reason: 'conflict' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const actions = await canvas.findByRole('toolbar', { name: versionActions('1.2.0') });
    await userEvent.click(within(actions).getByRole('button', { name: 'Activate' }));
    const question = within(await states.openedDialog(canvasElement, 'alertdialog'));
    await userEvent.click(question.getByRole('button', { name: 'Activate', hidden: true }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(/Someone else changed this record/, undefined, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** A script author's files, opened on one script: the kind in words, sizes in kB and MB. */
export const ScriptFilesOfAuthor: Story = {
  args: { track: 'script', roles: ['CREATOR'], userId: 7, fixture: { rows: sampleScriptFiles().filter((row) => row.scriptId === 1) } },
  parameters: { router: { path: '/script-table?tab=files&scriptId=1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: TITLES.script });
    const rc = (await within(table).findByText('puzzle-kingdom-auto-1.rc')).closest('tr')!;
    await expect(within(rc).getByText('RC file')).toBeVisible();
    await expect(within(rc).getByText('950 B')).toBeVisible();
    await expect(within(rc).getByRole('button', { name: 'Activate' })).toBeVisible();
  },
};

/** The Lua code's versions for a Lua administrator. */
export const LuaVersions: Story = {
  args: { track: 'lua', roles: ['LUA_ADMIN'], userId: 5, fixture: {} },
  parameters: { router: { path: '/luaUpload/version-upload' } },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: TITLES.lua }));
    const uploaded = (await table.findByText('detect-3.lua')).closest('tr')!;
    await expect(within(uploaded).getByRole('button', { name: 'Activate' })).toBeVisible();
  },
};
