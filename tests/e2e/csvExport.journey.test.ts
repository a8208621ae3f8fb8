/**
 * An export opened as the file a user gets, in real Chromium against the real server: the games
 * list in Chinese downloads `games-<today>.csv` whose header row is the visible columns' Chinese
 * headers, in their order, and whose times are local date-times, not stored ISO strings
 * (docs/lists.md, "Export").
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { appUrl, journeysCanRun, signIn, useBrowser } from './support/journey';

describe.runIf(journeysCanRun)('CSV export as the user opens it', () => {
  const browser = useBrowser();

  it('has the visible columns’ Chinese headers, local times and a dated name', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, timezoneId: 'Asia/Shanghai' });
    await signIn(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.context().addCookies([{ name: 'language', value: 'zh', url: appUrl() }]);
    await page.goto('/wn/game-admin');
    const table = page.getByRole('table', { name: '游戏管理' });
    await table.locator('tbody tr').first().waitFor();
    const headers = (await table.locator('thead tr').first().locator('th').allInnerTexts())
      .map((text) => text.trim())
      .filter((text) => text !== '' && text !== '操作');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出 CSV', exact: true }).click(),
    ]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    expect(download.suggestedFilename()).toBe(`games-${today}.csv`);
    const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
    const [head, ...lines] = text.trim().split(/\r?\n/);
    expect(head!.split(',')).toEqual(headers);
    expect(headers).toEqual(expect.arrayContaining(['ID', '游戏名称', '创建时间']));
    expect(lines.length).toBeGreaterThan(0);
    // Times as a person reads them in their zone, never the stored ISO form.
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    expect(text).toMatch(/\d{4}[-/年]\d{1,2}[-/月]\d{1,2}日?\s+\d{1,2}:\d{2}/);
    await page.close();
  });
});
