/** What every browser journey shares: one Chromium per file, a fresh context per test. */
import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { browserAvailable, launchChromium } from '../../support/chromium';

export const appUrl = () => inject('appUrl');
export const journeysCanRun = browserAvailable();

export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await browser?.close();
  });
  return {
    async newPage(options: BrowserContextOptions = {}): Promise<Page> {
      if (!browser) throw new Error('browser not launched');
      const context = await browser.newContext({ baseURL: appUrl(), locale: 'en-US', ...options });
      contexts.push(context);
      return context.newPage();
    },
  };
}

/** Signs in through the real login form, as a person would. */
export async function signIn(page: Page, username: string, password = 'rocket123', path = '/login') {
  await page.goto(path);
  await page.getByRole('textbox', { name: /username/i }).fill(username);
  await page.locator('input[type="password"]').fill(password);
  await page.getByRole('button', { name: /^(log ?in|sign ?in)$/i }).click();
}
