import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Role } from '@contracts/roles.js';
import type { ScriptRecord } from '@contracts/script.js';
import type { ScriptScreenKey } from '@/screens/scripts/scriptScreens';
import { ScriptCatalogueFixture } from '../../tests/fixtures/lists/ScriptCatalogueFixture';
import { apiError, fixtureScriptApi, sampleScripts, type FixtureOptions } from '../../tests/fixtures/lists/scriptFixtures';
import * as states from './listStatePlays';

/** A catalogue screen as a user with these roles sees it, over in-memory scripts (never a live server). */
function CatalogueWith({ screenKey, roles, userId = 1, fixture }: { screenKey: ScriptScreenKey; roles: Role[]; userId?: number; fixture: FixtureOptions<ScriptRecord> }) {
  const { api } = fixtureScriptApi({ ...fixture, rows: fixture.rows?.map((row) => ({ ...row })) }, { id: userId, roles });
  return <ScriptCatalogueFixture screenKey={screenKey} roles={roles} userId={userId} api={api} />;
}

const meta = {
  title: 'Lists/Scripts catalogue',
  component: CatalogueWith,
  parameters: { router: { path: '/wn/script-admin' } },
} satisfies Meta<typeof CatalogueWith>;

export default meta;
type Story = StoryObj<typeof meta>;

const ADMIN: Role[] = ['ADMIN'];

/** Every visibility status, each row with the events the machine allows an admin. */
export const WithData: Story = {
  args: { screenKey: 'scriptAdmin', roles: ADMIN, fixture: { rows: sampleScripts(6) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Scripts' });
    for (const status of ['Draft', 'Waiting to be shown', 'Sent back', 'Shown', 'Hidden', 'Retired'])
      await expect(within(table).getByText(status)).toBeVisible();
    await expect(within(table).getByRole('toolbar', { name: 'Visibility actions for Sky Fisher Pro 4' })).toHaveTextContent('Hide');
  },
};

export const Loading: Story = {
  args: { screenKey: 'scriptAdmin', roles: ADMIN, fixture: { delay: Infinity } },
  play: states.playLoading,
};

export const Empty: Story = {
  args: { screenKey: 'scriptTable', roles: ['CREATOR'], userId: 7, fixture: { rows: [] } },
  parameters: { router: { path: '/script-table' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/You have no scripts here yet/)).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { screenKey: 'scriptAdmin', roles: ADMIN, fixture: { queryError: apiError(500, { reason: 'internal_error' }) } },
  play: states.playLoadError,
};

/** A company's signed scripts: read-only, no visibility action. */
export const CompanyReadOnly: Story = {
  args: { screenKey: 'companyScriptTable', roles: ['BUSINESS_COMPANY'], userId: 30, fixture: { rows: sampleScripts(4) } },
  parameters: { router: { path: '/script-table' } },
  play: states.playReadOnly('Company Scripts'),
};

/** A creator's own scripts: the reason a script came back, Submit on drafts. */
export const CreatorOwn: Story = {
  args: { screenKey: 'scriptTable', roles: ['CREATOR'], userId: 7, fixture: { rows: sampleScripts(6).filter((row) => row.ownerId === 7) } },
  parameters: { router: { path: '/script-table' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'My Scripts' });
    await expect(canvas.getByText(/Sent back: The description is too short\./)).toBeVisible();
    await expect(canvas.getByRole('toolbar', { name: 'Visibility actions for Puzzle Tower Auto 1' })).toHaveTextContent('Submit');
  },
};

/** The operator's screen: show, send back and hide; no Create, no Retire. */
export const Operator: Story = {
  args: { screenKey: 'scriptOperate', roles: ['OPERATE'], userId: 40, fixture: { rows: sampleScripts(6) } },
  parameters: { router: { path: '/script-operate' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Script Operations' });
    await expect(canvas.queryByRole('button', { name: 'Create' })).toBeNull();
    await expect(within(table).queryByRole('button', { name: 'Retire' })).toBeNull();
  },
};
