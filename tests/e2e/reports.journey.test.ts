/**
 * The two reports through the real product in Chromium (docs/reports.md), on the demo's
 * launches and searches (made through the ingestion code at start): the admin filters the launch
 * records on a script and sees its daily devices drawn and its launches listed; the search
 * statistics' found-nothing view shows what players want and the platform lacks.
 */
import { describe, expect, it } from 'vitest';
import { journeysCanRun, signIn, useBrowser } from './support/journey';

const SCRIPT = 'Quick Clicker Pro';

describe.runIf(journeysCanRun)('reports journey in Chromium', () => {
  const browser = useBrowser();

  it('filters launch records on a script with its chart, and finds a keyword that found nothing', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/dashboard');

    await page.goto('/wn/record-admin');
    const records = page.getByRole('table', { name: 'Launch Records' });
    await records.waitFor();
    await page.getByRole('combobox', { name: 'Script' }).selectOption({ label: SCRIPT });
    const figures = page.waitForResponse((r) => r.url().includes('/record/queryLaunchFigures') && r.url().includes('scriptId='));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect((await figures).status()).toBe(200);
    await page.waitForURL((url) => url.searchParams.has('scriptId'));
    await expect.poll(() => page.getByText(new RegExp(`^${SCRIPT}, \\d{4}-\\d{2}-\\d{2} to`)).count()).toBe(1);
    // The real chart: apexcharts drew its SVG inside the labelled image.
    const chart = page.getByRole('img', { name: /Active devices, Red Finger/ });
    await chart.locator('svg.apexcharts-svg').waitFor();
    await expect.poll(() => page.getByRole('table', { name: 'By platform' }).getByRole('row').count()).toBe(6);
    const rows = records.locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    for (const text of await rows.allInnerTexts()) expect(text).toContain(SCRIPT);

    await page.goto('/wn/search-admin');
    await page.getByRole('table', { name: 'Search Statistics' }).waitFor();
    await page.getByRole('tab', { name: 'Found nothing' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'nothing');
    const keywords = page.getByRole('table', { name: 'Search Statistics' });
    await keywords.getByRole('cell', { name: 'Genshin auto quest', exact: true }).first().waitFor();
    await expect.poll(() => keywords.getByRole('cell', { name: 'auto clicker', exact: true }).count()).toBe(0);
    await page.close();
  });
});
