/**
 * The reports' period rules (contracts/reports.ts): missing ends from the last 30 days, the end
 * not before the start, at most 366 days; the days of a period; found-nothing shares.
 */
import { describe, expect, it } from 'vitest';
import { daysBetween, defaultPeriod, keywordTrendQuery, launchFiguresQuery, periodLength, periodOf, periodProblem, shareOf } from '@contracts/reports.js';

const NOW = Date.UTC(2026, 10, 26, 23, 59);

describe('report periods', () => {
  it('fills missing ends from the last 30 days, today included', () => {
    expect(defaultPeriod(NOW)).toEqual({ dayFrom: '2026-10-28', dayTo: '2026-11-26' });
    expect(periodOf({}, NOW)).toEqual(defaultPeriod(NOW));
    expect(periodOf({ dayTo: '2026-03-01' }, NOW)).toEqual({ dayFrom: '2026-01-31', dayTo: '2026-03-01' });
    expect(periodOf({ dayFrom: '2026-11-01' }, NOW)).toEqual({ dayFrom: '2026-11-01', dayTo: '2026-11-26' });
    expect(periodOf({ dayFrom: '2026-12-05' }, NOW)).toEqual({ dayFrom: '2026-12-05', dayTo: '2026-12-05' });
  });

  it('counts and lists the days, leap days and month ends included', () => {
    expect(daysBetween('2028-02-27', '2028-03-01')).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    expect(periodLength('2026-01-01', '2026-12-31')).toBe(365);
    expect(periodLength('2026-11-20', '2026-11-19')).toBe(0);
  });

  it('refuses a reversed or overlong period on dayTo, and leaves bad dates to their own error', () => {
    expect(periodProblem({ dayFrom: '2026-11-20', dayTo: '2026-11-19' })).toMatch(/before/);
    // A leap year is 366 days and fits; one day more does not.
    expect(periodProblem({ dayFrom: '2024-01-01', dayTo: '2024-12-31' })).toBeUndefined();
    expect(periodProblem({ dayFrom: '2024-01-01', dayTo: '2025-01-01' })).toMatch(/366/);
    expect(periodProblem({ dayFrom: 'soon', dayTo: '2026-11-19' })).toBeUndefined();
    const reversed = launchFiguresQuery.safeParse({ dayFrom: '2026-11-20', dayTo: '2026-11-19' });
    expect(reversed.success).toBe(false);
    expect(reversed.error?.issues.map((i) => i.path.join('.'))).toEqual(['dayTo']);
    expect(keywordTrendQuery.safeParse({ keyword: ' fishing bot ', dayFrom: '2026-11-01' }).data?.keyword).toBe('fishing bot');
    expect(launchFiguresQuery.safeParse({ scriptId: '3', platform: 'vmos' }).success).toBe(false);
  });

  it('gives found-nothing shares in percent with one decimal', () => {
    expect([shareOf(1, 3), shareOf(2, 3), shareOf(0, 0), shareOf(5, 5)]).toEqual([33.3, 66.7, 0, 100]);
  });
});
