/**
 * The scripts catalogue in real Chromium against the real server and its demo data: creator1
 * creates a script with a cover image and submits it; the operator shows it and moves it up one
 * place in the recommendation order; the admin finds it shown in the catalogue, with its cover,
 * and reads its history; creator2 never sees it.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { solidPng } from '../../server/seed/demoCovers';
import { journeysCanRun, signIn, useBrowser } from './support/journey';

async function signedInAs(page: Page, username: string) {
  await signIn(page, username);
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

/** Runs a visibility event from the row's visibility column and answers the question that follows. */
async function send(page: Page, row: Locator, event: string, status: string) {
  const toolbar = row.getByRole('toolbar', { name: /^Visibility actions for / });
  const button = toolbar.getByRole('button', { name: event, exact: true });
  await toolbar.waitFor();
  if (await button.count()) await button.click();
  else {
    await toolbar.getByRole('button', { name: /: more$/ }).click();
    await page.getByRole('menuitem', { name: event, exact: true }).click();
  }
  await page.getByRole('alertdialog').getByRole('button', { name: event, exact: true }).click();
  await row.getByText(status, { exact: true }).waitFor();
}

describe.runIf(journeysCanRun)('scripts catalogue journey in Chromium', () => {
  const browser = useBrowser();

  it('a creator’s new script is submitted, shown by the operator, seen by the admin, never by another creator', async () => {
    const stamp = Date.now().toString(36);
    const name = `Journey Miner ${stamp}`;
    const creator = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signedInAs(creator, 'creator1');
    await creator.goto('/script-table');
    await creator.getByRole('button', { name: 'Create', exact: true }).click();
    const dialog = creator.getByRole('dialog', { name: 'New script', exact: true });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText('Enter the script name.').waitFor();
    await dialog.getByRole('textbox', { name: 'Script name', exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: 'Package', exact: true }).fill(`com.journey.miner${stamp}`);
    await dialog.getByRole('combobox', { name: 'Game', exact: true }).selectOption({ index: 1 });
    // Parameters as people write JSON: on several lines (tidied again when the field is left).
    await dialog.getByRole('textbox', { name: 'Default parameters (JSON)', exact: true }).fill('{\n  "speed": 2,\n\t"stopOnEnergy": true\n}');
    await dialog.getByRole('combobox', { name: 'Labels', exact: true }).fill('journey');
    await dialog.getByRole('combobox', { name: 'Labels', exact: true }).press('Enter');
    // A cover image, uploaded through the app: checked by its content, previewed, then saved with the script.
    await dialog.locator('input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: solidPng(64, 36, [40, 120, 200]) });
    await dialog.getByRole('img', { name: 'Cover image preview', exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Remove', exact: true }).waitFor();
    // Focus is back on "Choose image", before Remove in the tab order (not skipped ahead to Save).
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Choose image', exact: true }).evaluate((element) => element === document.activeElement))
      .toBe(true);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });


    await creator.goto(`/script-table?scriptName=${encodeURIComponent(name)}`);
    const mine = creator.getByRole('table', { name: 'My Scripts', exact: true }).getByRole('row').filter({ hasText: name });
    await mine.getByText('Draft', { exact: true }).waitFor();
    expect(await mine.textContent()).toContain('journey');
    await send(creator, mine, 'Submit', 'Waiting to be shown');

    const operator = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signedInAs(operator, 'operator');
    await operator.goto(`/script-operate?scriptName=${encodeURIComponent(name)}`);
    const queued = operator.getByRole('table', { name: 'Script Operations', exact: true }).getByRole('row').filter({ hasText: name });
    await send(operator, queued, 'Show', 'Shown');
    // Shown, it comes last in the recommendation order; the operator moves it up one place.
    await operator.getByRole('button', { name: 'Edit the recommendation order', exact: true }).click();
    const order = operator.getByRole('dialog', { name: 'Recommendation order', exact: true });
    await order.getByRole('listitem').last().filter({ hasText: name }).waitFor();
    const places = await order.getByRole('listitem').count();
    await order.getByRole('button', { name: `Move up: “${name}”`, exact: true }).click();
    await order.getByText(`“${name}” is now number ${places - 1} of ${places}.`).waitFor({ state: 'attached' });
    await order.getByRole('button', { name: 'Save', exact: true }).click();
    await order.waitFor({ state: 'hidden' });
    await operator.getByText('The recommendation order is saved.').first().waitFor();

    const admin = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signedInAs(admin, 'admin');
    await admin.goto(`/wn/script-admin?scriptName=${encodeURIComponent(name)}`);
    const listed = admin.getByRole('table', { name: 'Scripts', exact: true }).getByRole('row').filter({ hasText: name });
    await listed.getByText('Shown', { exact: true }).waitFor();
    // The parameters arrived as written, line breaks included; editing and saving keeps them.
    await listed.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = admin.getByRole('dialog', { name: 'Edit script' });
    expect(await edit.getByRole('textbox', { name: 'Default parameters (JSON)', exact: true }).inputValue()).toContain('"stopOnEnergy": true');
    // The cover the creator uploaded is stored with the script and served by the app.
    const cover = edit.getByRole('img', { name: 'Cover image preview', exact: true });
    expect(await cover.getAttribute('src')).toMatch(/^\/rocketScript\/api\/files\/covers\//);
    expect(await cover.evaluate(async (img: HTMLImageElement) => (await img.decode(), img.naturalWidth))).toBe(64);
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await edit.waitFor({ state: 'hidden' });
    await listed.getByRole('button', { name: /^More actions/ }).last().click();
    await admin.getByRole('menuitem', { name: 'History', exact: true }).click();
    const history = admin.getByRole('dialog').filter({ hasText: name });
    await history.getByText('Submit', { exact: true }).first().waitFor();
    await history.getByText('Show', { exact: true }).first().waitFor();

    const other = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signedInAs(other, 'creator2');
    await other.goto(`/script-table?scriptName=${encodeURIComponent(name)}`);
    await other.getByText('No records match this view. Change or reset the filters.').waitFor();
    expect(await other.getByText(name).count()).toBe(0);
  });
});
