/**
 * Accessibility of the key screens in real Chromium: axe-core (from node_modules, injected into
 * the page) finds no serious or critical violation on the login page, the dashboard, the users,
 * games, statistics and partner-month lists, a chart, the review and audit trail lists, the
 * dashboards of three roles, the scripts catalogue and the settlement desk, and with the examine
 * dialog, a record history or the inspector open. A dialog or drawer opened from the keyboard gives
 * focus back to the button that opened it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeysCanRun, signIn, useBrowser } from './support/journey';

// Evaluated through the DevTools protocol: the app's CSP (rightly) refuses injected script tags.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** The serious and critical violations on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  // A dialog or drawer fades its backdrop in: colours read mid-animation are neither the page's
  // nor the overlay's, so wait until no animation is running before axe reads them.
  // (Endless ones, such as a spinner, never finish and change no backdrop: they are not waited for.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: never, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    // Fluent's focus guards (tabster's `<i data-tabster-dummy tabindex="-1" aria-hidden>`) keep
    // Tab inside menus and dialogs; never reachable by Tab, they are axe's known false positive.
    const result = await axe.run({ exclude: [['[data-tabster-dummy]']] } as never, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

async function signedInAs(page: Page, username: string) {
  await signIn(page, username);
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

const lastMonth = (() => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)).toISOString().slice(0, 7);
})();

describe.runIf(journeysCanRun)('accessibility of the key screens (axe-core in Chromium)', () => {
  const browser = useBrowser();

  it('the login page', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: /log ?in|sign ?in/i }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it.each([
    ['admin', '/dashboard', 'heading'],
    ['admin', '/useradmin/useradmin-admin', 'table'],
    ['admin', '/wn/game-admin', 'table'],
    ['admin', '/wn/statistical-admin', 'table'],
    ['creator1', '/statistical-table', 'table'],
    ['partner1', '/red-statistical/month', 'table'],
    ['creator1', `/charts/active-chart?scriptId=1&countTime=${lastMonth}`, 'table'],
    ['creator1', '/dashboard', 'heading'],
    ['auditor', '/dashboard', 'heading'],
    ['admin', '/wn/config-admin', 'table'],
    ['creator1', '/config-table', 'table'],
    ['auditor', '/audit/audit-trail', 'table'],
    ['admin', '/wn/script-admin', 'table'],
    ['admin', '/wn/settlement-admin', 'table'],
    ['creator1', '/script-table', 'table'],
    ['admin', '/wn/script-admin?tab=signings', 'table'],
    ['admin', '/wn/script-day-active-admin', 'table'],
    ['admin', '/wn/record-admin', 'table'],
    ['admin', '/wn/search-admin?view=nothing', 'table'],
    ['company1', '/signed-script', 'table'],
    ['company1', '/version-game', 'table'],
    ['operator', '/script-operate', 'table'],
    ['operator', '/dashboard', 'heading'],
    ['creator1', '/profile', 'list'],
  ] as const)('as %s, %s', async (username, path, ready) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signedInAs(page, username);
    await page.goto(path);
    await page.getByRole(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('with a record history open (statechart and transitions)', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signedInAs(page, 'auditor');
    await page.goto('/audit/audit-trail?entity=config');
    await page.getByRole('button', { name: 'History' }).first().click();
    await page.getByRole('table', { name: 'Transitions' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('with the inspector open on the auth actor', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signedInAs(page, 'admin');
    await page.goto('/dashboard?inspect=1');
    await page.getByRole('button', { name: /^auth / }).click();
    await page.getByRole('img', { name: 'Statechart of auth' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it.each([
    ['admin', '/wn/statistical-admin?status=submitted', 'Examine', 'dialog'],
    ['auditor', '/audit/audit-trail?entity=config', 'History', 'dialog'],
    ['admin', '/wn/game-admin', 'Edit', 'dialog'],
    ['admin', '/wn/script-admin?tab=signings', 'Edit', 'dialog'],
    ['auditor', '/audit/audit-trail?entity=settlement&event=EXAMINE', /^Show the details/, 'dialog'],
  ] as const)('as %s on %s, %s opened from the keyboard gives focus back when closed', async (username, path, action, role) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signedInAs(page, username);
    await page.goto(path);
    const button = page.getByRole('button', typeof action === 'string' ? { name: action, exact: true } : { name: action }).first();
    await button.focus();
    await page.keyboard.press('Enter');
    await page.getByRole(role).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole(role).waitFor({ state: 'hidden' });
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it.each([
    ['admin', '/wn/game-admin', 'Edit', 'Save', false],
    ['operator', '/script-operate', 'Edit the recommendation order', 'Save', true],
  ] as const)('as %s on %s, %s saved from the keyboard gives focus back', async (username, path, action, save, reorders) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signedInAs(page, username);
    await page.goto(path);
    const button = page.getByRole('button', { name: action, exact: true }).first();
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    // A change first, where the dialog has a list to reorder (once its list has arrived: a busy
    // machine may still be loading it, and a Save without a change leaves the dialog open).
    const moveUp = dialog.getByRole('button', { name: /^Move up: / });
    if (reorders) {
      await moveUp.nth(1).waitFor();
      await moveUp.nth(1).focus();
      await page.keyboard.press('Enter');
    }
    const saveButton = dialog.getByRole('button', { name: save, exact: true });
    await saveButton.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('the first Tab offers to skip to the content, which then has focus', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signedInAs(page, 'admin');
    await page.goto('/wn/game-admin');
    await page.getByRole('table').waitFor();
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to the content' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    await page.keyboard.press('Tab');
    // The next stop is inside the screen, not the menu or the header.
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  it('with the examine dialog open', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signedInAs(page, 'admin');
    await page.goto('/wn/statistical-admin?status=submitted');
    await page.getByRole('button', { name: 'Examine' }).first().click();
    await page.getByRole('dialog').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
