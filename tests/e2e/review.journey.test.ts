/**
 * Config review and the audit trail in real Chromium against the real server and its demo data:
 * the admin approves, lists and delists a pending clicker config; the auditor filters the audit
 * trail to that config, sees each row name it with its id beside it, opens its history and sees
 * the three transitions, drawn on the review machine's own statechart. The inspector, opened with ?inspect=1 after a reload, shows the auth machine's
 * path from the stored token to the routes.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { journeysCanRun, signIn, useBrowser } from './support/journey';

const CONFIG = 'Daily quests, fast'; // pending in the demo data (server/seed/review.ts)

async function signedInAs(page: Page, username: string) {
  await signIn(page, username);
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

/** Runs a review event from the row's Review column and answers the question that follows. */
async function review(page: Page, row: Locator, event: string, status: string) {
  await row.getByRole('button', { name: event, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: event, exact: true }).click();
  await row.getByText(status, { exact: true }).waitFor();
}

/** The text of the first body row's cell under the column headed `header` (by position). */
function cellUnder(table: Locator, header: string) {
  return table.evaluate((element, wanted) => {
    const heads = [...element.querySelectorAll('thead tr:first-child > *')];
    const index = heads.findIndex((cell) => cell.textContent?.trim() === wanted);
    const row = element.querySelector('tbody tr');
    return index < 0 || !row ? null : (row.children[index]?.textContent?.trim() ?? null);
  }, header);
}

describe.runIf(journeysCanRun)('review, audit trail and inspector journey in Chromium', () => {
  const browser = useBrowser();

  it('a config is approved, listed, delisted; the auditor finds the three transitions on its statechart', async () => {
    const admin = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signedInAs(admin, 'admin');
    await admin.goto(`/wn/config-admin?configName=${encodeURIComponent(CONFIG)}`);
    const configs = admin.getByRole('table', { name: 'Configs' });
    const row = configs.getByRole('row').filter({ hasText: CONFIG });
    await row.getByText('Pending', { exact: true }).waitFor();
    // The list is narrowed to this one config.
    expect(await row.count()).toBe(1);
    const id = String(await cellUnder(configs, 'ID'));
    expect(id).toMatch(/^\d+$/);

    await review(admin, row, 'Approve', 'Approved');
    await review(admin, row, 'List', 'Listed');
    await review(admin, row, 'Delist', 'Delisted');

    const auditor = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signedInAs(auditor, 'auditor');
    await auditor.goto('/audit/audit-trail');
    await auditor
      .getByRole('combobox', { name: 'Entity' })
      .selectOption({ label: 'Clicker config' });
    await auditor.getByRole('textbox', { name: 'Record ID' }).fill(id);
    await auditor.getByRole('button', { name: 'Search', exact: true }).click();
    await auditor.waitForURL((url) => url.searchParams.get('entityId') === id);
    const trail = auditor.getByRole('table', { name: 'Audit Trail' });
    // Only this config's rows once the filtered page is in (the URL changes before it arrives):
    // the three events the admin just sent, newest first.
    await auditor.getByText('3 records', { exact: true }).waitFor();
    const events = trail.locator('tbody tr');
    expect(await events.count()).toBe(3);
    const eventCells = await events.evaluateAll(
      (rows, wanted) => {
        const heads = [
          ...(rows[0]?.closest('table')?.querySelectorAll('thead tr:first-child > *') ?? []),
        ];
        const at = (header: string) =>
          heads.findIndex((cell) => cell.textContent?.trim() === header);
        return rows.map((row) =>
          wanted.map((header) => row.children[at(header)]?.textContent?.trim()),
        );
      },
      ['Record', 'Event'],
    );
    // Each row names the config as people know it, its id beside the name.
    expect(eventCells).toEqual([
      [`${CONFIG}#${id}`, 'Delist'],
      [`${CONFIG}#${id}`, 'List'],
      [`${CONFIG}#${id}`, 'Approve'],
    ]);

    await events.first().getByRole('button', { name: 'History' }).click();
    const drawer = auditor.getByRole('dialog');
    const chart = drawer.getByRole('img', {
      name: `Statechart of ${CONFIG}: now Delisted. The transitions it took are highlighted.`,
    });
    await chart.waitFor();
    // Drawn from review.machine.ts: the three edges it took, the state it is in.
    for (const edge of ['pending', 'approved', 'listed']) {
      expect(await chart.locator(`[data-transition^="${edge}|"][data-taken]`).count()).toBe(1);
    }
    expect(await chart.locator('[data-taken]').count()).toBe(3);
    expect(await chart.locator('[data-state="delisted"][data-current]').count()).toBe(1);
    const steps = drawer.getByRole('table', { name: 'Transitions' }).getByRole('row');
    expect(await steps.count()).toBe(1 + 3);
    for (const event of ['Approve', 'List', 'Delist']) {
      await steps.filter({ hasText: 'admin' }).filter({ hasText: event }).first().waitFor();
    }
  });

  it('the inspector shows the auth machine’s path from the stored token to the routes after a reload', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signedInAs(page, 'admin');
    await page.goto('/dashboard?inspect=1');
    const panel = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Inspector' }) });
    const actors = panel.getByRole('list', { name: /^Live actors \(\d+\)$/ });
    const auth = actors.getByRole('button', { name: /^auth / });
    await auth.getByText('signedIn').waitFor();
    await auth.click();
    await expect.poll(() => panel.getByTestId('inspector-state').innerText()).toBe('signedIn');

    const timeline = panel.getByRole('list', { name: /^Timeline \(\d+\)$/ });
    const entries = timeline.getByRole('button');
    // Newest first: started on the stored token straight into loading the user…
    expect(await entries.last().innerText()).toMatch(/xstate\.init\s+—\s+→\s+loadingUser$/);
    // …whose answer built the routes and signed in.
    const loaded = entries.filter({ hasText: 'xstate.done.actor.fetchUserInfo' });
    expect(await loaded.innerText()).toMatch(/loadingUser\s+→\s+signedIn$/);
    const chart = panel.getByRole('img', { name: 'Statechart of auth' });
    expect(
      await chart
        .locator(
          '[data-transition^="loadingUser|"][data-transition$="|buildingRoutes"][data-taken]',
        )
        .count(),
    ).toBe(1);
    expect(
      await chart.locator('[data-transition="buildingRoutes|always|signedIn"][data-taken]').count(),
    ).toBe(1);
    expect(await chart.locator('[data-state="signedIn"][data-current]').count()).toBe(1);
    // The token is in the context, redacted.
    expect(await panel.getByLabel('Context').innerText()).toContain('"token": "[redacted]"');
  });
});
