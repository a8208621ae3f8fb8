/**
 * The first page's weight: gzip bytes of every document, script and style the browser fetches
 * to show /login (half of vue-element-admin's 396 kB login page); then what signing in as the
 * demo admin adds until the dashboard, the first screen after login, is painted with its figures.
 * Budgets in bytes (1 kB = 1,000 bytes).
 */
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchChromium } from '../tests/support/chromium';

export const LOGIN_BUDGET_BYTES = 200_000;
export const FIRST_SCREEN_BUDGET_BYTES = 60_000;
const COUNTED = new Set(['document', 'script', 'stylesheet']);
// The demo data every fresh database of the bench app has (server/seed/demo.ts).
const ADMIN = { username: 'admin', password: 'rocket123' };
const QUIET_MS = 750;

export interface FetchedResource {
  url: string;
  type: string;
  bytes: number;
  gzipBytes: number;
}

export interface FirstPagesWeight {
  loginPage: FetchedResource[];
  firstScreenAfterLogin: FetchedResource[];
}

export const totalGzipBytes = (resources: readonly FetchedResource[]) =>
  resources.reduce((sum, r) => sum + r.gzipBytes, 0);

/** Resolves once no request has started or ended for QUIET_MS. */
async function networkQuiet(page: Page): Promise<void> {
  let last = Date.now();
  const touch = () => (last = Date.now());
  page.on('request', touch);
  page.on('requestfinished', touch);
  page.on('requestfailed', touch);
  while (Date.now() - last < QUIET_MS) await page.waitForTimeout(100);
  page.off('request', touch);
  page.off('requestfinished', touch);
  page.off('requestfailed', touch);
}

export async function measureLoginPage(appUrl: string): Promise<FirstPagesWeight> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const phases: Record<keyof FirstPagesWeight, Promise<FetchedResource | null>[]> = {
      loginPage: [],
      firstScreenAfterLogin: [],
    };
    let phase: keyof FirstPagesWeight = 'loginPage';
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (!COUNTED.has(type)) return;
      phases[phase].push(
        response
          .body()
          .then((body) => ({
            url: response.url().replace(appUrl, ''),
            type,
            bytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
          }))
          .catch(() => null),
      );
    });
    await page.goto(`${appUrl}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button').first().waitFor();

    phase = 'firstScreenAfterLogin';
    await page.getByRole('textbox', { name: /username/i }).fill(ADMIN.username);
    await page.locator('input[type="password"]').fill(ADMIN.password);
    await page.getByRole('button', { name: /^(log ?in|sign ?in)$/i }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: /welcome/i }).waitFor();
    // Painted: its figures shown, no spinner left, nothing more arriving.
    await main.getByRole('progressbar').first().waitFor({ state: 'detached' }).catch(() => undefined);
    await networkQuiet(page);

    const settled = async (pending: Promise<FetchedResource | null>[]) =>
      (await Promise.all(pending)).filter((r): r is FetchedResource => r !== null);
    const weight = {
      loginPage: await settled(phases.loginPage),
      firstScreenAfterLogin: await settled(phases.firstScreenAfterLogin),
    };
    await context.close();
    return weight;
  } finally {
    await browser.close();
  }
}
