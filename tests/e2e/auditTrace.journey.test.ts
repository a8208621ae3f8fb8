/**
 * The auditor traces a settlement by its script's name, in Chinese, in real Chromium against the
 * real server's demo data: no id is typed; every row names the script and its month; the history
 * drawer reads in Chinese end to end — events, statuses, fields and the statechart's edges — with
 * no event code, raw field key or JSON left (docs/audit.md, "In the user's language").
 */
import { describe, expect, it } from 'vitest';
import { appUrl, journeysCanRun, signIn, useBrowser } from './support/journey';

const SCRIPT = 'Puzzle Kingdom Auto'; // a demo script with settled months (server/seed/activity.ts)

/** What must never reach a reader: the machines' event codes, stored keys, JSON. */
const DEVELOPER_WORDS =
  /\b(APPLY|EXAMINE|RETURN|CONFIRM|SUBMIT|SHOW|HIDE|RETIRE|activeMoney|activeNum|activeFinalNum|platformMoney|authorMoney|unapplied|submitted|examined|settled)\b|\{"|settlement #/;

describe.runIf(journeysCanRun)('the auditor traces a settlement by name, in Chinese', () => {
  const browser = useBrowser();

  it('finds the script’s settlements by name and reads a fully translated history', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, 'auditor');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.context().addCookies([{ name: 'language', value: 'zh', url: appUrl() }]);
    await page.goto('/audit/audit-trail');

    await page.getByRole('combobox', { name: '对象类型' }).selectOption({ label: '结算' });
    await page.getByRole('textbox', { name: '记录名称' }).fill(SCRIPT);
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('recordName') === SCRIPT);
    const trail = page.getByRole('table', { name: '审计日志' });
    const rows = trail.locator('tbody tr');
    // The filtered page is in once every row names the script (the URL changes first).
    await expect
      .poll(async () => {
        const texts = await rows.allInnerTexts();
        return texts.length > 0 && texts.every((text) => text.includes(`${SCRIPT} · `));
      })
      .toBe(true);
    const trailText = (await trail.innerText()).replace(/\s+/g, ' ');
    expect(trailText).not.toMatch(DEVELOPER_WORDS);
    // Events in Chinese: the settlement's own steps.
    expect(trailText).toMatch(/审核|确认|申请/);

    await rows.first().getByRole('button', { name: '历史' }).click();
    const drawer = page.getByRole('dialog');
    const chart = drawer.getByRole('img', { name: /的状态图：当前为/ });
    await chart.waitFor();
    await drawer.getByRole('table', { name: '状态流转' }).waitFor();
    const drawerText = (await drawer.evaluate((element) => element.textContent ?? '')).replace(/\s+/g, ' ');
    expect(drawerText).toContain(SCRIPT);
    expect(drawerText).not.toMatch(DEVELOPER_WORDS);
    // The statechart's edges carry the events' Chinese names.
    const edges = await chart.evaluate((svg) => [...svg.querySelectorAll('text')].map((t) => t.textContent ?? ''));
    expect(edges.join(' ')).toMatch(/审核/);
    expect(edges.join(' ')).not.toMatch(DEVELOPER_WORDS);
    await page.close();
  });
});
