/**
 * Issue #4's list journeys, in real Chromium against the real server and demo data: an admin
 * creates, edits, filters and deletes a game and a channel; a filtered, sorted page survives a
 * reload; at 1280px the actions column stays inside the table.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeysCanRun, signIn, useBrowser } from './support/journey';

async function signedInAs(page: Page, username: string) {
  await signIn(page, username);
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

const dialog = (page: Page) => page.getByRole('dialog');
const table = (page: Page, name: string) => page.getByRole('table', { name });

describe.runIf(journeysCanRun)('list journeys in Chromium', () => {
  const browser = useBrowser();

  it('an admin creates, edits, filters and deletes a game', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signedInAs(page, 'admin');
    await page.goto('/wn/game-admin');
    await table(page, 'Games').waitFor();

    const name = `Journey Game ${Date.now()}`;
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await dialog(page)
      .getByRole('textbox', { name: /Game name/ })
      .fill(name);
    await dialog(page).getByRole('textbox', { name: 'Label' }).fill('e2e');
    await dialog(page).getByRole('button', { name: 'Save', exact: true }).click();
    await dialog(page).waitFor({ state: 'detached' });

    await page.getByRole('textbox', { name: 'Name or label' }).fill(name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('gameName') === name);
    await expect.poll(() => table(page, 'Games').getByRole('row').count()).toBe(2);

    const row = table(page, 'Games').getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: 'Edit', exact: true }).click();
    const nameBox = dialog(page).getByRole('textbox', { name: /Game name/ });
    await nameBox.fill(`${name} v2`);
    await dialog(page).getByRole('button', { name: 'Save', exact: true }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await table(page, 'Games')
      .getByRole('cell', { name: `${name} v2`, exact: true })
      .waitFor();

    // The actions stay inside their cell and the viewport at 1280px (they overflowed before).
    const actionsRow = table(page, 'Games')
      .getByRole('row')
      .filter({ hasText: `${name} v2` });
    const deleteButton = actionsRow.getByRole('button', { name: 'Delete', exact: true });
    const box = (await deleteButton.boundingBox())!;
    const cell = (await actionsRow.getByRole('cell').last().boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(Math.min(1280, cell.x + cell.width));
    expect(box.x).toBeGreaterThanOrEqual(cell.x);

    await deleteButton.click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await page.getByText('Nothing here yet').waitFor();
  });

  it('an admin creates, edits, filters and deletes a channel; a bad URL is refused', async () => {
    const page = await browser.newPage();
    await signedInAs(page, 'admin');
    await page.goto('/game-channel-admin');
    await table(page, 'Game Channels').waitFor();

    const name = `Journey Channel ${Date.now()}`;
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const gameSelect = dialog(page).getByRole('combobox', { name: /Game/ });
    const firstGame = (await gameSelect.locator('option').nth(1).textContent())!;
    await gameSelect.selectOption({ label: firstGame });
    await dialog(page)
      .getByRole('textbox', { name: /Channel name/ })
      .fill(name);
    await dialog(page)
      .getByRole('textbox', { name: /Channel URL/ })
      .fill('ftp://example.com/game');
    await dialog(page).getByRole('button', { name: 'Save', exact: true }).click();
    await dialog(page)
      .getByText('Enter an address that starts with http:// or https://.')
      .waitFor();
    await dialog(page)
      .getByRole('textbox', { name: /Channel URL/ })
      .fill('https://example.com/journey');
    await dialog(page).getByRole('button', { name: 'Save', exact: true }).click();
    await dialog(page).waitFor({ state: 'detached' });

    await page.getByRole('textbox', { name: 'Channel name' }).fill(name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => table(page, 'Game Channels').getByRole('row').count()).toBe(2);
    const row = table(page, 'Game Channels').getByRole('row').filter({ hasText: name });
    await row.getByRole('cell', { name: firstGame, exact: true }).waitFor();

    await row.getByRole('button', { name: 'Edit', exact: true }).click();
    await dialog(page)
      .getByRole('textbox', { name: /Channel URL/ })
      .fill('https://example.com/journey/v2');
    await dialog(page).getByRole('button', { name: 'Save', exact: true }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await table(page, 'Game Channels')
      .getByRole('link', { name: 'https://example.com/journey/v2' })
      .waitFor();

    await table(page, 'Game Channels')
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await page.getByText('Nothing here yet').waitFor();
  });

  it('a reload shows the same filtered, sorted page', async () => {
    const page = await browser.newPage();
    await signedInAs(page, 'admin');
    await page.goto('/wn/game-admin');
    await table(page, 'Games').waitFor();
    await page.getByRole('columnheader', { name: 'Game name' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'gameName,asc');
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('10');
    await page.waitForURL((url) => url.searchParams.get('size') === '10');
    const before = await table(page, 'Games').getByRole('row').allTextContents();
    const url = page.url();

    await page.reload();
    await table(page, 'Games').waitFor();
    expect(page.url()).toBe(url);
    await expect
      .poll(() => table(page, 'Games').getByRole('row').allTextContents())
      .toEqual(before);
    await expect
      .poll(() => page.getByRole('columnheader', { name: 'Game name' }).getAttribute('aria-sort'))
      .toBe('ascending');

    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await page.waitForURL((u) => u.search === '');
  });
});
