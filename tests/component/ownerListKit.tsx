/**
 * Test kit of the business companies and partners screens: the screen over one in-memory world
 * (tests/fixtures/lists/memberFixtures.ts) as ADMIN or as a reader, and the steps both tests take
 * through its table, row menu and dialogs.
 */
import { READ_ONLY } from '@contracts/permissions.js';
import { screen, within } from '@testing-library/react';
import { BusinessCompanyAdminView } from '@/screens/company/BusinessCompanyAdminScreen';
import { CooperateAdminView } from '@/screens/cooperate/CooperateAdminScreen';
import type { MembershipKind } from '@/screens/company/membership';
import { renderTool } from './support/toolsKit';
import { fixtureMembersWorld, type MembersWorldOptions } from '../fixtures/lists/memberFixtures';

const ALL = { list: true, add: true, update: true, delete: true };
const TITLE: Record<MembershipKind, string> = {
  company: 'Business Companies',
  cooperate: 'Partner Management',
};

export function renderOwnerScreen(
  kind: MembershipKind,
  world: MembersWorldOptions = {},
  admin = true,
) {
  const fixture = fixtureMembersWorld(world);
  const common = {
    members: fixture.members,
    permissions: admin ? ALL : READ_ONLY,
    canManageMembers: admin,
    userKey: '3',
    saveFile: () => {},
  };
  const element =
    kind === 'company' ? (
      <BusinessCompanyAdminView api={fixture.companies.api} {...common} />
    ) : (
      <CooperateAdminView api={fixture.cooperates.api} priceImpact={fixture.priceImpact} {...common} />
    );
  const view = renderTool(element, {
    path: kind === 'company' ? '/useradmin/business-company-admin' : '/cooperate/cooperate-admin',
  });
  const table = () => screen.findByRole('table', { name: TITLE[kind] });
  const rowOf = async (name: string) =>
    within(await table()).findByRole('row', { name: new RegExp(name) });
  type User = typeof view.user;

  return {
    ...fixture,
    ...view,
    table,
    rowOf,
    /** A row's cell text; synchronous, for waitFor; an open drawer hides the page, hence `hidden`. */
    cellOf: (name: string, index: number) => {
      const list = within(screen.getByRole('table', { name: TITLE[kind], hidden: true }));
      const row = list.getByRole('row', { name: new RegExp(name), hidden: true });
      return within(row).getAllByRole('cell', { hidden: true })[index]!.textContent;
    },
    /** Opens a dialog with `button` and answers the dialog. */
    openDialog: async (user: User, button: HTMLElement) => {
      await user.click(button);
      return within(await screen.findByRole('dialog', { hidden: true }));
    },
    /** Picks an action of a row's "More actions" menu (ADMIN rows have three actions). */
    fromMenu: async (user: User, name: string, item: string) => {
      await user.click(
        within(await rowOf(name)).getByRole('button', { name: `More actions for ${name}` }),
      );
      await user.click(await screen.findByRole('menuitem', { name: item }));
    },
    /** Confirms the open confirmation with its `label` button. */
    confirm: async (user: User, label: string) => {
      const dialog = within(await screen.findByRole('alertdialog', { hidden: true }));
      await user.click(dialog.getByRole('button', { name: label, hidden: true }));
      return dialog;
    },
  };
}

/** The open members drawer, once its title shows. */
export async function membersDrawer(title: string) {
  const drawer = within(await screen.findByRole('dialog', { hidden: true }));
  await drawer.findByText(title);
  return drawer;
}
