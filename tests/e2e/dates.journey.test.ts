/**
 * The date pickers in real Chromium, by keyboard: on the settlement list a month is chosen with
 * the arrow keys and Enter, on the users list a day; the list's URL keeps `YYYY-MM` and
 * `YYYY-MM-DD`. In Chinese the calendar names the months in Chinese.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeysCanRun, signIn, useBrowser } from './support/journey';

async function signedIn(page: Page, path: string) {
  await signIn(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.goto(path);
}

const pad = (value: number) => String(value).padStart(2, '0');

describe.runIf(journeysCanRun)('date pickers in Chromium', () => {
  const browser = useBrowser();

  it('chooses a month with the keyboard: arrow down opens, arrows move, Enter takes it', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signedIn(page, '/wn/statistical-admin');
    const from = page.getByRole('combobox', { name: 'Month from' });
    await from.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('grid', { name: String(new Date().getFullYear()) }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    const now = new Date();
    const previous = new Date(now.getFullYear(), now.getMonth() - 1, 1);
    await expect
      .poll(() => from.inputValue())
      .toBe(previous.toLocaleString('en-US', { month: 'long', year: 'numeric' }));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('countTimeFrom') === `${previous.getFullYear()}-${pad(previous.getMonth() + 1)}`,
    );
  });

  it('chooses a day with the keyboard and keeps YYYY-MM-DD in the URL', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signedIn(page, '/useradmin/useradmin-admin?createdAtFrom=2026-03-05');
    const from = page.getByRole('combobox', { name: 'Created from' });
    await expect.poll(() => from.inputValue()).toBe('03/05/2026');
    await from.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('grid', { name: /^March 2026/ }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => from.inputValue()).toBe('03/13/2026');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('createdAtFrom') === '2026-03-13');
  });

  it('names the months in Chinese and writes the month the Chinese way', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signedIn(page, '/dashboard');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh');
    // The choice is kept (cookie) once its dictionary has loaded: only then leave the page.
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'language')?.value)
      .toBe('zh');
    await page.goto('/wn/statistical-admin?countTimeFrom=2026-03');
    const group = page.getByRole('group', { name: '月份' });
    const from = group.getByRole('combobox').first();
    await expect.poll(() => from.inputValue()).toBe('2026年3月');
    await from.click();
    const year = page.getByRole('grid', { name: '2026年' });
    await year.getByRole('gridcell', { name: '十一月' }).waitFor();
  });
});
