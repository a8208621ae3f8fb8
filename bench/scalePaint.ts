/**
 * "Next page" as a person sees it on a list at scale (docs/scale.md, "Next page in Chromium"):
 * the built SPA served by the app on the scale database, Chromium signed in as the admin on the
 * script days list (/wn/script-day-active-admin), and for each page size twenty clicks of Next
 * page (after two that are not measured), each timed in the page with the Performance API from
 * the click to the frame that paints the next page's rows: a MutationObserver waits for the first
 * row of that page (its id read from the API beforehand), then a requestAnimationFrame, and the
 * time is taken in the task after that frame, once it has painted. Beside it, how long of that the
 * rows' call took (Resource Timing), so the server's share and the browser's can be told apart.
 */
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import type { Database } from '../server/db/schema';
import { launchChromium } from '../tests/support/chromium';
import { withBenchServer } from './benchServer';
import { percentile } from './loadLoop';

export const PAINT_PAGE_SIZES = [20, 100] as const;
const CLICKS = 20;
const WARM_UP_CLICKS = 2;
const SCREEN = '/wn/script-day-active-admin';
const LIST_PATH = '/active/queryScriptActiveDay';

export interface PaintEntry {
  database: string;
  /** The rows of the list's table (script days). */
  rows: number;
  pageSize: number;
  p50Ms: number;
  p99Ms: number;
  /** The median of the rows' call alone, request to last byte, within those clicks. */
  requestP50Ms: number;
}

/** Signs in through the real login form, as a person would (tests/e2e/support/journey.ts). */
async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /username/i }).fill(username);
  await page.locator('input[type="password"]').fill(password);
  await page.getByRole('button', { name: /^(log ?in|sign ?in)$/i }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

interface Timed {
  paintMs: number;
  requestMs: number;
}

/**
 * One click of Next page, timed in the page until the row `id` of the next page is painted, with
 * the rows' call it made. Plain JavaScript text, not a function: tsx names the functions it
 * compiles with a helper that does not exist in the page.
 */
const TIMED_NEXT_PAGE = `(id) => new Promise((done, fail) => {
  const next = document.querySelector('nav[aria-label="Pagination"] button[aria-label="Next page"]');
  if (!next || next.disabled) return fail(new Error('no Next page button to click'));
  // Resource Timing keeps 250 entries by default: start each click with none.
  performance.clearResourceTimings();
  const timeout = setTimeout(() => fail(new Error('row ' + id + ' never appeared')), 60000);
  let started = 0;
  const observer = new MutationObserver(() => {
    if (document.querySelector('[data-row-id="' + id + '"]') === null) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      // The task after the frame's callbacks runs once that frame has painted.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const paintMs = performance.now() - started;
        clearTimeout(timeout);
        const call = performance.getEntriesByType('resource').find((entry) => entry.name.includes('parts=records'));
        done({ paintMs, requestMs: call ? call.responseEnd - call.startTime : NaN });
      };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document.body, { childList: true, subtree: true });
  started = performance.now();
  next.click();
})`;

const timedNextPage = (page: Page, rowId: number): Promise<Timed> => page.evaluate(`(${TIMED_NEXT_PAGE})(${rowId})`);

/** The first row id of a page of the list, as the screen will ask for it (its default order). */
async function firstRowOf(api: string, headers: Record<string, string>, pageNo: number, size: number): Promise<number> {
  const answer = await fetch(`${api}${LIST_PATH}?page=${pageNo}&size=${size}&parts=records`, { headers });
  const body = (await answer.json()) as { data: { records: { id: number }[] } };
  const first = body.data.records[0];
  if (!first) throw new Error(`page ${pageNo} of ${size} rows is empty`);
  return first.id;
}

export async function measurePaint(
  database: Database,
  databaseName: string,
  rows: number,
  log: (line: string) => void,
): Promise<PaintEntry[]> {
  return withBenchServer(
    database,
    async (api, headers) => {
      const origin = api.replace(/\/rocketScript\/api$/, '');
      const browser = await launchChromium();
      try {
        const context = await browser.newContext({ baseURL: origin, locale: 'en-US', viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        await signIn(page, 'admin', 'rocket123');
        const entries: PaintEntry[] = [];
        for (const size of PAINT_PAGE_SIZES) {
          await page.goto(`${SCREEN}?size=${size}`);
          // The list's rows and its total: the clicks below page through known pages only.
          await page.getByRole('navigation', { name: 'Pagination' }).getByText(/^Page 1 of /).waitFor({ timeout: 120_000 });
          const times: number[] = [];
          const requests: number[] = [];
          for (let click = 0; click < WARM_UP_CLICKS + CLICKS; click += 1) {
            const rowId = await firstRowOf(api, headers, click + 2, size);
            const timed = await timedNextPage(page, rowId);
            if (click < WARM_UP_CLICKS) continue;
            times.push(timed.paintMs);
            requests.push(timed.requestMs);
          }
          times.sort((a, b) => a - b);
          requests.sort((a, b) => a - b);
          const ms = (value: number) => Number(value.toFixed(1));
          const entry = {
            database: databaseName,
            rows,
            pageSize: size,
            p50Ms: ms(percentile(times, 50)),
            p99Ms: ms(percentile(times, 99)),
            requestP50Ms: ms(percentile(requests, 50)),
          };
          log(`  next page, ${size} rows: p50 ${entry.p50Ms} ms, p99 ${entry.p99Ms} ms (${CLICKS} clicks; the rows' call p50 ${entry.requestP50Ms} ms)`);
          entries.push(entry);
        }
        await context.close();
        return entries;
      } finally {
        await browser.close();
      }
    },
    { distDir: resolve('dist') },
  );
}
