/**
 * The dashboard's trend line (src/components/charts/TrendLine.tsx): its points span the box from
 * the lowest figure to the highest, a flat month is a level line, and its days are written in
 * the user's language on the day they name, whatever the browser's time zone.
 */
import { describe, expect, it } from 'vitest';
import { trendPath } from '@/components/charts/TrendLine';
import { formatDay } from '@/utils/localeFormat';

describe('the trend line', () => {
  it('puts the first day left, the last right, the highest on top and the lowest at the bottom', () => {
    const points = trendPath([5, 20, 10]);
    expect(points.map((p) => p.x)).toEqual([0, 150, 300]);
    expect(points[1]!.y).toBe(4);
    expect(points[0]!.y).toBe(76);
    expect(points[2]!.y).toBeCloseTo(4 + (1 - 5 / 15) * 72);
  });

  it('draws a month of equal figures, or a single day, level in the middle', () => {
    expect(trendPath([7, 7, 7]).map((p) => p.y)).toEqual([40, 40, 40]);
    expect(trendPath([3])).toEqual([{ x: 150, y: 40 }]);
  });

  it('writes a day as its language does, on that day in every time zone, and leaves anything else as it was', () => {
    expect(formatDay('2026-11-21', 'en')).toBe('Nov 21, 2026');
    expect(formatDay('2026-11-21', 'ja')).toBe('2026/11/21');
    expect(formatDay('2026-01-01', 'zh')).toBe('2026年1月1日');
    expect(formatDay('2026-13-01', 'en')).toBe('2026-13-01');
    expect(formatDay('soon', 'es')).toBe('soon');
  });
});
