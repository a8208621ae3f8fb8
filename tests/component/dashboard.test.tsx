/**
 * The dashboard as its users see it: each role's figures, each figure opening the filtered list
 * behind it, the latest status changes opening the audit trail at that record, and a failed load
 * offering a retry.
 */
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { DashboardView } from '@/screens/dashboard/DashboardScreen';
import { renderTool, TEST_USER } from './support/toolsKit';
import { DASHBOARD_NOW, fixtureDashboardApi, SUMMARIES, type Outage } from '../fixtures/dashboard/dashboardFixtures';
import type { DashboardSummary } from '@contracts/dashboard.js';
import type { Locales } from '@locales/i18n-types';
import type { Role } from '@contracts/roles.js';
import type { Device } from '@machines/app.machine.js';

function setup(summary: DashboardSummary, roles: string[], outage?: Outage, locale: Locales = 'en', device?: Device) {
  const fixture = fixtureDashboardApi(summary, { outage });
  // Signed in with the same roles: a figure links only to a list its user may open.
  const view = renderTool(<DashboardView api={fixture.api} name="Ada" roles={roles} now={DASHBOARD_NOW} />, {
    path: '/dashboard',
    locale,
    user: { ...TEST_USER, roles: roles as Role[] },
    device,
  });
  return { ...view, ...fixture };
}

const whereWeWent = () => screen.findByTestId('location');

