/**
 * The first page's weight: gzip bytes of every document, script and style the browser fetches
 * to show /login (half of vue-element-admin's 396 kB login page).
 */
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../tests/support/chromium';

export const LOGIN_BUDGET_BYTES = 200 * 1024;
const COUNTED = new Set(['document', 'script', 'stylesheet']);

export interface FetchedResource {
  url: string;
  type: string;
  bytes: number;
  gzipBytes: number;
}

export async function measureLoginPage(appUrl: string): Promise<FetchedResource[]> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const pending: Promise<FetchedResource | null>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (!COUNTED.has(type)) return;
      pending.push(
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
    const resources = (await Promise.all(pending)).filter((r): r is FetchedResource => r !== null);
    await context.close();
    return resources;
  } finally {
    await browser.close();
  }
}
