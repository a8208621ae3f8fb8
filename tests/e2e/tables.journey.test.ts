/**
 * Wide lists in real Chromium, on the settlement list an admin examines (/wn/statistical-admin):
 * at 1440 px every column shows with nothing over it, wherever the table is scrolled; on a
 * narrower desktop the table scrolls sideways with the row's name and the actions kept in view,
 * opaque, with a shadow over the one that has columns under it, and every column can be brought
 * out from under them; at 390 px the rows are cards and
 * the totals a card after them.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeysCanRun, signIn, useBrowser } from './support/journey';

const TITLE = 'Statistics';

async function openSettlements(page: Page) {
  await signIn(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.goto('/wn/statistical-admin');
}

interface Overlap {
  scrollLeft: number;
  column: string;
  under: 'start' | 'actions';
}

/**
 * Scrolls the table's box to each position and lists every data column whose header or cells
 * overlap the sticky naming column or the actions column (by their horizontal extents).
 */
function overlapsAt(page: Page, positions: readonly ('start' | 'end' | number)[]) {
  return page.evaluate(
    ({ title, positions }) => {
      const table = document.querySelector<HTMLTableElement>(`table[aria-label="${title}"]`)!;
      const box = table.parentElement!;
      const headers = [...table.tHead!.rows[0]!.cells];
      const stickyAt = (side: 'left' | 'right') =>
        headers.findIndex((cell) => getComputedStyle(cell)[side] !== 'auto');
      const start = stickyAt('left');
      const actions = stickyAt('right');
      const found: { scrollLeft: number; column: string; under: 'start' | 'actions' }[] = [];
      for (const position of positions) {
        const max = box.scrollWidth - box.clientWidth;
        box.scrollLeft = position === 'start' ? 0 : position === 'end' ? max : position;
        for (const row of table.rows) {
          const cells = [...row.cells];
          const sticky = { start: cells[start], actions: cells[actions] };
          cells.forEach((cell, index) => {
            if (index === start || index === actions) return;
            const rect = cell.getBoundingClientRect();
            for (const under of ['start', 'actions'] as const) {
              const other = sticky[under]?.getBoundingClientRect();
              if (other && rect.left < other.right - 0.5 && other.left < rect.right - 0.5) {
                found.push({ scrollLeft: box.scrollLeft, column: headers[index]!.textContent ?? '', under });
              }
            }
          });
        }
      }
      return { found, start, actions, overflow: box.scrollWidth - box.clientWidth };
    },
    { title: TITLE, positions },
  );
}

describe.runIf(journeysCanRun)('wide lists in Chromium', () => {
  const browser = useBrowser();

  it('at 1440 px the settlement list shows every column unobstructed, scrolled or not', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await openSettlements(page);
    const table = page.getByRole('table', { name: TITLE });
    await table.getByRole('button', { name: 'Examine' }).first().waitFor();
    const result = await overlapsAt(page, ['start', 'end']);
    expect(result.start).toBeGreaterThanOrEqual(0);
    expect(result.actions).toBeGreaterThan(result.start);
    expect(result.found as Overlap[]).toEqual([]);
    for (const name of ['Money', 'Suggested', 'Final active', 'Returned because']) {
      await expect.poll(() => table.getByRole('columnheader', { name }).isVisible()).toBe(true);
    }
  });

  it('on a narrower desktop it scrolls sideways and every column comes out from under the sticky ones', async () => {
    const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
    await openSettlements(page);
    const table = page.getByRole('table', { name: TITLE });
    await table.getByRole('button', { name: 'Examine' }).first().waitFor();
    const { overflow, start, actions } = await overlapsAt(page, ['start']);
    expect(overflow).toBeGreaterThan(0);

    // The sticky cells are opaque, so what scrolls under them is hidden, never shown through.
    const backgrounds = await page.evaluate(
      ({ title, columns }) => {
        const table = document.querySelector<HTMLTableElement>(`table[aria-label="${title}"]`)!;
        return [...table.tBodies[0]!.rows].flatMap((row) =>
          columns.map((index) => getComputedStyle(row.cells[index]!).backgroundColor),
        );
      },
      { title: TITLE, columns: [start, actions] },
    );
    for (const colour of backgrounds) expect(colour).toMatch(/^rgb\(/);

    // Scrolled to the start nothing lies under the naming column; to the end nothing under the
    // actions: the table's scroll width holds both.
    const atStart = await overlapsAt(page, ['start']);
    expect(atStart.found.filter((overlap) => overlap.under === 'start')).toEqual([]);
    const atEnd = await overlapsAt(page, ['end']);
    expect(atEnd.found.filter((overlap) => overlap.under === 'actions')).toEqual([]);

    // A shadow over a sticky column says columns lie under it: over the actions while there is
    // more to the right, over the naming column once columns have scrolled under it.
    const shadows = () =>
      page.evaluate(
        ({ title, columns }) => {
          const header = document.querySelector<HTMLTableElement>(`table[aria-label="${title}"]`)!.tHead!.rows[0]!;
          // Drawn beside the cell by a pseudo-element (a collapsed-border table paints no cell box-shadow).
          const drawn = (index: number, pseudo: '::after' | '::before') => {
            const style = getComputedStyle(header.cells[index]!, pseudo);
            return style.content !== 'none' && style.width === '8px' && style.backgroundImage.includes('gradient');
          };
          return { naming: drawn(columns[0]!, '::after'), actions: drawn(columns[1]!, '::before') };
        },
        { title: TITLE, columns: [start, actions] },
      );
    await overlapsAt(page, ['start']);
    await expect.poll(shadows).toEqual({ naming: false, actions: true });
    await overlapsAt(page, ['end']);
    await expect.poll(shadows).toEqual({ naming: true, actions: false });

    // Every data column has a scroll position where it is clear of both sticky columns.
    const positions = await page.evaluate(
      ({ title, start }) => {
        const table = document.querySelector<HTMLTableElement>(`table[aria-label="${title}"]`)!;
        const headers = [...table.tHead!.rows[0]!.cells];
        // Once stuck, the naming column covers [scroll + its left, scroll + left + width].
        const naming = headers[start]!;
        const covered = parseFloat(getComputedStyle(naming).left) + naming.offsetWidth;
        return headers.map((cell) => Math.max(0, cell.offsetLeft - covered));
      },
      { title: TITLE, start },
    );
    const headers = await table.getByRole('columnheader').allTextContents();
    for (const [index, position] of positions.entries()) {
      if (index === start || index === actions) continue;
      const { found } = await overlapsAt(page, [position]);
      expect(found.filter((overlap) => overlap.column === headers[index])).toEqual([]);
    }
  });

  it('at 390 px the settlement list shows cards, with the totals as a card after them', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await openSettlements(page);
    const cards = page.getByRole('list', { name: TITLE });
    await cards.getByRole('article').first().waitFor();
    expect(await page.getByRole('table', { name: TITLE }).count()).toBe(0);
    const first = cards.getByRole('article').first();
    for (const label of ['ID', 'Script', 'Month', 'Status', 'Money']) {
      await expect.poll(() => first.getByRole('term').filter({ hasText: label }).count()).toBeGreaterThan(0);
    }
    await first.getByRole('toolbar', { name: /^Actions for / }).getByRole('button', { name: 'Chart' }).waitFor();

    const totals = page.getByRole('region', { name: 'Total' });
    const lastCard = await cards.getByRole('article').last().boundingBox();
    const totalsBox = await totals.boundingBox();
    expect(totalsBox!.y).toBeGreaterThanOrEqual(lastCard!.y + lastCard!.height);
    // Nothing runs off the side of the phone.
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
  });
});
