/**
 * Amounts as people type them in any of the four languages become the wire form the server takes
 * (docs/lists.md, "Money"): the decimal comma, thousands groups of either kind, full-width forms;
 * anything else stays refused by the money schema. By properties (fast-check) and by examples.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, isMoney, moneyFromTyped } from '../../contracts/money.js';

/** How each language writes an amount of cents, with its grouping and decimal separator. */
const written = (cents: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true }).format(cents / 100);

describe('money as typed', () => {
  it('reads any amount as en, zh, es and ja write it (grouping and decimals) as the same wire amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.constantFrom('en', 'zh', 'es', 'ja', 'de', 'fr'), (cents, locale) => {
        expect(moneyFromTyped(written(cents, locale))).toBe(formatMoney(cents));
      }),
    );
  });

  it('takes the decimal comma, full-width forms and spaces', () => {
    expect(moneyFromTyped('12,50')).toBe('12.50');
    expect(moneyFromTyped('0,5')).toBe('0.5');
    expect(moneyFromTyped('１２，５')).toBe('12.5');
    expect(moneyFromTyped(' 1 234,5 ')).toBe('1234.5');
    expect(moneyFromTyped('1.234.567')).toBe('1234567');
  });

  it('leaves what is not one amount for the schema to refuse', () => {
    // A lone group ("1.234", "12,345") is a thousand-fold apart depending on who wrote it: refused.
    for (const typed of ['1,234,56', '1.5.0', '12,345', '1.234', '012,5', '12,', ',5', '1e3', '0x10', '-5', '12.555', 'abc', '']) {
      const wire = moneyFromTyped(typed);
      expect(isMoney(wire), `${typed} -> ${wire}`).toBe(false);
    }
  });
});
