/**
 * A partner price change in real Chromium against the real server and its demo data
 * (docs/settlement.md, "Partner prices"): the admin raises a partner's platform share from a month
 * long past; the form names the settled months that keep their shares and asks first; afterwards
 * a settled month of that partner shows the same money and unit price as before.
 */
import { describe, expect, it } from 'vitest';
import { journeysCanRun, signIn, useBrowser } from './support/journey';

describe.runIf(journeysCanRun)('a partner price change in Chromium', () => {
  const browser = useBrowser();

  it("leaves a settled month's money unchanged", async () => {
    const admin = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(admin, 'admin');
    await admin.waitForURL((url) => url.pathname === '/dashboard');
    await admin.goto('/cooperate/cooperate-active-month-admin?status=settled');
    const months = admin.getByRole('table', { name: 'Partner Monthly Active' });
    const settled = months.getByRole('row').filter({ hasText: 'Settled' }).first();
    await settled.waitFor();
    const before = await settled.innerText();
    const partner = (await settled.getByRole('cell').nth(1).innerText()).trim();
    const month = before.match(/\d{4}-\d{2}/)?.[0] ?? '';
    expect(before).toMatch(/¥[\d,]+\.\d\d/);

    await admin.goto('/cooperate/cooperate-admin');
    const partners = admin.getByRole('table', { name: 'Partner Management' });
    await partners.getByRole('row').filter({ hasText: partner }).getByRole('button', { name: 'Edit' }).click();
    const form = admin.getByRole('dialog');
    const share = form.getByRole('textbox', { name: /Platform share/ });
    await share.fill(String(Number(await share.inputValue()) + 5));
    const from = form.getByRole('combobox', { name: /New shares apply from/ });
    await from.fill('01/2020');
    await from.press('Tab');
    await form.getByRole('button', { name: 'Save', exact: true }).click();

    const question = admin.getByRole('alertdialog');
    await question.waitFor();
    const asked = await question.innerText();
    expect(asked).toContain('Change the shares from January 2020?');
    expect(asked).toMatch(/keep their shares: .*\(Settled\)/);
    await question.getByRole('button', { name: 'Change the shares' }).click();
    await form.waitFor({ state: 'detached' });

    await admin.goto(`/cooperate/cooperate-active-month-admin?status=settled&cooperateName=${encodeURIComponent(partner)}`);
    const again = admin.getByRole('table', { name: 'Partner Monthly Active' }).getByRole('row').filter({ hasText: partner });
    const same = month ? again.filter({ hasText: month }) : again.first();
    await same.first().waitFor();
    expect(await same.first().innerText()).toBe(before);
    await admin.close();
  });
});
