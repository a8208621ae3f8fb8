/**
 * List journeys, in real Chromium against the real server and demo data: an admin
 * creates, edits, filters and deletes a game and a channel; a filtered, sorted page survives a
 * reload; at 1280px the actions column stays inside the table; an activity pop-up's https: image
 * breaks no CSP rule (an http: one is refused by the form).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeysCanRun, signIn, useBrowser } from './support/journey';

async function signedInAs(page: Page, username: string) {
  await signIn(page, username);
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

const dialog = (page: Page) => page.getByRole('dialog');

/** Collects what the page's CSP refused: violation events and Chromium's console reports. */
async function watchCsp(page: Page): Promise<string[]> {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => refused.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(`${event.violatedDirective} refused ${event.blockedURI}`);
    });
  });
  return refused;
}
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

    // The same name in other letters is taken: the server's 409 lands on the name field.
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const takenBox = dialog(page).getByRole('textbox', { name: /Game name/ });
    await takenBox.fill(`  ${name.toUpperCase()} `);
    await dialog(page).getByRole('button', { name: 'Save', exact: true }).click();
    await dialog(page).getByText('This name is already taken: choose another one.').waitFor();
    expect(await takenBox.getAttribute('aria-invalid')).toBe('true');
    await dialog(page).getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog(page).getByRole('button', { name: 'Discard changes', exact: true }).click();
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
    // The page the URL asks for, once it has arrived (the table is busy while it loads).
    await expect.poll(() => table(page, 'Games').getAttribute('aria-busy')).not.toBe('true');
    await expect.poll(() => page.getByRole('columnheader', { name: 'Game name' }).getAttribute('aria-sort')).toBe('ascending');
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

  it('an activity pop-up with an https: image shows it without a CSP violation; http: is refused', async () => {
    const page = await browser.newPage();
    const refused = await watchCsp(page);
    await signedInAs(page, 'admin');
    const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')!.value;
    const title = `Journey pop-up ${Date.now()}`;
    const start = new Date();
    const added = await page.request.post('/rocketScript/api/activityNotice/addActivityNotice', {
      headers: { Authorization: `Bearer ${decodeURIComponent(token)}` },
      data: {
        title,
        content: '',
        imageUrl: 'https://cdn.example.com/journey.png',
        linkUrl: null,
        startAt: start.toISOString(),
        endAt: new Date(start.getTime() + 86_400_000).toISOString(),
        enabled: false,
      },
    });
    expect(added.status()).toBe(200);

    await page.goto(`/activity-notice-admin?title=${encodeURIComponent(title)}`);
    const row = table(page, 'Activity Pop-ups').getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: 'Edit', exact: true }).click();
    const imageBox = dialog(page).getByRole('textbox', { name: /Image URL/ });
    await imageBox.fill('http://cdn.example.com/journey.png');
    await dialog(page).getByRole('button', { name: 'Save', exact: true }).click();
    await dialog(page).getByText('Enter an image address that starts with https://.').waitFor();
    await imageBox.fill('https://cdn.example.com/journey-v2.png');
    await dialog(page).getByRole('button', { name: 'Save', exact: true }).click();
    await dialog(page).waitFor({ state: 'detached' });

    // There is no internet here: the image fails as a network error. Its load is over once the
    // element is complete; a CSP refusal would have been reported by then.
    const image = row.getByRole('img', { name: `Image of “${title}”` });
    await expect.poll(() => image.getAttribute('src')).toBe('https://cdn.example.com/journey-v2.png');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    expect(refused).toEqual([]);
  });
});
