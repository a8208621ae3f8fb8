/**
 * The admin's settlement desk (/wn/settlement-admin) as an admin clicks it: it opens on the script
 * months waiting (submitted), oldest first, with a count on each tab; a month is examined in place
 * and leaves the queue; the partner tab is the URL's `kind`, kept while the list filters.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { SettlementAdminView } from '@/screens/active/SettlementAdminScreen';
import { renderTool } from './support/toolsKit';
import { ADMIN_ACTOR, fixtureScriptMonthsApi, fixtureSettlementApi, monthsAgo } from '../fixtures/activity/settlementFixtures';
import { fixturePartnerMonthWorld } from '../fixtures/figures/figureFixtures';

configure({ asyncUtilTimeout: 5000 });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function setup(path = '/wn/settlement-admin') {
  const months = fixtureScriptMonthsApi();
  const settlement = fixtureSettlementApi(months.rows, ADMIN_ACTOR);
  const partners = fixturePartnerMonthWorld(ADMIN_ACTOR);
  const view = renderTool(
    <SettlementAdminView
      scriptMonths={months.api}
      cooperateMonths={partners.months.api}
      settlements={settlement.api}
      actor={ADMIN_ACTOR}
      userKey="desk"
      saveFile={() => {}}
    />,
    { path, aside: <Where /> },
  );
  return { ...view, months, settlement, partners };
}

const bodyRows = async () => within(await screen.findByRole('table', { name: 'Settlement Admin' })).getAllByRole('row').slice(1, -1);

describe('the settlement desk', () => {
  it('opens on the submitted script months, oldest first, each tab counting what waits', async () => {
    const { months, partners } = setup();
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    const listed = months.calls.query.filter((query) => query.size !== 1);
    expect(listed.at(-1)).toMatchObject({ status: 'submitted', sort: 'countTime,asc' });
    const waitingScripts = months.rows.filter((row) => row.status === 'submitted').length;
    const waitingPartners = partners.months.rows.filter((row) => row.status === 'submitted').length;
    const tabs = screen.getByRole('tablist', { name: 'What to settle' });
    const scriptTab = within(tabs).getByRole('tab', { name: /Script months/, selected: true });
    // A Fluent tab draws its content twice (one copy reserves the bold width).
    expect((await within(scriptTab).findAllByLabelText(`${waitingScripts} waiting`)).length).toBeGreaterThan(0);
    const partnerTab = within(tabs).getByRole('tab', { name: /Partner months/, selected: false });
    expect(waitingPartners).toBeGreaterThan(0);
    expect((await within(partnerTab).findAllByLabelText(`${waitingPartners} waiting`)).length).toBeGreaterThan(0);
  });

  it('examines a month in place; the month leaves the queue', async () => {
    const { user, settlement } = setup();
    const row = await waitFor(async () => {
      const found = (await bodyRows()).find((r) => r.textContent?.includes('Quick Clicker Pro') && r.textContent.includes(monthsAgo(2)));
      if (!found) throw new Error('no row');
      return found;
    });
    await user.click(within(row).getByRole('button', { name: 'Examine' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(settlement.calls.examine).toHaveLength(1));
    await waitFor(async () => expect((await bodyRows()).some((r) => r.textContent?.includes('Quick Clicker Pro'))).toBe(false));
  });

  it('the partner tab is the URL’s kind, kept while the list filters', async () => {
    const { user } = setup();
    await bodyRows();
    await user.click(screen.getByRole('tab', { name: /Partner months/ }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/wn/settlement-admin?kind=partner'));
    await screen.findByRole('tab', { name: /Partner months/, selected: true });
    const search = screen.getByRole('search');
    await user.type(within(search).getByRole('textbox', { name: 'Partner name' }), 'Red');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toMatch(/kind=partner/));
    expect(screen.getByTestId('where').textContent).toMatch(/cooperateName=Red/);
  });
});
