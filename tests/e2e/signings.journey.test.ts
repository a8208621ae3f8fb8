/**
 * Signing contracts in real Chromium against the real server and its demo data: the admin signs
 * a script with a company from the script's row in the catalogue; the company finds the
 * contract on its Signed Scripts screen, another company does not; the admin deletes it again.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeysCanRun, signIn, useBrowser } from './support/journey';

async function signedInAs(page: Page, username: string) {
  await signIn(page, username);
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

describe.runIf(journeysCanRun)('signing contracts journey in Chromium', () => {
  const browser = useBrowser();

  it('the admin signs a script from its row; only that company sees the contract', async () => {
    const script = 'Arena Auto Battle';
    const admin = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signedInAs(admin, 'admin');
    await admin.goto(`/wn/script-admin?scriptName=${encodeURIComponent(script)}`);
    const row = admin.getByRole('table', { name: 'Scripts', exact: true }).getByRole('row').filter({ hasText: script });
    await row.getByRole('button', { name: /^More actions/ }).last().click();
    await admin.getByRole('menuitem', { name: 'Signing contracts', exact: true }).click();
    await admin.waitForURL((url) => url.searchParams.get('tab') === 'signings' && url.searchParams.has('scriptId'));
    await admin.getByRole('tab', { name: 'Signing contracts', selected: true }).waitFor();
    await admin.getByText('No records match this view', { exact: false }).waitFor();

    await admin.getByRole('button', { name: 'Create', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'New signing contract', exact: true });
    // The script whose contracts are listed is the one signed by default.
    const chosen = dialog.getByRole('combobox', { name: 'Script', exact: true });
    await expect.poll(async () => chosen.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe(script);
    await dialog.getByRole('combobox', { name: 'Company', exact: true }).selectOption({ label: 'Starlight Games Ltd.' });
    await dialog.getByRole('textbox', { name: 'Company share (%)', exact: true }).fill('101');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText(/Write a percentage from 0 to 100/).waitFor();
    await dialog.getByRole('textbox', { name: 'Company share (%)', exact: true }).fill('22.5');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const contract = admin.getByRole('table', { name: 'Scripts', exact: true }).getByRole('row').filter({ hasText: script });
    await contract.getByText('Current', { exact: true }).waitFor();
    expect(await contract.textContent()).toContain('Until ended');

    const company = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signedInAs(company, 'company1');
    await company.goto('/signed-script');
    await company.getByText(script, { exact: true }).filter({ visible: true }).first().waitFor();
    await company.getByText('Only the months inside a contract are yours', { exact: false }).waitFor();

    const other = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signedInAs(other, 'company2');
    await other.goto('/signed-script');
    await other.getByText('Card Legends Bot', { exact: true }).filter({ visible: true }).first().waitFor();
    expect(await other.getByRole('table').getByText(script, { exact: true }).count()).toBe(0);

    // Nothing was applied for under it, so it can go again (the demo stays as it was).
    const remove = contract.getByRole('button', { name: 'Delete', exact: true });
    if (await remove.count()) await remove.click();
    else {
      await contract.getByRole('button', { name: /^More actions/ }).last().click();
      await admin.getByRole('menuitem', { name: 'Delete', exact: true }).click();
    }
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await admin.getByText('No records match this view', { exact: false }).waitFor();
  });
});
