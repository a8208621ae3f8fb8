/**
 * Only what the signed-in user may open is offered: the Chart action of a figure list and a
 * figure's link, asked of the route table through useCanOpen. The auditor's settlement lists run
 * in the real app (guard, route table, layout), so a Chart that led to the 401 page would show it.
 */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SettlementActor } from '@contracts/settlement.js';
import { ScriptMonthsView } from '@/screens/active/scriptMonths/ScriptMonthsView';
import { RouterLink } from '@/screens/shared/RouterLink';
import { clearCookies, renderApp, userWith } from './support/appHarness';
import { renderTool, TEST_USER } from './support/toolsKit';
import { fixtureScriptMonthsApi, fixtureSettlementApi } from '../fixtures/activity/settlementFixtures';
import { fixturePartnerMonthWorld } from '../fixtures/figures/figureFixtures';
import { ScriptMonthsScreenView } from '@/screens/active/ScriptMonthsScreen';
import { PartnerMonthsScreenView } from '@/screens/active/PartnerMonthsScreen';

afterEach(() => clearCookies());

const AUDITOR: SettlementActor = { id: 7, roles: ['AUDITOR'], companyId: null, cooperateId: null };
const CHART_STUB = { activeChart: ChartStub, activeCooperateChart: ChartStub };

function ChartStub() {
  return <h1>Chart screen</h1>;
}

function ScriptSide() {
  const [world] = useState(() => {
    const months = fixtureScriptMonthsApi();
    return { months, settlements: fixtureSettlementApi(months.rows, AUDITOR) };
  });
  return <ScriptMonthsScreenView screenKey="auditSettlements" api={world.months.api} settlements={world.settlements.api} actor={AUDITOR} userKey="7" />;
}

function PartnerSide() {
  const [world] = useState(() => fixturePartnerMonthWorld(AUDITOR));
  return <PartnerMonthsScreenView screenKey="auditPartnerSettlements" api={world.months.api} settlements={world.settlement.api} actor={AUDITOR} userKey="7" />;
}

async function openFirstChart(table: string) {
  const found = await screen.findByRole('table', { name: table });
  const chart = await waitFor(() => within(found).getAllByRole('button', { name: 'Chart' })[0]!);
  await userEvent.click(chart);
}

const AUDITOR_LISTS = [
  ['script', '/audit/settlements', 'Script Settlements', { auditSettlements: ScriptSide }, /^\/charts\/active-chart\?scriptId=\d+/],
  ['partner', '/audit/partner-settlements', 'Partner Settlements', { auditPartnerSettlements: PartnerSide }, /^\/charts\/active-cooperate-chart\?cooperateId=\d+/],
] as const;

describe('Chart on the auditor’s settlement lists', () => {
  it.each(AUDITOR_LISTS)('opens the %s month’s chart, not the 401 page', async (_, path, table, screens, chart) => {
    const app = renderApp({
      path,
      token: 'auditor-token',
      userInfo: userWith(['AUDITOR'], 'Auditor'),
      screens: { ...screens, ...CHART_STUB },
    });
    await openFirstChart(table);
    expect(await screen.findByRole('heading', { name: 'Chart screen' })).toBeInTheDocument();
    expect(app.location()).toMatch(chart);
  });
});

describe('offered only where the route opens', () => {
  it('gives no Chart action to a role the chart route does not allow', async () => {
    const operator: SettlementActor = { id: 3, roles: ['OPERATE'], companyId: null, cooperateId: null };
    const months = fixtureScriptMonthsApi();
    renderTool(
      <ScriptMonthsView
        title="Months"
        tableId="t"
        variant="activity"
        api={months.api}
        settlements={fixtureSettlementApi(months.rows, operator).api}
        actor={operator}
        settle={false}
        showOwners={false}
      />,
      { user: { ...TEST_USER, roles: ['OPERATE'] } },
    );
    const table = await screen.findByRole('table', { name: 'Months' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    expect(within(table).queryByRole('button', { name: 'Chart' })).toBeNull();
  });

  it('shows a figure’s link only to a user who may open the list behind it', async () => {
    const figure = <RouterLink to="/wn/config-admin?status=pending">12</RouterLink>;
    const creator = renderTool(figure, { user: { ...TEST_USER, roles: ['CREATOR'] } });
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    creator.unmount();
    renderTool(figure, { user: TEST_USER });
    expect(await screen.findByRole('link', { name: '12' })).toHaveAttribute(
      'href',
      '/wn/config-admin?status=pending',
    );
  });
});
