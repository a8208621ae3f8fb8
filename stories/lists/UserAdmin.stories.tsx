import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { UseradminAdminView } from '@/screens/useradmin/UseradminAdminScreen';
import { useradminPermissions } from '@/screens/useradmin/useradminPermissions';
import {
  apiError,
  fixtureUserAdminApi,
  sampleUsers,
  type UserFixtureOptions,
} from '../../tests/fixtures/lists/userFixtures';
import { playEmpty, playLoadError, playLoading, STORY_VIEW, openedDialog } from './listStatePlays';

const ADMIN = useradminPermissions(['ADMIN']);
const AUDITOR = useradminPermissions(['AUDITOR']);
const TITLE = 'User Management';

/** The users screen over in-memory users (never a live server); the signed-in admin is user 1. */
function UsersWith({
  fixture,
  permissions,
}: {
  fixture: UserFixtureOptions;
  permissions: typeof ADMIN;
}) {
  const { api } = fixtureUserAdminApi({
    ...fixture,
    rows: fixture.rows?.map((row) => ({ ...row })),
  });
  return (
    <UseradminAdminView api={api} permissions={permissions} currentUserId={1} {...STORY_VIEW} />
  );
}

const meta = {
  title: 'Lists/Users screen',
  component: UsersWith,
  parameters: { router: { path: '/useradmin/useradmin-admin' } },
} satisfies Meta<typeof UsersWith>;

export default meta;
type Story = StoryObj<typeof meta>;

/** alice (normal, the signed-in admin), bob (frozen), carol (banned). */
const [alice, bob, carol] = sampleUsers(3).map((user) => [user]);
/** Dialogs and menus render in a portal, outside the canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const WithData: Story = {
  args: { fixture: { rows: sampleUsers(24) }, permissions: ADMIN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: TITLE })).toBeVisible();
    await expect(canvas.getAllByText('Disabled').length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  args: { fixture: { delay: Infinity }, permissions: ADMIN },
  play: playLoading,
};

export const Empty: Story = {
  args: { fixture: { rows: [] }, permissions: ADMIN },
  play: playEmpty,
};

export const LoadError: Story = {
  args: {
    fixture: { queryError: apiError(500, { reason: 'internal_error' }) },
    permissions: ADMIN,
  },
  play: playLoadError,
};

/** AUDITOR: the list and its export, no action on any row. */
export const ReadOnly: Story = {
  args: { fixture: { rows: sampleUsers(5) }, permissions: AUDITOR },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: TITLE });
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Edit roles' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Create' })).toBeNull();
  },
};

/** A frozen user: Unfreeze and Ban, never Freeze. */
export const FrozenUserActions: Story = {
  args: { fixture: { rows: bob }, permissions: ADMIN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await within(await canvas.findByRole('table', { name: TITLE })).findByText('Frozen');
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for bob' }));
    const menu = await page(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Unfreeze' })).toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: 'Ban' })).toBeInTheDocument();
    await expect(within(menu).queryByRole('menuitem', { name: 'Freeze' })).toBeNull();
  },
};

/** The roles dialog after the server refused to take ADMIN from the signed-in admin. */
export const EditRoles: Story = {
  args: {
    fixture: { rows: alice, rolesError: apiError(409, { reason: 'conflict' }) },
    permissions: ADMIN,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit roles' }));
    const dialog = await openedDialog(canvasElement);
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Administrator', hidden: true }),
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Auditor', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await expect(
      await within(dialog).findByText(
        'You cannot take the Administrator role from your own account.',
      ),
    ).toBeInTheDocument();
  },
};

export const ResetPassword: Story = {
  args: { fixture: { rows: carol }, permissions: ADMIN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reset password' }));
    const dialog = await openedDialog(canvasElement);
    await expect(dialog).toHaveTextContent('New password for carol');
    await expect(
      within(dialog).getByLabelText(/New password/, { selector: 'input' }),
    ).toBeInTheDocument();
  },
};

/** A banned account is final: roles and password only, no account action. */
export const BannedUser: Story = {
  args: { fixture: { rows: carol }, permissions: ADMIN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await within(await canvas.findByRole('table', { name: TITLE })).findByText('Banned');
    await expect(canvas.getByRole('button', { name: 'Edit roles' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /More actions/ })).toBeNull();
    for (const name of ['Freeze', 'Unfreeze', 'Ban'])
      await expect(canvas.queryByRole('button', { name })).toBeNull();
  },
};

/** An active user's sessions all end after a question (docs/auth-protocol.md, "Sessions"). */
export const EndAllSessions: Story = {
  args: { fixture: { rows: sampleUsers(4).slice(3) }, permissions: ADMIN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'More actions for dave' }));
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'End all sessions' }));
    const dialog = await openedDialog(canvasElement, 'alertdialog');
    await expect(dialog).toHaveTextContent('End all sessions of this user?');
    await expect(dialog).toHaveTextContent('dave is signed out on every device at once');
  },
};

export const ResetTwoStepVerification: Story = {
  args: { fixture: { rows: sampleUsers(4).slice(3) }, permissions: ADMIN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'More actions for dave' }));
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'Reset two-step verification' }));
    const dialog = await openedDialog(canvasElement, 'alertdialog');
    await expect(dialog).toHaveTextContent('Reset two-step verification of this user?');
    await expect(dialog).toHaveTextContent('dave loses their authenticator and recovery codes');
  },
};
