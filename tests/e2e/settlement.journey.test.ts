/**
 * The money path in real Chromium against the real server and its demo data: creator1
 * applies for last month's statistics, the admin examines it from the settlement desk with a final
 * count and the suggested money, creator1 confirms; the record reads settled for both, and creator2 never saw
 * it. A partner sees only its own click statistics. A chart screen, opened from a row, draws the
 * chosen month and moves to another.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeysCanRun, signIn, useBrowser } from './support/journey';

async function signedInAs(page: Page, username: string) {
  await signIn(page, username);
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

const SCRIPT = 'Puzzle Kingdom Auto';
const ADMIN_PARTNER_DAYS = 'Partner Daily Active';
const now = new Date();
const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)).toISOString().slice(0, 7);
/** The list narrowed to this script's last month, straight from the URL (as a shared link would). */
const narrowed = (path: string) =>
  `${path}?scriptName=${encodeURIComponent(SCRIPT)}&countTimeFrom=${lastMonth}&countTimeTo=${lastMonth}`;

const monthRow = (page: Page, table: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: SCRIPT }).filter({ hasText: lastMonth });

describe.runIf(journeysCanRun)('settlement journey in Chromium', () => {
  const browser = useBrowser();

  it('creator1 applies, the admin examines, creator1 confirms: settled for both, never seen by creator2', async () => {
    const creator = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signedInAs(creator, 'creator1');
    // A creator settles under Settlement; My Statistics reads the same months without actions.
    await creator.goto(narrowed('/statistical-table'));
    await monthRow(creator, 'My Statistics').getByText('Not applied').waitFor();
    expect(await monthRow(creator, 'My Statistics').getByRole('button', { name: 'Apply for statistics' }).count()).toBe(0);
    await creator.goto(narrowed('/settlement'));
    const mine = monthRow(creator, 'Settlement');
    await mine.getByText('Not applied').waitFor();
    await mine.getByRole('button', { name: 'Apply for statistics' }).click();
    await creator.getByRole('alertdialog').getByRole('button', { name: 'Apply for statistics' }).click();
    await mine.getByText('Submitted').waitFor();
    await creator.getByText(`${SCRIPT} · ${lastMonth} was submitted.`).first().waitFor();
    // Submitted: nothing more for the author until it is examined.
    await mine.getByText('Cannot operate').waitFor();

    const admin = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signedInAs(admin, 'admin');
    // The settlement desk: what waits for the admin, examined in place, no other screen visited.
    await admin.goto('/wn/settlement-admin');
    const desk = admin.getByRole('search');
    await desk.getByRole('textbox', { name: 'Script name', exact: true }).fill(SCRIPT);
    await desk.getByRole('button', { name: 'Search', exact: true }).click();
    const submitted = monthRow(admin, 'Settlement Admin');
    await submitted.getByText('Submitted').waitFor();
    const counted = Number((await submitted.getByRole('cell').nth(7).innerText()).replace(/,/g, ''));
    expect(counted).toBeGreaterThan(0);
    await submitted.getByRole('button', { name: 'Examine' }).click();
    const examine = admin.getByRole('dialog');
    const finalCount = counted - 100;
    await examine.getByRole('textbox', { name: /Final active/ }).fill(String(finalCount));
    await examine.getByRole('button', { name: 'Use the suggestion' }).click();
    const money = await examine.getByRole('textbox', { name: /Money/ }).inputValue();
    expect(money).toMatch(/^\d+\.\d{2}$/);
    await examine.getByRole('button', { name: 'Save', exact: true }).click();
    await examine.waitFor({ state: 'detached' });
    // Examined, it leaves the desk's queue; the admin's statistics list shows it examined.
    await submitted.waitFor({ state: 'detached' });
    await admin.goto(narrowed('/wn/statistical-admin'));
    const examined = monthRow(admin, 'Statistics');
    await examined.getByText('Examined').waitFor();

    await creator.reload();
    await mine.getByText('Examined').waitFor();
    await mine.getByRole('button', { name: 'Confirm settlement' }).click();
    const question = creator.getByRole('alertdialog');
    await question.getByText(new RegExp(`${finalCount.toLocaleString('en-US')} active user-days`)).waitFor();
    await question.getByRole('button', { name: 'Confirm settlement' }).click();
    await mine.getByText('Settled').waitFor();

    await admin.reload();
    await examined.getByText('Settled').waitFor();
    const moneyShown = await examined.getByRole('cell').nth(9).innerText();
    // In the platform currency (CNY by default), as English writes it.
    expect(moneyShown).toBe(`¥${money.replace(/\B(?=(\d{3})+\.)/g, ',')}`);

    const other = await browser.newPage();
    await signedInAs(other, 'creator2');
    await other.goto('/statistical-table?size=200');
    await other.getByRole('table', { name: 'My Statistics' }).waitFor();
    expect(await other.getByText(SCRIPT).count()).toBe(0);
    await other.goto(narrowed('/statistical-table'));
    await other.getByText('Nothing here yet').waitFor();
  });

  it("a row's chart draws the chosen month, and the month picker moves to another", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signedInAs(page, 'creator1');
    await page.goto(narrowed('/active-table'));
    await monthRow(page, 'My Activity').getByRole('button', { name: 'Chart' }).click();
    await page.waitForURL((url) => url.pathname === '/charts/active-chart' && url.searchParams.get('countTime') === lastMonth);
    await page.getByText(`Daily chart of ${SCRIPT}, ${lastMonth}`).waitFor();
    // apexcharts draws an SVG with one line per series; the same figures are in the table.
    const chart = page.getByRole('img', { name: /Line chart of/ });
    await chart.locator('svg path.apexcharts-line').first().waitFor();
    const [year, month] = lastMonth.split('-').map(Number) as [number, number];
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const table = page.getByRole('table', { name: 'Daily figures' });
    await expect.poll(() => table.getByRole('row').count()).toBe(days + 1);
    await table.getByRole('cell', { name: `${lastMonth}-01`, exact: true }).waitFor();

    await page.getByRole('button', { name: 'Previous month' }).click();
    const before = new Date(Date.UTC(year, month - 2, 15)).toISOString().slice(0, 7);
    await page.waitForURL((url) => url.searchParams.get('countTime') === before);
    await table.getByRole('cell', { name: `${before}-01`, exact: true }).waitFor();
    await page.goBack();
    await table.getByRole('cell', { name: `${lastMonth}-01`, exact: true }).waitFor();
  });

  it('a partner sees only its own click statistics, the same the admin sees for that partner', async () => {
    /** The figures of the totals row (over every match), without the label. */
    const totals = async (page: Page, table: string) => {
      const footer = page.getByRole('table', { name: table }).locator('tfoot tr');
      await footer.waitFor();
      return (await footer.innerText()).match(/[\d,]+/g);
    };
    const month = `countTimeFrom=${lastMonth}&countTimeTo=${lastMonth}`;
    const partner = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signedInAs(partner, 'partner1');
    await partner.goto(`/red-statistical/day?${month}`);
    const mine = await totals(partner, 'Clicks by Day');
    expect(await partner.getByRole('columnheader', { name: 'Partner' }).count()).toBe(0);

    const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signedInAs(admin, 'admin');
    await admin.goto(`/cooperate/cooperate-active-admin?${month}&cooperateName=${encodeURIComponent('Red Finger')}`);
    expect(await totals(admin, ADMIN_PARTNER_DAYS)).toEqual(mine);
    await admin.goto(`/cooperate/cooperate-active-admin?${month}`);
    const everyone = await totals(admin, ADMIN_PARTNER_DAYS);
    expect(Number(everyone![0]!.replace(/,/g, ''))).toBeGreaterThan(Number(mine![0]!.replace(/,/g, '')));

    // The admin's partner screens are not the partner's.
    await partner.goto('/cooperate/cooperate-active-admin');
    await partner.waitForURL((url) => url.pathname === '/401');
  });
});
