/**
 * What the catalogue's component tests share: a catalogue screen over in-memory scripts as a user
 * with these roles, the open dialog by its title, and a row's action whether it is a button or
 * behind "More actions".
 */
import { expect, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@contracts/roles.js';
import type { ScriptScreenKey } from '@/screens/scripts/scriptScreens';
import { renderTool } from './toolsKit';
import { ScriptCatalogueFixture } from '../../fixtures/lists/ScriptCatalogueFixture';
import { fixtureScriptApi, sampleScripts } from '../../fixtures/lists/scriptFixtures';

export function renderCatalogue(screenKey: ScriptScreenKey, roles: Role[], userId = 1, rows = sampleScripts(6), path = '/wn/script-admin') {
  const fixture = fixtureScriptApi({ rows }, { id: userId, roles });
  const view = renderTool(
    <ScriptCatalogueFixture screenKey={screenKey} roles={roles} userId={userId} api={fixture.api} saveFile={vi.fn()} />,
    { path },
  );
  return { ...fixture, ...view };
}

export const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

/** The open dialog, found by its title. */
export async function dialogTitled(title: string) {
  const dialog = await screen.findByRole('dialog', { hidden: true });
  await waitFor(() => expect(dialog).toHaveTextContent(title));
  return dialog;
}

/** Clicks a row's action: a button, or an item of its "More actions" menu. */
export async function actOnRow(user: ReturnType<typeof renderCatalogue>['user'], row: HTMLElement, name: string) {
  const button = within(row).queryByRole('button', { name });
  if (button) return user.click(button);
  // A row may have two menus (its visibility events and its other actions): the one holding `name`.
  for (const more of within(row).getAllByRole('button', { name: /More actions|: more$/ })) {
    await user.click(more);
    await screen.findAllByRole('menuitem');
    const item = screen.queryByRole('menuitem', { name });
    if (item) return user.click(item);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryAllByRole('menuitem')).toHaveLength(0));
  }
  throw new Error(`no action ${name} on the row`);
}
