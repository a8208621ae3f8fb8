/**
 * The script-month screens as their users click them: a creator applies for last month and
 * confirms an examined one, an admin examines (with the suggested money) and returns; a refused
 * call is told in the user's language; month ranges, totals and the chart link. The settlement
 * calls run the real settlement machine in memory (tests/fixtures/activity/settlementFixtures.ts).
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { SettlementActor } from '@contracts/settlement.js';
import { formatMoney } from '@contracts/money.js';
import { suggestedScriptCents } from '@contracts/settlement.js';
import { ScriptMonthsView } from '@/screens/active/scriptMonths/ScriptMonthsView';
import type { ScriptMonthsVariant } from '@/screens/active/scriptMonths/scriptMonthColumns';
import { renderTool } from './support/toolsKit';
import {
  ADMIN_ACTOR,
  apiError,
  AUTHOR_ACTOR,
  fixtureScriptMonthsApi,
  fixtureSettlementApi,
  monthsAgo,
} from '../fixtures/activity/settlementFixtures';

configure({ asyncUtilTimeout: 5000 });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function setup(actor: SettlementActor, variant: ScriptMonthsVariant = 'statistics', refuse?: unknown) {
  const months = fixtureScriptMonthsApi();
  const settlement = fixtureSettlementApi(months.rows, actor, { refuse });
  const view = renderTool(
    <ScriptMonthsView
      title="My Statistics"
      tableId="test"
      variant={variant}
      api={months.api}
      settlements={settlement.api}
      actor={actor}
      settle
      showOwners={actor.roles.includes('ADMIN')}
      userKey="t"
      saveFile={() => {}}
    />,
    { path: '/statistical-table', aside: <Where /> },
  );
  return { ...view, months, settlement };
}

/** The row of a script's month, once the table shows it. */
async function rowOf(name: string, month: string) {
  const table = await screen.findByRole('table', { name: 'My Statistics' });
  return waitFor(() => {
    const row = within(table)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes(name) && r.textContent.includes(month));
    if (!row) throw new Error(`no row ${name} ${month}`);
    return within(row);
  });
}

