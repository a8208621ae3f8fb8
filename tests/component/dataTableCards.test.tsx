/**
 * On the app's mobile device a list shows each row as a card: the shown columns as label: value
 * pairs in their order, the row's actions at the bottom, a box to select it where the screen has
 * bulk actions, a sort choice instead of the headers, and the totals as a card of their own.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { GameAdminView } from '@/screens/game/GameAdminScreen';
import { renderSettlementList } from './support/settlementListKit';
import { renderTool } from './support/toolsKit';
import { monthsAgo } from '../fixtures/activity/settlementFixtures';
import { fixtureGameApi, sampleGames } from '../fixtures/lists/gameFixtures';

configure({ asyncUtilTimeout: 5000 });

const ALL = { list: true, add: true, update: true, delete: true };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const showSettlements = () => renderSettlementList({ device: 'mobile', aside: <Where /> });

function showGames() {
  const fixture = fixtureGameApi({ rows: sampleGames(3) });
  const view = renderTool(
    <GameAdminView api={fixture.api} permissions={ALL} userKey="3" saveFile={() => {}} />,
    { path: '/wn/game-admin', device: 'mobile' },
  );
  return { ...view, ...fixture };
}

const SETTLEMENT_LABELS = [
  'ID',
  'Script',
  'Author',
  'Company',
  'Month',
  'Status',
  'Settlement',
  'Active',
  'Final active',
  'Money',
  'Suggested',
  'Returned because',
];

describe('a list on a phone', () => {
  it('shows each row as a card of label: value pairs in the columns’ order, actions last', async () => {
    showSettlements();
    const cards = await screen.findByRole('list', { name: 'Settlements' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const month = monthsAgo(2);
    const card = within(cards).getByRole('article', { name: `Quick Clicker Pro · ${month}` });
    const labels = within(card).getAllByRole('term').map((term) => term.textContent);
    expect(labels).toEqual(SETTLEMENT_LABELS);
    const values = within(card).getAllByRole('definition');
    expect(values[labels.indexOf('Script')]).toHaveTextContent('Quick Clicker Pro');
    expect(values[labels.indexOf('Month')]).toHaveTextContent(month);
    expect(values[labels.indexOf('Status')]).toHaveTextContent('Submitted');
    // The settlement's own buttons stay where their column is; the row's actions come last.
    expect(
      within(values[labels.indexOf('Settlement')]!).getByRole('button', { name: 'Examine' }),
    ).toBeInTheDocument();
    const actions = within(card).getByRole('toolbar', {
      name: `Actions for Quick Clicker Pro · ${month}`,
    });
    expect(card.lastElementChild).toBe(actions);
    expect(within(actions).getByRole('button', { name: 'Chart' })).toBeInTheDocument();
  });

  it('runs a card’s action', async () => {
    const { user } = showSettlements();
    const cards = await screen.findByRole('list', { name: 'Settlements' });
    const card = within(cards).getByRole('article', {
      name: `Puzzle Kingdom Auto · ${monthsAgo(1)}`,
    });
    await user.click(within(card).getByRole('button', { name: 'Chart' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toMatch(/^\/charts\/.*scriptId=11/),
    );
  });

  it('shows the totals as a card of their own, after the rows', async () => {
    showSettlements();
    const cards = await screen.findByRole('list', { name: 'Settlements' });
    const totals = screen.getByRole('region', { name: 'Total' });
    expect(within(totals).getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Active',
      'Final active',
      'Money',
    ]);
    expect(within(totals).getAllByRole('definition')[2]).toHaveTextContent(/^¥[\d,]+\.\d{2}$/);
    expect(cards.compareDocumentPosition(totals) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('selects rows on their cards for a bulk action', async () => {
    const { user } = showGames();
    const cards = await screen.findByRole('list', { name: 'Games' });
    const first = within(cards).getAllByRole('article')[0]!;
    const name = first.getAttribute('aria-label');
    await user.click(within(first).getByRole('checkbox', { name: `Select row ${name}` }));
    const bulk = await screen.findByRole('toolbar', { name: 'Actions on the selected rows' });
    expect(bulk).toHaveTextContent('1 selected');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(bulk).toHaveTextContent('3 selected');
    expect(within(bulk).getByRole('button', { name: 'Delete selected' })).toBeInTheDocument();
  });

  it('sorts with a choice above the cards', async () => {
    const { user, calls } = showGames();
    await screen.findByRole('list', { name: 'Games' });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Game name, descending',
    );
    await waitFor(() => expect(calls.query.at(-1)).toMatchObject({ sort: 'gameName,desc' }));
  });
});
