/**
 * Account and ownership journeys, in real Chromium against the real server and demo
 * data: an admin freezes a user, whose open session ends at once (the login page says why) and
 * who cannot sign in until unfrozen; a creator sees only their own brands, the admin sees everyone's.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeysCanRun, signIn, useBrowser } from './support/journey';

async function signedInAs(page: Page, username: string) {
  await signIn(page, username);
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

const usersTable = (page: Page) => page.getByRole('table', { name: 'User Management' });

/** Runs one account action on a user's row: inline button or the row's "More actions" menu. */
async function accountAction(page: Page, username: string, action: string) {
  const row = usersTable(page).getByRole('row').filter({ has: page.getByRole('cell', { name: username, exact: true }) });
  const inline = row.getByRole('button', { name: action, exact: true });
  if (await inline.count()) await inline.click();
  else {
    await row.getByRole('button', { name: `More actions for ${username}` }).click();
    await page.getByRole('menuitem', { name: action, exact: true }).click();
  }
}

describe.runIf(journeysCanRun)('account and ownership journeys in Chromium', () => {
  const browser = useBrowser();

  it("an admin freezes creator2, whose session ends; after unfreezing they sign in again", async () => {
    const creator = await browser.newPage();
    await signedInAs(creator, 'creator2');

    const admin = await browser.newPage();
    await signedInAs(admin, 'admin');
    await admin.goto('/useradmin/useradmin-admin');
    await usersTable(admin).waitFor();
    await admin.getByRole('textbox', { name: 'Username or nickname' }).fill('creator2');
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => usersTable(admin).getByRole('row').count()).toBe(2);

    await accountAction(admin, 'creator2', 'Freeze');
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Freeze', exact: true }).click();
    await admin.getByText('creator2 is frozen.').first().waitFor();
    await usersTable(admin).getByText('Disabled').waitFor();

    // The frozen user's next request is refused: the app sends them to the login page, which
    // says why.
    await creator.reload();
    await creator.waitForURL((url) => url.pathname === '/login');
    await creator.getByRole('alert').filter({ hasText: 'This account is frozen.' }).waitFor();
    // Said once: not as an alert and a toast, nor once per refused call.
    const saidFrozen = () => creator.getByText('This account is frozen.').locator('visible=true').count();
    expect(await saidFrozen()).toBe(1);
    await signIn(creator, 'creator2');
    await creator.getByText('This account is frozen.').first().waitFor();
    await creator.waitForTimeout(500);
    expect(await saidFrozen()).toBe(1);

    await accountAction(admin, 'creator2', 'Unfreeze');
    await admin.getByText('creator2 is active again.').first().waitFor();
    await usersTable(admin).getByText('Normal', { exact: true }).waitFor();

    await signedInAs(creator, 'creator2');
  });

  it('a creator sees only their own brands; the admin sees every brand', async () => {
    const creator = await browser.newPage();
    await signedInAs(creator, 'creator1');
    await creator.goto('/brand-table');
    const mine = creator.getByRole('table', { name: 'My Brands' });
    await mine.getByRole('cell', { name: 'Puzzle Scripts', exact: true }).waitFor();
    await mine.getByRole('cell', { name: 'Quick Clicker', exact: true }).waitFor();
    expect(await mine.getByText('Card Helper').count()).toBe(0);
    expect(await creator.getByRole('columnheader', { name: 'Owner' }).count()).toBe(0);

    const admin = await browser.newPage();
    await signedInAs(admin, 'admin');
    await admin.goto('/wn/brand-admin');
    const all = admin.getByRole('table', { name: 'Brands' });
    for (const name of ['Puzzle Scripts', 'Quick Clicker', 'Card Helper']) {
      await all.getByRole('cell', { name, exact: true }).waitFor();
    }
  });
});
