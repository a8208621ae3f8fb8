/**
 * Kit of the review component tests: a review screen's view over an in-memory world whose
 * events run the real review machine as the given user (tests/fixtures/review/reviewFixtures.ts),
 * rendered with the app's providers on a data router, plus the row and dialog finders.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { Locales } from '@locales/i18n-types';
import type { ConfigRecord, LinkerRecord, ReviewActor } from '@contracts/review.js';
import { ConfigScreenView, LinkerScreenView } from '@/screens/review/ReviewScreen';
import type { ConfigScreenKey, LinkerScreenKey } from '@/screens/review/reviewScreens';
import { renderTool } from './support/toolsKit';
import {
  fixtureConfigWorld,
  fixtureLinkerWorld,
  type ReviewWorldOptions,
} from '../fixtures/review/reviewFixtures';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

interface Setup {
  path?: string;
  locale?: Locales;
}

export function renderConfigs(
  screenKey: ConfigScreenKey,
  actor: ReviewActor,
  options: ReviewWorldOptions<ConfigRecord> & Setup = {},
) {
  const world = fixtureConfigWorld(actor, options);
  const saved: string[] = [];
  const view = renderTool(
    <ConfigScreenView screenKey={screenKey} api={world.api} actor={actor} userKey="t" saveFile={(_, name) => saved.push(name)} />,
    { path: options.path ?? '/wn/config-admin', locale: options.locale, aside: <Where /> },
  );
  return { ...view, world, saved };
}

export function renderLinkers(
  screenKey: LinkerScreenKey,
  actor: ReviewActor,
  options: ReviewWorldOptions<LinkerRecord> & Setup = {},
) {
  const world = fixtureLinkerWorld(actor, options);
  const view = renderTool(<LinkerScreenView screenKey={screenKey} api={world.api} actor={actor} userKey="t" saveFile={() => {}} />, {
    path: options.path ?? '/linker/linker-admin',
    locale: options.locale,
    aside: <Where />,
  });
  return { ...view, world };
}

/** Where the screen is now, query included. */
export const where = () => screen.getByTestId('where').textContent ?? '';

/** The row of `table` showing `text`, once the table shows it. */
export async function rowOf(table: string, text: string) {
  const found = await screen.findByRole('table', { name: table });
  return waitFor(() => {
    const row = within(found)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes(text));
    if (!row) throw new Error(`no row ${text} in ${table}`);
    return within(row);
  });
}

/** The dialog (or alert dialog) that opened; jsdom may leave it aria-hidden. */
export const dialog = (role: 'dialog' | 'alertdialog' = 'dialog') =>
  screen.findByRole(role, { hidden: true });
