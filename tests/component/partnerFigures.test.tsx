/**
 * The partner, script-partner and linker figure screens as their users click them: month and
 * day ranges sent to the server and kept in the URL, totals over every match, the Chart action's
 * link, and which months the /settlement screen settles for which roles. The settlement flows
 * are in partnerSettlement.test.tsx.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { LinkerActiveMonthAdminView } from '@/screens/active/LinkerActiveMonthAdminScreen';
import { settlementSide } from '@/screens/active/SettlementScreen';
import { renderTool } from './support/toolsKit';
import {
  ADMIN_ACTOR,
  fixtureLinkerMonthsApi,
  fixturePartnerDaysApi,
  fixturePartnerMonthWorld,
  fixtureScriptPartnerDaysApi,
  monthsAgo,
  PARTNER_ACTOR,
  sampleScriptPartnerDays,
} from '../fixtures/figures/figureFixtures';
import { PartnerMonthsScreenView } from '@/screens/active/PartnerMonthsScreen';
import { PartnerDaysScreenView } from '@/screens/active/PartnerDaysScreen';
import { ScriptPartnerDaysScreenView } from '@/screens/active/ScriptPartnerDaysScreen';

configure({ asyncUtilTimeout: 5000 });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const VIEW = { userKey: 't', saveFile: () => {} };
const totalsOf = async (table: string) =>
  within(
    within(await screen.findByRole('table', { name: table }))
      .getByText('Total')
      .closest('tr')!,
  );

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

describe('partner figure screens', () => {
  it('filters partner days by a month and a day range, sent as countTime/day From-To and kept in the URL', async () => {
    const days = fixturePartnerDaysApi();
    const { user } = renderTool(<PartnerDaysScreenView screenKey="cooperateActiveAdmin" api={days.api} {...VIEW} />, {
      path: '/cooperate/cooperate-active-admin',
      aside: <Where />,
    });
    await screen.findByRole('table', { name: 'Partner Daily Active' });
    const months = screen.getByRole('group', { name: 'Month' });
    await user.type(within(months).getByLabelText('Month from'), '2026-01');
    await user.type(within(months).getByLabelText('Month to'), '2026-02');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(days.calls.query.at(-1)).toMatchObject({
        countTimeFrom: '2026-01',
        countTimeTo: '2026-02',
        page: 1,
      }),
    );
    expect(screen.getByTestId('where').textContent).toBe(
      '/cooperate/cooperate-active-admin?countTimeFrom=2026-01&countTimeTo=2026-02',
    );
    // March's day is out: two partners × four days.
    expect(await screen.findByText('8 records')).toBeInTheDocument();

    await user.type(
      within(screen.getByRole('group', { name: 'Day' })).getByLabelText('Day from'),
      '2026-01-31',
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(days.calls.query.at(-1)).toMatchObject({
        countTimeFrom: '2026-01',
        dayFrom: '2026-01-31',
      }),
    );
    expect(screen.getByTestId('where').textContent).toContain('dayFrom=2026-01-31');
    expect(await screen.findByText('6 records')).toBeInTheDocument();
    // Totals follow the filter: 1,100 + 1,200 + 1,300 + 2,100 + 2,200 + 2,300 active.
    expect((await totalsOf('Partner Daily Active')).getByText('10,200')).toBeInTheDocument();
  });

  it('filters by partner name and by a month range restored from a shared link', async () => {
    const days = fixturePartnerDaysApi();
    const { user } = renderTool(<PartnerDaysScreenView screenKey="cooperateActiveAdmin" api={days.api} {...VIEW} />, {
      path: '/cooperate/cooperate-active-admin?countTimeFrom=2026-03',
      aside: <Where />,
    });
    expect(await screen.findByText('2 records')).toBeInTheDocument();
    expect(screen.getByLabelText('Month from')).toHaveValue('March 2026');
    await user.type(screen.getByRole('textbox', { name: 'Partner name' }), 'harbor');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 record')).toBeInTheDocument();
    expect(days.calls.query.at(-1)).toMatchObject({
      cooperateName: 'harbor',
      countTimeFrom: '2026-03',
    });
  });

  it('shows the totals of every matching partner month in the footer, not just the page', async () => {
    const world = fixturePartnerMonthWorld(ADMIN_ACTOR);
    renderTool(
      <PartnerMonthsScreenView
        screenKey="cooperateActiveMonthAdmin"
        api={world.months.api}
        settlements={world.settlement.api}
        actor={ADMIN_ACTOR}
        {...VIEW}
      />,
      { path: '/cooperate/cooperate-active-month-admin?size=4' },
    );
    // A page of four rows; the sums come with it, over all ten.
    await screen.findByText('Page 1 of 3');
    const totals = await totalsOf('Partner Monthly Active');
    // Ten months of two partners: active, clicks, final active (examined and settled), money.
    for (const sum of ['345,000', '1,035,000', '142,400', '¥1,628.26'])
      expect(totals.getByText(sum)).toBeInTheDocument();
    expect(world.months.calls.query.at(-1)).toMatchObject({ size: 4 });
  });

  it('sums linker months over the month range', async () => {
    const linkers = fixtureLinkerMonthsApi();
    const { user } = renderTool(<LinkerActiveMonthAdminView api={linkers.api} {...VIEW} />, {
      path: '/linker/linker-active-month-admin',
      aside: <Where />,
    });
    await screen.findByRole('table', { name: 'Clicker Monthly Active' });
    await user.type(screen.getByLabelText('Month from'), '2026-02');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(linkers.calls.query.at(-1)).toMatchObject({ countTimeFrom: '2026-02' }),
    );
    expect(screen.getByTestId('where').textContent).toBe(
      '/linker/linker-active-month-admin?countTimeFrom=2026-02',
    );
    expect(await screen.findByText('2 records')).toBeInTheDocument();
    expect((await totalsOf('Clicker Monthly Active')).getByText('18,002')).toBeInTheDocument();
  });

  it('opens the partner chart of a month row, the subject in the query', async () => {
    const world = fixturePartnerMonthWorld(ADMIN_ACTOR);
    const { user } = renderTool(
      <PartnerMonthsScreenView
        screenKey="cooperateActiveMonthAdmin"
        api={world.months.api}
        settlements={world.settlement.api}
        actor={ADMIN_ACTOR}
        {...VIEW}
      />,
      { path: '/cooperate/cooperate-active-month-admin', aside: <Where /> },
    );
    await user.click(
      (await rowOf('Partner Monthly Active', 'Blue Harbor Media', monthsAgo(1))).getByRole(
        'button',
        { name: 'Chart' },
      ),
    );
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        `/charts/active-cooperate-chart?cooperateId=22&cooperateName=Blue+Harbor+Media&countTime=${monthsAgo(1)}`,
      ),
    );
  });

  it("opens the script-partner chart of a partner's own day at that day's month", async () => {
    const days = fixtureScriptPartnerDaysApi({
      rows: sampleScriptPartnerDays(PARTNER_ACTOR.cooperateId!),
    });
    const { user } = renderTool(<ScriptPartnerDaysScreenView screenKey="myActive" api={days.api} {...VIEW} />, {
      path: '/cooperate/my-active',
      aside: <Where />,
    });
    await user.click(
      (await rowOf('My Active', 'Puzzle Kingdom Auto', '2026-01-31')).getByRole('button', {
        name: 'Chart',
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/charts/script-active-cooperate-chart?scriptId=11&scriptName=Puzzle+Kingdom+Auto&cooperateId=21&cooperateName=Sky+Ads&countTime=2026-01',
      ),
    );
  });
});

describe('the /settlement screen by role', () => {
  it('settles partner months for a partner, script months as soon as the user also writes or sells scripts', () => {
    expect(settlementSide(['COOPERATE'])).toBe('partner');
    expect(settlementSide(['COOPERATE', 'CREATOR'])).toBe('script');
    expect(settlementSide(['BUSINESS_COMPANY', 'COOPERATE'])).toBe('script');
    expect(settlementSide(['CREATOR'])).toBe('script');
    expect(settlementSide(['BUSINESS_COMPANY'])).toBe('script');
  });
});
