/**
 * Paging a big list in Chromium against the real server (docs/scale.md, "Page first, total
 * later"): the admin opens the script days, pages forward and changes the rows per page, and the
 * total stays as it was without being counted again; a name search asks for its rows and its
 * count, and shows the count of what it found.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeysCanRun, signIn, useBrowser } from './support/journey';

/** The `parts` of every script days call the page makes from now on. */
function partsAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/active/queryScriptActiveDay')) asked.push(url.searchParams.get('parts') ?? 'whole');
  });
  return asked;
}

describe.runIf(journeysCanRun)('paging journey in Chromium', () => {
  const browser = useBrowser();

  it('pages through the script days keeping the total, and counts a search', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const asked = partsAsked(page);
    await page.goto('/wn/script-day-active-admin');
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await pager.getByText(/^Page 1 of \d+$/).waitFor();
    const total = await pager.getByText(/^[\d,]+ records$/).innerText();
    expect(asked.sort()).toEqual(['records', 'total']);

    asked.length = 0;
    const table = page.getByRole('table', { name: 'Script Daily Active' });
    const firstRow = () => table.locator('tbody tr').first().innerText();
    const before = await firstRow();
    await pager.getByRole('button', { name: 'Next page' }).click();
    await pager.getByText(/^Page 2 of \d+$/).waitFor();
    await expect.poll(firstRow).not.toBe(before);
    expect(await pager.getByText(/records$/).innerText()).toBe(total);
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('50');
    await page.waitForURL((url) => url.searchParams.get('size') === '50');
    await pager.getByText(/^Page 1 of \d+$/).waitFor();
    expect(await pager.getByText(/records$/).innerText()).toBe(total);
    expect(asked).toEqual(['records', 'records']);

    asked.length = 0;
    await page.getByRole('textbox', { name: 'Script name' }).fill('Quick Clicker');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.has('scriptName'));
    await expect.poll(() => pager.getByText(/records$/).innerText()).not.toBe(total);
    expect(asked.sort()).toEqual(['records', 'total']);
    for (const text of await table.locator('tbody tr').allInnerTexts()) expect(text).toContain('Quick Clicker');
    await page.close();
  });
});
