/** Reading and writing days and months in each language, and the quick ranges, pinned to a day. */
import { describe, expect, it } from 'vitest';
import {
  dayDate,
  dayText,
  isoDay,
  isoMonth,
  monthDate,
  monthText,
  parseDayText,
  parseMonthText,
  weekdayNames,
} from '@/components/dates/calendarText';
import { rangePresets } from '@/components/dates/rangePresets';

const MARCH_5 = new Date(2026, 2, 5);

describe('days', () => {
  it('writes a day in each language’s numeric order', () => {
    expect(dayText(MARCH_5, 'en')).toBe('03/05/2026');
    expect(dayText(MARCH_5, 'zh')).toBe('2026/03/05');
    expect(dayText(MARCH_5, 'es')).toBe('05/03/2026');
    expect(dayText(MARCH_5, 'ja')).toBe('2026/03/05');
  });

  it('reads a day back in that order, or year first in any language', () => {
    expect(isoDay(parseDayText('3/5/2026', 'en')!)).toBe('2026-03-05');
    expect(isoDay(parseDayText('5/3/2026', 'es')!)).toBe('2026-03-05');
    expect(isoDay(parseDayText('2026年3月5日', 'zh')!)).toBe('2026-03-05');
    expect(isoDay(parseDayText('2026-03-05', 'es')!)).toBe('2026-03-05');
  });

  it('refuses what is not a calendar day', () => {
    for (const text of ['31/02/2026', '2026-02-30', '3/5/26', 'next week', '1/2/3/2026', ''])
      expect(parseDayText(text, 'es')).toBeNull();
    expect(dayDate('2026-02-29')).toBeNull();
    expect(isoDay(dayDate('2028-02-29')!)).toBe('2028-02-29');
  });
});

describe('months', () => {
  it('names a month with its year in each language', () => {
    const march = monthDate('2026-03')!;
    expect(monthText(march, 'en')).toBe('March 2026');
    expect(monthText(march, 'zh')).toBe('2026年3月');
    expect(monthText(march, 'es')).toBe('marzo de 2026');
    expect(monthText(march, 'ja')).toBe('2026年3月');
  });

  it('reads numbers in either order and names, the longest name winning', () => {
    expect(isoMonth(parseMonthText('11/2025', 'en')!)).toBe('2025-11');
    expect(isoMonth(parseMonthText('2025-11', 'es')!)).toBe('2025-11');
    expect(isoMonth(parseMonthText('noviembre de 2025', 'es')!)).toBe('2025-11');
    expect(isoMonth(parseMonthText('Nov 2025', 'en')!)).toBe('2025-11');
    expect(isoMonth(parseMonthText('十一月 2025', 'zh')!)).toBe('2025-11');
    expect(parseMonthText('13/2025', 'en')).toBeNull();
    expect(parseMonthText('November', 'en')).toBeNull();
  });
});

it('names the weekdays from Sunday in each language', () => {
  expect(weekdayNames('zh', 'long')[1]).toBe('星期一');
  expect(weekdayNames('es', 'narrow')[0]).toBe('D');
});

describe('quick ranges', () => {
  const today = new Date(2026, 0, 10);

  it('for days: today, this month, last month (across the year) and the last 30 days', () => {
    expect(rangePresets('day', today)).toEqual([
      { id: 'today', from: '2026-01-10', to: '2026-01-10' },
      { id: 'thisMonth', from: '2026-01-01', to: '2026-01-31' },
      { id: 'lastMonth', from: '2025-12-01', to: '2025-12-31' },
      { id: 'last30Days', from: '2025-12-12', to: '2026-01-10' },
    ]);
  });

  it('for months: this month, last month and this year', () => {
    expect(rangePresets('month', today)).toEqual([
      { id: 'thisMonth', from: '2026-01', to: '2026-01' },
      { id: 'lastMonth', from: '2025-12', to: '2025-12' },
      { id: 'thisYear', from: '2026-01', to: '2026-01' },
    ]);
  });
});
