/**
 * Money on a settlement list carries the platform's currency, written the way the user's
 * language writes money: ¥ with comma groups in Chinese, "1.234,50 ¥" in Spanish, and $ when the
 * server's platform info says USD. Expected texts are spelled out here by hand, not by the
 * formatter under test.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Locales } from '@locales/i18n-types';
import { renderSettlementList } from './support/settlementListKit';

configure({ asyncUtilTimeout: 5000 });

const showList = (locale: Locales, currency?: string) =>
  renderSettlementList({ locale, currency }).rows;

/** "1234.5" → ["1234", "50"]: the amount's whole and two-digit parts. */
function partsOf(amount: string): [string, string] {
  const [whole = '0', fraction = ''] = amount.split('.');
  return [whole, fraction.padEnd(2, '0')];
}

/** Groups of three from the right with `separator`. */
const grouped = (whole: string, separator: string) =>
  whole.replace(/\B(?=(\d{3})+$)/g, separator);

/** The texts of a column's cells (body rows, then the totals row) by its header. */
async function columnTexts(header: string): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Settlements' });
  return waitFor(() => {
    const headers = within(table).getAllByRole('columnheader');
    const index = headers.findIndex((cell) => cell.textContent === header);
    if (index < 0) throw new Error(`no column ${header}`);
    const rows = within(table).getAllByRole('row').slice(1);
    const texts = rows.map((row) => row.querySelectorAll('td')[index]?.textContent ?? '');
    if (!texts.some((text) => text !== '')) throw new Error('no amounts yet');
    return texts;
  });
}

describe('money on a settlement list', () => {
  it('shows yuan the Chinese way', async () => {
    const rows = showList('zh');
    const examined = rows.find((row) => row.activeMoney !== null);
    const [whole, fraction] = partsOf(examined!.activeMoney!);
    const texts = await columnTexts('金额');
    expect(texts).toContain(`¥${grouped(whole, ',')}.${fraction}`);
    // The totals row is money too.
    expect(texts.at(-1)).toMatch(/^¥\d{1,3}(,\d{3})*\.\d{2}$/);
  });

  it('shows yuan the Spanish way', async () => {
    const rows = showList('es');
    const suggested = rows.map((row) => partsOf(row.suggestedMoney));
    const texts = await columnTexts('Sugerido');
    for (const [whole, fraction] of suggested) {
      // Spanish groups thousands only from five digits on.
      const shown = whole.length > 4 ? grouped(whole, '.') : whole;
      expect(texts).toContain(`${shown},${fraction}\u00a0¥`);
    }
  });

  it('shows dollars when the platform says USD', async () => {
    const rows = showList('en', 'USD');
    const examined = rows.filter((row) => row.activeMoney !== null);
    const texts = await waitFor(async () => {
      const shown = await columnTexts('Money');
      if (!shown.some((text) => text.startsWith('$'))) throw new Error('still in yuan');
      return shown;
    });
    for (const row of examined) {
      const [whole, fraction] = partsOf(row.activeMoney!);
      expect(texts).toContain(`$${grouped(whole, ',')}.${fraction}`);
    }
    expect(texts.join(' ')).not.toContain('¥');
  });
});
