/**
 * An oversized examined amount asks twice, in real Chromium against the real server and its demo
 * data (docs/settlement.md, "Unusual amounts"): the admin types 1,234,567.50 for a submitted month
 * whose suggestion is far smaller; a second question states both figures; going back changes
 * nothing; saying yes examines it, and the list shows the amount.
 */
import { describe, expect, it } from 'vitest';
import { journeysCanRun, signIn, useBrowser } from './support/journey';

describe.runIf(journeysCanRun)('an oversized examine amount in Chromium', () => {
  const browser = useBrowser();

  it('asks twice, stating both figures, before it examines', async () => {
    const admin = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(admin, 'admin');
    await admin.waitForURL((url) => url.pathname === '/dashboard');
    await admin.goto('/wn/statistical-admin?status=submitted');
    const table = admin.getByRole('table', { name: 'Statistics' });
    const row = table.getByRole('row').filter({ hasText: 'Submitted' }).first();
    await row.waitFor();
    const name = (await row.getByRole('cell').nth(1).innerText()).trim();
    const month = (await row.innerText()).match(/\d{4}-\d{2}/)![0];
    const mine = table.getByRole('row').filter({ hasText: name }).filter({ hasText: month });
    await mine.getByRole('button', { name: 'Examine' }).click();
    const examine = admin.getByRole('dialog');
    const suggested = await examine.getByRole('textbox', { name: /Money/ }).inputValue();
    expect(Number(suggested)).toBeLessThan(1_234_567.5 / 3);
    await examine.getByRole('textbox', { name: /Money/ }).fill('1234567.50');
    await examine.getByRole('button', { name: 'Save', exact: true }).click();

    const question = admin.getByRole('alertdialog');
    await question.waitFor();
    const text = await question.innerText();
    expect(text).toContain('¥1,234,567.50');
    expect(text).toContain(`¥${Number(suggested).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await examine.getByText('This amount is far from the suggested one: confirm it or change it.').waitFor();

    await examine.getByRole('button', { name: 'Save', exact: true }).click();
    await question.getByRole('button', { name: 'Examine with this amount' }).click();
    await examine.waitFor({ state: 'detached' });
    await admin.goto(`/wn/statistical-admin?scriptName=${encodeURIComponent(name)}&countTimeFrom=${month}&countTimeTo=${month}`);
    const examined = admin.getByRole('table', { name: 'Statistics' }).getByRole('row').filter({ hasText: name }).filter({ hasText: month });
    await examined.getByText('Examined').waitFor();
    expect(await examined.innerText()).toContain('¥1,234,567.50');
    await admin.close();
  });
});