describe('script settlement screens', () => {
  it('lets a creator apply for last month after confirming, and says so', async () => {
    const { user, settlement, months, notices } = setup(AUTHOR_ACTOR);
    const row = await rowOf('Puzzle Kingdom Auto', monthsAgo(1));
    await user.click(row.getByRole('button', { name: 'Apply for statistics' }));
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    expect(dialog).toHaveTextContent('31,000 active user-days will be submitted');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    expect(settlement.calls.apply).toEqual([]);

    await user.click(row.getByRole('button', { name: 'Apply for statistics' }));
    const again = await screen.findByRole('alertdialog', { hidden: true });
    await user.click(within(again).getByRole('button', { name: 'Apply for statistics', hidden: true }));
    const id = months.rows.find((r) => r.scriptName === 'Puzzle Kingdom Auto' && r.countTime === monthsAgo(1))!.id;
    await waitFor(() => expect(settlement.calls.apply).toEqual([id]));
    expect(await (await rowOf('Puzzle Kingdom Auto', monthsAgo(1))).findByText('Submitted')).toBeInTheDocument();
    expect(notices).toContainEqual(expect.objectContaining({ intent: 'success', text: `Puzzle Kingdom Auto · ${monthsAgo(1)} was submitted.` }));
  });

  it('offers a creator exactly what the machine allows: apply closed months, confirm examined ones', async () => {
    setup(AUTHOR_ACTOR);
    expect((await rowOf('Quick Clicker Pro', monthsAgo(0))).getByText('Cannot operate')).toBeInTheDocument();
    expect((await rowOf('Quick Clicker Pro', monthsAgo(2))).getByText('Cannot operate')).toBeInTheDocument();
    expect((await rowOf('Quick Clicker Pro', monthsAgo(3))).getByRole('button', { name: 'Confirm settlement' })).toBeInTheDocument();
    expect((await rowOf('Quick Clicker Pro', monthsAgo(4))).getByText('Cannot operate')).toBeInTheDocument();
  });

  it('confirms an examined month with its final figures and the suggestion beside them in the question', async () => {
    const { user, settlement, months } = setup(AUTHOR_ACTOR);
    await user.click((await rowOf('Quick Clicker Pro', monthsAgo(3))).getByRole('button', { name: 'Confirm settlement' }));
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    expect(dialog).toHaveTextContent('90,500 active user-days');
    const record = months.rows.find((r) => r.scriptName === 'Quick Clicker Pro' && r.countTime === monthsAgo(3))!;
    const suggestion = formatMoney(suggestedScriptCents(90_500, record.activeNum, record.ecpmWeight));
    const shown = Number(suggestion).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(dialog).toHaveTextContent(`(suggested for this count: ¥${shown})`);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm settlement', hidden: true }));
    await waitFor(() => expect(settlement.calls.confirm).toHaveLength(1));
    expect(await (await rowOf('Quick Clicker Pro', monthsAgo(3))).findByText('Settled')).toBeInTheDocument();
  });

  it('lets an admin examine with the suggested money for the count typed', async () => {
    const { user, settlement, months } = setup(ADMIN_ACTOR);
    await user.click((await rowOf('Quick Clicker Pro', monthsAgo(2))).getByRole('button', { name: 'Examine' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const final = within(dialog).getByRole('textbox', { name: /Final active/, hidden: true });
    const money = within(dialog).getByRole('textbox', { name: /Money/, hidden: true });
    const record = months.rows.find((r) => r.scriptName === 'Quick Clicker Pro' && r.countTime === monthsAgo(2))!;
    expect(final).toHaveValue('90000');
    expect(money).toHaveValue(record.suggestedMoney);

    await user.clear(final);
    await user.type(final, '90001');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(dialog).findByText('At most the counted 90,000.')).toBeInTheDocument();
    expect(settlement.calls.examine).toEqual([]);

    await user.clear(final);
    await user.type(final, '80000');
    const suggestion = formatMoney(suggestedScriptCents(80_000, record.activeNum, record.ecpmWeight));
    expect(within(dialog).getByText(`Suggested for this count: ¥${suggestion.replace(/\B(?=(\d{3})+(?!\d))/, ',')}`)).toBeInTheDocument();
    await user.clear(money);
    await user.type(money, '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(dialog).findByText('Enter an amount of 0 or more with at most two decimals.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Use the suggestion', hidden: true }));
    expect(money).toHaveValue(suggestion);
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(settlement.calls.examine).toEqual([{ id: record.id, activeFinalNum: 80_000, activeMoney: suggestion }]));
    expect(await (await rowOf('Quick Clicker Pro', monthsAgo(2))).findByText('Examined')).toBeInTheDocument();
  });

  it('asks twice for an amount far from the suggestion, stating both; going back changes nothing', async () => {
    const { user, settlement, months } = setup(ADMIN_ACTOR);
    await user.click((await rowOf('Quick Clicker Pro', monthsAgo(2))).getByRole('button', { name: 'Examine' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const record = months.rows.find((r) => r.scriptName === 'Quick Clicker Pro' && r.countTime === monthsAgo(2))!;
    const money = within(dialog).getByRole('textbox', { name: /Money/, hidden: true });
    await user.clear(money);
    await user.type(money, '1234567.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    const question = await screen.findByRole('alertdialog', { hidden: true });
    const suggested = Number(record.suggestedMoney).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(question).toHaveTextContent(`¥1,234,567.50 is more than 3 times away from the suggested ¥${suggested}`);
    expect(settlement.calls.examine).toEqual([]);

    await user.click(within(question).getByRole('button', { name: 'Cancel', hidden: true }));
    expect(await within(dialog).findByText('This amount is far from the suggested one: confirm it or change it.')).toBeInTheDocument();
    expect(settlement.calls.examine).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    const again = await screen.findByRole('alertdialog', { hidden: true });
    await user.click(within(again).getByRole('button', { name: 'Examine with this amount', hidden: true }));
    await waitFor(() =>
      expect(settlement.calls.examine).toEqual([
        { id: record.id, activeFinalNum: record.activeNum, activeMoney: '1234567.50', confirmUnusual: true },
      ]),
    );
    expect(await (await rowOf('Quick Clicker Pro', monthsAgo(2))).findByText('Examined')).toBeInTheDocument();
  });

  it('lets an admin return a submission with a reason, which then shows on the row', async () => {
    const { user, settlement } = setup(ADMIN_ACTOR);
    await user.click((await rowOf('Puzzle Kingdom Auto', monthsAgo(2))).getByRole('button', { name: 'Return' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(dialog).findByText('Say why it goes back.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/, hidden: true }), 'A test device was counted');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(settlement.calls.returnToOwner).toHaveLength(1));
    const row = await rowOf('Puzzle Kingdom Auto', monthsAgo(2));
    expect(await row.findByText('A test device was counted')).toBeInTheDocument();
    expect(row.getByText('Not applied')).toBeInTheDocument();
  });

  it('tells the user, in their language, when the server refuses', async () => {
    const { user, notices, months } = setup(AUTHOR_ACTOR, 'statistics', apiError(409, { reason: 'illegal_transition' }, 'Not possible'));
    await user.click((await rowOf('Puzzle Kingdom Auto', monthsAgo(1))).getByRole('button', { name: 'Apply for statistics' }));
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    const before = months.calls.query.length;
    await user.click(within(dialog).getByRole('button', { name: 'Apply for statistics', hidden: true }));
    await waitFor(() =>
      expect(notices).toContainEqual(
        expect.objectContaining({ intent: 'error', text: 'This action is no longer possible for this record: it was changed meanwhile, and the list shows it as it is now.' }),
      ),
    );
    // The list is read again: the record may have changed meanwhile.
    await waitFor(() => expect(months.calls.query.length).toBeGreaterThan(before));
  });

  it('filters by a month range kept in the URL, with totals over every match', async () => {
    const { user, months } = setup(ADMIN_ACTOR, 'activity');
    await screen.findByRole('table', { name: 'My Statistics' });
    const range = screen.getByRole('group', { name: 'Month' });
    await user.type(within(range).getByLabelText('Month from'), monthsAgo(2));
    await user.type(within(range).getByLabelText('Month to'), monthsAgo(1));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(months.calls.query.at(-1)).toMatchObject({ countTimeFrom: monthsAgo(2), countTimeTo: monthsAgo(1) }));
    expect(screen.getByTestId('where').textContent).toContain(`countTimeFrom=${monthsAgo(2)}`);
    await screen.findByText('4 records');
    const footer = screen.getByText('Total').closest('tr')!;
    // Two scripts over two months: 31,000 + 32,000 + 89,000 + 90,000 active.
    expect(within(footer).getByText('242,000')).toBeInTheDocument();
  });

  it('opens the chart of a row with the chart state in the URL', async () => {
    const { user } = setup(AUTHOR_ACTOR, 'activity');
    await user.click((await rowOf('Quick Clicker Pro', monthsAgo(1))).getByRole('button', { name: 'Chart' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        `/charts/active-chart?scriptId=12&scriptName=Quick+Clicker+Pro&countTime=${monthsAgo(1)}`,
      ),
    );
  });
});
