import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MembersPanel } from '@/screens/company/MembersPanel';
import type { MembershipKind } from '@/screens/company/membership';
import { fixtureMembersWorld, type MembersWorldOptions } from '../../tests/fixtures/lists/memberFixtures';

/** The members drawer of one company or partner, over in-memory users (never a live server). */
function MembersOf({
  kind,
  ownerId,
  world,
  canManage,
}: {
  kind: MembershipKind;
  ownerId: number;
  world: MembersWorldOptions;
  canManage: boolean;
}) {
  const [{ members, companies, cooperates }] = useState(() => fixtureMembersWorld(world));
  const owner =
    kind === 'company'
      ? companies.rows.find((c) => c.id === ownerId)!.name
      : cooperates.rows.find((c) => c.id === ownerId)!.cooperateName;
  const [open, setOpen] = useState(true);
  // A stand-in for the row action that opens the drawer again once closed.
  return (
    <>
      <Button onClick={() => setOpen(true)}>Members</Button>
      <MembersPanel
        kind={kind}
        owner={open ? { id: ownerId, name: owner } : null}
        api={members}
        canManage={canManage}
        onClose={() => setOpen(false)}
        onChanged={() => {}}
      />
    </>
  );
}

const meta = {
  title: 'Lists/Members drawer',
  component: MembersOf,
  parameters: { router: { path: '/useradmin/business-company-admin' } },
} satisfies Meta<typeof MembersOf>;

export default meta;
type Story = StoryObj<typeof meta>;

// The drawer is portalled out of the canvas, and Fluent may mark it aria-hidden in jsdom.
const drawer = () => within(document.body);

/** Company 1's two members with their status; ADMIN may add and remove. */
export const MembersOpen: Story = {
  args: { kind: 'company', ownerId: 1, world: {}, canManage: true },
  play: async () => {
    const body = drawer();
    const table = within(await body.findByRole('table', { name: 'Members', hidden: true }));
    await expect(table.getByText('alice')).toBeInTheDocument();
    await expect(table.getByText('bob')).toBeInTheDocument();
    await expect(table.getByText('Disabled')).toBeInTheDocument();
    await expect(
      body.getByRole('button', { name: 'Remove alice', hidden: true }),
    ).toBeInTheDocument();
  },
};

export const MembersEmpty: Story = {
  args: { kind: 'cooperate', ownerId: 3, world: {}, canManage: true },
  play: async () => {
    await expect(await drawer().findByText('No members yet.')).toBeInTheDocument();
    await expect(drawer().getByText('Accounts linked to Night Owl')).toBeInTheDocument();
  },
};

/** The picker: users holding BUSINESS_COMPANY who are not members; one in another company is marked. */
export const AddMember: Story = {
  args: { kind: 'company', ownerId: 1, world: {}, canManage: true },
  play: async () => {
    const body = drawer();
    await body.findByRole('table', { name: 'Members', hidden: true });
    await userEvent.click(body.getByRole('button', { name: 'Add member', hidden: true }));
    const picker = await body.findByRole('combobox', { name: 'User', hidden: true });
    await expect(
      within(picker).getByRole('option', {
        name: 'carol (Carol) (now in company #2)',
        hidden: true,
      }),
    ).toBeInTheDocument();
    await expect(
      within(picker).getByRole('option', { name: 'dave (Dave)', hidden: true }),
    ).toBeInTheDocument();
    await expect(
      within(picker).queryByRole('option', { name: /alice|erin|heidi/, hidden: true }),
    ).toBeNull();
  },
};

/** AUDITOR: the members, read-only. */
export const MembersReadOnly: Story = {
  args: { kind: 'company', ownerId: 1, world: {}, canManage: false },
  play: async () => {
    const body = drawer();
    await body.findByRole('table', { name: 'Members', hidden: true });
    await expect(body.queryByRole('button', { name: 'Add member', hidden: true })).toBeNull();
    await expect(body.queryByRole('button', { name: /^Remove/, hidden: true })).toBeNull();
  },
};
