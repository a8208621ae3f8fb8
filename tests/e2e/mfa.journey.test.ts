/**
 * Two-step verification in real Chromium (docs/auth-protocol.md, "Two-step verification"), on a
 * server of its own with the product's defaults for administrators (MFA_REQUIRED_ROLES) and the
 * demo admin not enrolled: the admin enrols at the first sign-in (QR, key, a first code, ten
 * recovery codes), signs out, signs in with a code, then with a recovery code, which works once
 * and says how many are left.
 * Codes are computed from the key the page shows, as an authenticator app would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startApp, type RunningApp } from '../support/appServer';
import { totpCode } from '../server/support/mfa';
import { journeysCanRun, useBrowser } from './support/journey';

describe.runIf(journeysCanRun)('two-step verification journey in Chromium', () => {
  const browser = useBrowser();
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp({ MFA_REQUIRED_ROLES: 'ADMIN,LUA_ADMIN,AUDITOR', DEMO_MFA: '0' });
  }, 90_000);
  afterAll(async () => {
    await app?.stop();
  });

  async function passwordStep(page: Page) {
    await page.goto(`${app.url}/login`);
    await page.getByRole('textbox', { name: /username/i }).fill('admin');
    await page.locator('input[type="password"]').fill('rocket123');
    await page.getByRole('button', { name: /^(log ?in|sign ?in)$/i }).click();
  }

  async function signOut(page: Page) {
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: /log ?out/i }).click();
    await page.waitForURL(/\/login/);
  }

  it('enrols the admin at the first sign-in, then signs in with a code and with a recovery code, once', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await passwordStep(page);

    // Enrolment: the QR code, the key to type by hand, a first code.
    await page.getByRole('heading', { name: 'Set up two-step verification' }).waitFor();
    await page.getByRole('img', { name: 'QR code that adds Rocket Script to an authenticator app' }).waitFor();
    // Shown in groups of four for typing.
    const key = await page.getByText(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/).first().textContent();
    const secret = key!.replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('textbox', { name: 'Authenticator code' }).fill(totpCode(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();

    // Ten recovery codes, shown once; continuing needs the user to say they saved them.
    const list = page.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    const codes = (await list.getByRole('listitem').allTextContents()).map((text) => text.trim());
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(await overflow()).toBeLessThanOrEqual(0);
    const next = page.getByRole('button', { name: 'Continue' });
    expect(await next.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'I have saved these codes' }).check();
    await next.click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await signOut(page);

    // A code at the next sign-in: the enrolment's code is used, so the next step's (an app a few
    // seconds ahead shows it; the server accepts one step either side).
    await passwordStep(page);
    await page.getByRole('textbox', { name: 'Authenticator code' }).fill(totpCode(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await signOut(page);

    // A recovery code works once.
    await passwordStep(page);
    await page.getByRole('switch', { name: 'Use a recovery code' }).check();
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0]!);
    await page.keyboard.press('Enter');
    // How many are left, told once before going on.
    await page.getByText('9 recovery codes left', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await signOut(page);

    await passwordStep(page);
    await page.getByRole('switch', { name: 'Use a recovery code' }).check();
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('This code is not right, or was already used.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
