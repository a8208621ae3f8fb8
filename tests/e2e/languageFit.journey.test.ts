/**
 * Labels fit in every language, in real Chromium (docs/decisions.md, "Labels in four
 * languages"): in en, zh, es and ja the admin's whole menu at 1440 px and the column headers of
 * the widest lists (the settlement list, the users) are neither cut nor broken inside a word; at
 * 390 px the settlement list's, the feedback desk's and the review lists' cards fit the screen
 * without sideways scrolling (and the card groups' labels and buttons are not broken inside a
 * word), and the dashboard chart's day labels stand upright without overlapping.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUrl, journeysCanRun, signIn, useBrowser } from './support/journey';
import { labelProblems, overlappingLabels } from './support/labelFit';

const LANGUAGES = ['en', 'zh', 'es', 'ja'] as const;
const LISTS = ['/wn/statistical-admin', '/useradmin/useradmin-admin', '/cooperate/cooperate-active-month-admin'];

async function signedInAs(page: Page, language: string) {
  await signIn(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.context().addCookies([{ name: 'language', value: language, url: appUrl() }]);
}

/** Opens every group of the sidebar, so every entry is laid out. */
async function expandMenu(page: Page) {
  const nav = page.locator('aside nav');
  await nav.waitFor();
  for (let round = 0; round < 20; round += 1) {
    const closed = nav.locator('button[aria-expanded="false"]');
    if ((await closed.count()) === 0) return;
    await closed.first().click();
  }
}

describe.runIf(journeysCanRun)('labels fit in four languages', () => {
  const browser = useBrowser();

  for (const language of LANGUAGES) {
    it(`fits the menu and the column headers at 1440 px, and the cards at 390 px, in ${language}`, async () => {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await signedInAs(page, language);
      await page.goto('/dashboard');
      await expandMenu(page);
      expect(await labelProblems(page, 'aside nav a, aside nav button')).toEqual([]);
      for (const path of LISTS) {
        await page.goto(path);
        await page.locator('table thead th').first().waitFor();
        await page.locator('table tbody tr').first().waitFor();
        expect(await labelProblems(page, 'table thead th'), path).toEqual([]);
      }

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(LISTS[0]!);
      await page.locator('main dl').first().waitFor();
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways).toBeLessThanOrEqual(0);
      expect(await labelProblems(page, 'main dl dt')).toEqual([]);
      // A list whose long one-word labels ("カードキーグループ") and header buttons once broke inside.
      await page.goto('/wn/card-group-admin');
      await page.locator('main dl').first().waitFor();
      expect(await labelProblems(page, 'main dl dt, main h1 ~ * button')).toEqual([]);
      // Long texts in cards (the feedback desk's) keep within the screen in every language.
      await page.goto('/wn/opinion-admin');
      await page.locator('main dl').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      // So do the review lists' cards, with a line of a config's code in each.
      for (const path of ['/wn/config-review', '/linker/linker-admin?status=pending']) {
        await page.goto(path);
        await page.locator('main dl').first().waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
      }

      // The dashboard's trend line reads in full within a phone's width.
      await page.goto('/dashboard');
      const trend = page.getByRole('region', { name: /30/ }).getByRole('img');
      await trend.waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      // A month's chart (apexcharts) keeps its day labels upright and apart.
      await page.goto('/wn/record-admin');
      const dayLabels = page.locator('.apexcharts-xaxis-label');
      await dayLabels.first().waitFor();
      expect(await dayLabels.count()).toBeGreaterThan(3);
      expect(await overlappingLabels(page, '.apexcharts-xaxis-label')).toEqual([]);
      const rotated = await page.locator('.apexcharts-xaxis-label[transform*="rotate(-"]').count();
      expect(rotated).toBe(0);
      await page.close();
    });
  }
});
