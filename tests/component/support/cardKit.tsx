/**
 * What the card screens' component tests share: the groups or keys view over one in-memory card
 * world (tests/fixtures/lists/cardKeyFixtures.ts) as ADMIN or a CREATOR, on the screen's route;
 * a row by its text; a row's action whether it is a button or behind "More actions"; axe's
 * serious and critical findings in jsdom.
 */
import { expect, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { CardKeyActor } from '@contracts/cardKeys.js';
import type { Device } from '@machines/app.machine.js';
import { CardGroupView } from '@/screens/cards/CardGroupView';
import { CardKeyView } from '@/screens/cards/CardKeyView';
import { cardGroupPermissions, cardKeyPermissions } from '@/screens/cards/cardRights';
import { CARD_GROUP_SCREENS, CARD_KEY_SCREENS } from '@/screens/cards/cardScreens';
import { fixtureHistoryLoader } from '../../fixtures/audit/auditFixtures';
import { CARD_ADMIN, fixtureCardWorld, type CardWorldOptions } from '../../fixtures/lists/cardKeyFixtures';
import { renderTool } from './toolsKit';

const isAdmin = (actor: CardKeyActor) => actor.roles.includes('ADMIN');

export interface CardRenderOptions extends CardWorldOptions {
  /** The path after the screen's own (`?groupId=1`). */
  query?: string;
  device?: Device;
}

/** The groups screen of `actor`: ADMIN's /wn/card-group-admin, a CREATOR's /card/card-generate. */
export function renderGroups(actor: CardKeyActor = CARD_ADMIN, options: CardRenderOptions = {}) {
  const world = fixtureCardWorld({ ...options, actor });
  const key = isAdmin(actor) ? 'cardGroupAdmin' : 'cardGenerate';
  const path = isAdmin(actor) ? '/wn/card-group-admin' : '/card/card-generate';
  const saveFile = vi.fn();
  const view = renderTool(
    <CardGroupView
      title={isAdmin(actor) ? 'Card Key Groups' : 'Card Key Generation'}
      tableId={key}
      variant={CARD_GROUP_SCREENS[key]}
      api={world.groupApi}
      scripts={world.scripts}
      actor={actor}
      readsAudit={isAdmin(actor)}
      permissions={cardGroupPermissions(actor.roles)}
      userKey="t"
      saveFile={saveFile}
    />,
    { path: `${path}${options.query ?? ''}`, device: options.device },
  );
  return { ...world, ...view, saveFile };
}

/** The keys screen of `actor`: ADMIN's /wn/card-admin (with History), a CREATOR's /card/card-query. */
export function renderKeys(actor: CardKeyActor = CARD_ADMIN, options: CardRenderOptions = {}) {
  const world = fixtureCardWorld({ ...options, actor });
  const key = isAdmin(actor) ? 'cardAdmin' : 'cardQuery';
  const path = isAdmin(actor) ? '/wn/card-admin' : '/card/card-query';
  const histories = fixtureHistoryLoader({
    histories: world.keys.map((row) => ({ entity: 'card_key' as const, id: row.id, status: row.status, transitions: [] })),
  });
  const view = renderTool(
    <CardKeyView
      title={isAdmin(actor) ? 'Card Keys' : 'Card Key Query'}
      tableId={key}
      variant={CARD_KEY_SCREENS[key]}
      api={world.keyApi}
      groups={world.groupApi.records}
      scripts={world.scripts}
      actor={actor}
      recordHistory={isAdmin(actor) ? histories.load : undefined}
      permissions={cardKeyPermissions(actor.roles)}
      userKey="t"
      saveFile={vi.fn()}
    />,
    { path: `${path}${options.query ?? ''}`, device: options.device },
  );
  return { ...world, ...view, histories: histories.calls };
}

/** The table row (or card, on a phone) of record `id`. */
export async function rowOf(id: number): Promise<HTMLElement> {
  let row: HTMLElement | null = null;
  await waitFor(() => {
    row = document.querySelector<HTMLElement>(`[data-row-id="${id}"]`);
    expect(row).not.toBeNull();
  });
  return row!;
}

type User = ReturnType<typeof renderTool>['user'];

/** The names of a row's actions, buttons and menu items alike. */
export async function actionsOf(user: User, row: HTMLElement): Promise<string[]> {
  const names = within(row)
    .queryAllByRole('button')
    .filter((button) => !/More actions/.test(button.getAttribute('aria-label') ?? ''))
    .map((button) => button.textContent ?? '');
  const more = within(row).queryByRole('button', { name: /More actions/ });
  if (!more) return names;
  await user.click(more);
  const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent ?? '');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryAllByRole('menuitem')).toHaveLength(0));
  return [...names, ...items];
}

/** Clicks a row's action: a button, or an item of its "More actions" menu. */
export async function actOnRow(user: User, row: HTMLElement, name: string) {
  const button = within(row).queryByRole('button', { name });
  if (button) return user.click(button);
  await user.click(within(row).getByRole('button', { name: /More actions/ }));
  await user.click(await screen.findByRole('menuitem', { name }));
}

/** The question asked, and the answer given by its button. */
export async function answer(user: User, button: string) {
  const dialog = await screen.findByRole('alertdialog', { hidden: true });
  const said = dialog.textContent ?? '';
  await user.click(within(dialog).getByRole('button', { name: button, hidden: true }));
  await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
  return said;
}

/**
 * axe-core's serious and critical findings on the page, as the Chromium journey counts them;
 * jsdom lays nothing out, so colour contrast is left to that journey, and the page's title is
 * the shell's (not rendered here). Fluent's focus guards are excluded (docs/decisions.md,
 * "Accessibility").
 */
export async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(
    { exclude: [['[data-tabster-dummy]']] } as never,
    { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false }, 'document-title': { enabled: false } } },
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}
