/**
 * A promotion's figures as the screen shows them (docs/promotions.md, "Figures"): the
 * click-through rate, the days from first to last with gaps as zeros, and percentages in each
 * language.
 */
import { describe, expect, it } from 'vitest';
import { clickThroughRate } from '../../contracts/promotion.js';
import { everyDay } from '../../src/screens/promotions/promotionFigures';
import { formatPercent } from '../../src/utils/localeFormat';

describe('promotion figures', () => {
  it('reads the click-through rate as clicks per impression, 0 without impressions', () => {
    expect(clickThroughRate(1200, 40)).toBeCloseTo(0.03333, 4);
    expect(clickThroughRate(0, 0)).toBe(0);
    expect(clickThroughRate(0, 3)).toBe(0);
  });

  it('fills the days between the first and the last with zeros', () => {
    const days = everyDay([
      { day: '2026-02-27', impressions: 5, clicks: 1 },
      { day: '2026-03-02', impressions: 7, clicks: 0 },
    ]);
    expect(days.map((d) => [d.day, d.impressions])).toEqual([
      ['2026-02-27', 5],
      ['2026-02-28', 0],
      ['2026-03-01', 0],
      ['2026-03-02', 7],
    ]);
    expect(everyDay([])).toEqual([]);
  });

  it('writes percentages as each language does', () => {
    expect(formatPercent(0.0333333, 'en')).toBe('3.33%');
    expect(formatPercent(0.0333333, 'es')).toBe('3,33\u00a0%');
    expect(formatPercent(0.5, 'zh')).toBe('50.00%');
    expect(formatPercent(0.5, 'ja')).toBe('50.00%');
    expect(formatPercent(Number.NaN, 'en')).toBe('NaN');
  });
});
