/**
 * Partner months settled as their users click them: a partner applies for a closed month and
 * confirms an examined one, an admin examines a submitted month with the partner formula's
 * suggested money, a refused call is told in the user's language, and /settlement settles the
 * months the user's roles make theirs. The calls run the real settlement machine in memory
 * (tests/fixtures/settlementFlow.ts), so a call the machine refuses answers 409.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { formatMoney } from '@contracts/money.js';
import { suggestedCooperateCents, type SettlementActor } from '@contracts/settlement.js';
import { SettlementView } from '@/screens/active/SettlementScreen';
import { renderTool } from './support/toolsKit';
import {
  ADMIN_ACTOR,
  fixturePartnerMonthWorld,
  monthsAgo,
  PARTNER_ACTOR,
} from '../fixtures/figures/figureFixtures';
import { fixtureScriptMonthsApi } from '../fixtures/activity/settlementFixtures';
import { PartnerMonthsScreenView } from '@/screens/active/PartnerMonthsScreen';

configure({ asyncUtilTimeout: 5000 });

const VIEW = { userKey: 't', saveFile: () => {} };
const ILLEGAL =
  'This action is no longer possible for this record: it was changed meanwhile, and the list shows it as it is now.';

function setup(actor: SettlementActor) {
  const world = fixturePartnerMonthWorld(actor, { own: actor === PARTNER_ACTOR });
  const props = { api: world.months.api, settlements: world.settlement.api, actor, ...VIEW };
  const view = renderTool(
    actor === PARTNER_ACTOR ? (
      <PartnerMonthsScreenView screenKey="redStatisticalMonth" {...props} />
    ) : (
      <PartnerMonthsScreenView screenKey="cooperateActiveMonthAdmin" {...props} />
    ),
    {
      path:
        actor === PARTNER_ACTOR
          ? '/red-statistical/month'
          : '/cooperate/cooperate-active-month-admin',
    },
  );
  const table = actor === PARTNER_ACTOR ? 'Clicks by Month' : 'Partner Monthly Active';
  const record = (partner: string, month: string) =>
    world.months.rows.find((r) => r.cooperateName === partner && r.countTime === month)!;
  return { ...view, ...world, table, record };
}

async function rowOf(table: string, ...texts: string[]) {
  const found = await screen.findByRole('table', { name: table });
  return waitFor(() => {
    const row = within(found)
      .getAllByRole('row')
      .find((r) => texts.every((text) => r.textContent?.includes(text)));
    if (!row) throw new Error(`no row ${texts.join(' ')}`);
    return within(row);
  });
}

describe('partner month settlement', () => {
  it('lets a partner apply for a closed month after confirming, then reads the list again', async () => {
    const { user, table, settlement, months, record, notices } = setup(PARTNER_ACTOR);
    // This month is still open: nothing to do yet.
    expect((await rowOf(table, monthsAgo(0))).getByText('Cannot operate')).toBeInTheDocument();
    await user.click(
      (await rowOf(table, monthsAgo(1))).getByRole('button', { name: 'Apply for statistics' }),
    );
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    expect(dialog).toHaveTextContent(
      `Sky Ads · ${monthsAgo(1)}: 41,000 active user-days will be submitted`,
    );
    const before = months.calls.query.length;
    await user.click(
      within(dialog).getByRole('button', { name: 'Apply for statistics', hidden: true }),
    );
    await waitFor(() =>
      expect(settlement.calls.apply).toEqual([record('Sky Ads', monthsAgo(1)).id]),
    );
    await waitFor(() => expect(months.calls.query.length).toBeGreaterThan(before));
    const row = await rowOf(table, monthsAgo(1));
    expect(await row.findByText('Submitted')).toBeInTheDocument();
    expect(row.getByText('Cannot operate')).toBeInTheDocument();
    expect(notices).toContainEqual(
      expect.objectContaining({
        intent: 'success',
        text: `Sky Ads · ${monthsAgo(1)} was submitted.`,
      }),
    );
  });

  it('lets a partner confirm an examined month with its final figures in the question', async () => {
    const { user, table, settlement } = setup(PARTNER_ACTOR);
    await user.click(
      (await rowOf(table, monthsAgo(3))).getByRole('button', { name: 'Confirm settlement' }),
    );
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    // 42,600 final active user-days at 12.50 per 1,000.
    expect(dialog).toHaveTextContent('42,600 active user-days, ¥532.50');
    await user.click(
      within(dialog).getByRole('button', { name: 'Confirm settlement', hidden: true }),
    );
    await waitFor(() => expect(settlement.calls.confirm).toHaveLength(1));
    expect(await (await rowOf(table, monthsAgo(3))).findByText('Settled')).toBeInTheDocument();
  });

  it('lets an admin examine a submitted month with the suggested money for the count typed', async () => {
    const { user, table, settlement, record } = setup(ADMIN_ACTOR);
    const month = record('Blue Harbor Media', monthsAgo(2));
    await user.click(
      (await rowOf(table, 'Blue Harbor Media', monthsAgo(2))).getByRole('button', {
        name: 'Examine',
      }),
    );
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const final = within(dialog).getByRole('textbox', { name: /Final active/, hidden: true });
    const money = within(dialog).getByRole('textbox', { name: /Money/, hidden: true });
    expect(final).toHaveValue('27000');
    // 27,000 at 9.80 per 1,000.
    expect(money).toHaveValue('264.60');

    await user.clear(final);
    await user.type(final, '27001');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(dialog).findByText('At most the counted 27,000.')).toBeInTheDocument();
    expect(final).toHaveAttribute('aria-invalid', 'true');
    expect(settlement.calls.examine).toEqual([]);

    await user.clear(final);
    await user.type(final, '26000');
    const suggestion = formatMoney(suggestedCooperateCents(26_000, 980));
    expect(suggestion).toBe('254.80');
    expect(within(dialog).getByText('Suggested for this count: ¥254.80')).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('button', { name: 'Use the suggestion', hidden: true }),
    );
    expect(money).toHaveValue('254.80');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() =>
      expect(settlement.calls.examine).toEqual([
        { id: month.id, activeFinalNum: 26_000, activeMoney: '254.80' },
      ]),
    );
    const row = await rowOf(table, 'Blue Harbor Media', monthsAgo(2));
    expect(await row.findByText('Examined')).toBeInTheDocument();
    expect(row.getByText('26,000')).toBeInTheDocument();
  });

  it('tells the partner, in their language, when the month changed meanwhile (409 illegal_transition)', async () => {
    const { user, table, record, settlement, notices } = setup(PARTNER_ACTOR);
    const last = await rowOf(table, monthsAgo(1));
    // Another user of the partner applied in the meantime: the machine now refuses APPLY.
    record('Sky Ads', monthsAgo(1)).status = 'submitted';
    await user.click(last.getByRole('button', { name: 'Apply for statistics' }));
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    await user.click(
      within(dialog).getByRole('button', { name: 'Apply for statistics', hidden: true }),
    );
    await waitFor(() =>
      expect(notices).toContainEqual(expect.objectContaining({ intent: 'error', text: ILLEGAL })),
    );
    expect(settlement.calls.apply).toHaveLength(1);
    // The list is read again and shows where the month is now.
    expect(await (await rowOf(table, monthsAgo(1))).findByText('Submitted')).toBeInTheDocument();
  });

  it('shows the same refusal in Chinese', async () => {
    const world = fixturePartnerMonthWorld(PARTNER_ACTOR, { own: true });
    const { user, notices } = renderTool(
      <PartnerMonthsScreenView
        screenKey="redStatisticalMonth"
        api={world.months.api}
        settlements={world.settlement.api}
        actor={PARTNER_ACTOR}
        {...VIEW}
      />,
      { path: '/red-statistical/month', locale: 'zh' },
    );
    const table = await screen.findByRole('table', { name: '按月统计' });
    world.months.rows.find((r) => r.countTime === monthsAgo(1))!.status = 'submitted';
    const row = within(table)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes(monthsAgo(1)))!;
    await user.click(within(row).getByRole('button', { name: '申请统计' }));
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    await user.click(within(dialog).getByRole('button', { name: '申请统计', hidden: true }));
    await waitFor(() =>
      expect(notices.some((n) => n.intent === 'error' && /[\u4e00-\u9fff]/.test(n.text))).toBe(
        true,
      ),
    );
  });
});

describe('the /settlement screen', () => {
  it("settles a partner's own months for a COOPERATE user and script months for an author", async () => {
    const world = fixturePartnerMonthWorld(PARTNER_ACTOR, { own: true });
    const scripts = fixtureScriptMonthsApi();
    const common = {
      cooperateMonths: world.months.api,
      scriptMonths: scripts.api,
      settlements: world.settlement.api,
      ...VIEW,
    };
    const partner = renderTool(<SettlementView actor={PARTNER_ACTOR} {...common} />, {
      path: '/settlement',
    });
    const table = await screen.findByRole('table', { name: 'Settlement' });
    expect(
      within(table).getByRole('columnheader', { name: 'Price per 1,000' }),
    ).toBeInTheDocument();
    expect(scripts.calls.query).toHaveLength(0);
    partner.unmount();

    const author: SettlementActor = { ...PARTNER_ACTOR, roles: ['CREATOR', 'COOPERATE'] };
    renderTool(<SettlementView actor={author} {...common} />, { path: '/settlement' });
    const scriptTable = await screen.findByRole('table', { name: 'Settlement' });
    expect(within(scriptTable).getByRole('columnheader', { name: 'Script' })).toBeInTheDocument();
    expect(
      within(scriptTable).queryByRole('columnheader', { name: 'Author' }),
    ).not.toBeInTheDocument();
    // The script months' rows and their count.
    expect(scripts.calls.query).toHaveLength(2);
  });
});