describe('dashboard', () => {
  it("opens the admin's pending reviews as a filtered list", async () => {
    const { user } = setup(SUMMARIES.admin, ['ADMIN']);
    const reviews = within(await screen.findByRole('region', { name: 'Waiting for review' }));
    await user.click(reviews.getByRole('link', { name: '3' }));
    expect((await whereWeWent()).textContent).toBe('/wn/config-admin?status=pending');
  });

  it('opens the settlements to examine, and a recent change in the audit trail', async () => {
    const { user } = setup(SUMMARIES.admin, ['ADMIN']);
    const examine = within(await screen.findByRole('region', { name: 'Settlements to examine' }));
    expect(examine.getByRole('link', { name: '2' })).toHaveAttribute('href', '/cooperate/cooperate-active-month-admin?status=submitted');
    const recent = within(screen.getByRole('region', { name: 'Latest status changes' }));
    expect(recent.getByText('Apply for statistics: Not applied → Submitted')).toBeInTheDocument();
    expect(recent.getByText('Reject: Pending → Rejected')).toBeInTheDocument();
    await user.click(recent.getByRole('link', { name: 'Puzzle Kingdom Auto · 2026-10 (#116)' }));
    expect((await whereWeWent()).textContent).toBe('/audit/audit-trail?entity=settlement&entityId=116');
  });

  it('reads the latest changes in Chinese: events, statuses and records by name', async () => {
    setup(SUMMARIES.admin, ['ADMIN'], undefined, 'zh');
    const recent = within(await screen.findByRole('region', { name: '最近的状态变更' }));
    expect(recent.getByText('申请统计：未申请 → 已提交')).toBeInTheDocument();
    expect(recent.getByRole('link', { name: 'Puzzle Kingdom Auto · 2026-10（#116）' })).toBeInTheDocument();
    expect(recent.queryByText(/APPLY|unapplied|settlement/)).toBeNull();
  });

  it("shows a creator their scripts and opens what waits for them: last month's to apply", async () => {
    const { user } = setup(SUMMARIES.creator, ['CREATOR']);
    expect(await screen.findByRole('region', { name: '3 scripts' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Waiting for review' })).toBeNull();
    const settlements = within(screen.getByRole('region', { name: 'Settlements' }));
    const [toApply] = settlements.getAllByRole('link', { name: '3' });
    await user.click(toApply!);
    expect((await whereWeWent()).textContent).toBe('/settlement?status=unapplied&countTimeTo=2026-10');
  });

  it('sends a business company to Settlement to settle, and a partner to its months', async () => {
    setup(SUMMARIES.company, ['BUSINESS_COMPANY']);
    const company = within(await screen.findByRole('region', { name: 'Settlements' }));
    expect(company.getAllByRole('link', { name: '3' })[2]).toHaveAttribute('href', '/settlement?status=examined');
  });

  it("shows an operator the scripts waiting to be shown, opening them on the operator's screen, and the latest script changes in words", async () => {
    const { user } = setup(SUMMARIES.operator, ['OPERATE']);
    const waiting = within(await screen.findByRole('region', { name: 'Scripts waiting to be shown' }));
    expect(waiting.getByRole('link', { name: '7' })).toHaveAttribute('href', '/script-operate?status=submitted');
    expect(waiting.getByText(/^Mia Chen · submitted Nov 12, 2026/)).toBeInTheDocument();
    expect(waiting.getByRole('link', { name: 'All scripts waiting to be shown' })).toBeInTheDocument();
    const changes = within(screen.getByRole('region', { name: 'Latest changes to scripts' }));
    expect(changes.getByText('Updated: Paid, Labels')).toBeInTheDocument();
    expect(changes.getByText('Recommendation order changed')).toBeInTheDocument();
    expect(changes.getByText('Submit: Draft → Waiting to be shown')).toBeInTheDocument();
    expect(changes.getAllByRole('link', { name: 'Puzzle Kingdom Auto' })[0]).toHaveAttribute('href', '/script-operate?scriptName=Puzzle+Kingdom+Auto');
    await user.click(waiting.getByRole('link', { name: 'Dungeon Runner' }));
    expect((await whereWeWent()).textContent).toBe('/script-operate?status=submitted&scriptName=Dungeon+Runner');
  });

  it("shows the Lua admin's recent uploads as a table on a wide screen and as cards on a phone", async () => {
    setup(SUMMARIES.luaAdmin, ['LUA_ADMIN']);
    const wide = within(await screen.findByRole('region', { name: 'Recent uploads' }));
    expect(wide.getByRole('table', { name: 'Recent uploads' })).toBeInTheDocument();
    cleanup();

    // Below 992 px the app is on its mobile device: five columns would not fit 390 px.
    setup(SUMMARIES.luaAdmin, ['LUA_ADMIN'], undefined, 'en', 'mobile');
    const narrow = within(await screen.findByRole('region', { name: 'Recent uploads' }));
    expect(narrow.queryByRole('table')).toBeNull();
    const cards = within(narrow.getByRole('list', { name: 'Recent uploads' }));
    expect(cards.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Version 3', 'Version 2', 'Version 1']);
    const newest = within(cards.getByRole('article', { name: 'Version 3' }));
    expect(newest.getByText('Status').nextElementSibling).toHaveTextContent('Uploaded');
    expect(newest.getByText('Notes').nextElementSibling).toHaveTextContent('Detection rules, round 3.');
  });

  it('draws the 30-day trend as a line that reads its latest day and range, and each day from the keyboard', async () => {
    const { user } = setup(SUMMARIES.admin, ['ADMIN']);
    const trend = within(await screen.findByRole('region', { name: 'Daily actives, last 30 days' }));
    const line = trend.getByRole('img', { name: /^Daily actives, last 30 days\. Nov 21, 2026: 9,173\. lowest 9,000, highest 9,888$/ });
    expect(trend.getByText('Nov 21, 2026: 9,173 · lowest 9,000, highest 9,888')).toBeInTheDocument();
    expect(trend.getByRole('link', { name: 'Script Activity' })).toHaveAttribute('href', '/wn/active-admin');
    line.focus();
    await user.keyboard('{ArrowLeft}');
    expect(trend.getByText('Nov 20, 2026: 9,136 · lowest 9,000, highest 9,888')).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(trend.getByText('Oct 23, 2026: 9,000 · lowest 9,000, highest 9,888')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(trend.getByText(/^Nov 21, 2026: 9,173/)).toBeInTheDocument();
  });

  it('offers a retry when the summary cannot be loaded', async () => {
    const outage: Outage = { down: true };
    const { user, calls } = setup(SUMMARIES.partner, ['COOPERATE'], outage);
    expect(await screen.findByText('The dashboard could not be loaded.')).toBeInTheDocument();
    outage.down = false;
    const before = calls();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('106,620')).toBeInTheDocument();
    await waitFor(() => expect(calls()).toBe(before + 1));
  });
});
