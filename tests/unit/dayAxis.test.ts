import { describe, expect, it } from 'vitest';
import { dayAxisLabels, dayLabelStep, LABEL_SPACE } from '@/components/charts/dayAxis';

const daysFrom = (start: string, count: number) => {
  const first = new Date(`${start}T00:00:00Z`).getTime();
  return Array.from({ length: count }, (_, i) => new Date(first + i * 86_400_000).toISOString().slice(0, 10));
};

describe('day axis labels', () => {
  const thirty = daysFrom('2026-10-26', 30);

  it('labels every day where there is room for all of them', () => {
    const labels = dayAxisLabels(thirty, 30 * LABEL_SPACE + 64);
    expect(labels.every((label) => label !== '')).toBe(true);
    expect(labels.slice(0, 7)).toEqual(['26', '27', '28', '29', '30', '31', '1']);
  });

  it('keeps every n-th day on a phone, with room for each label', () => {
    const width = 340;
    const labels = dayAxisLabels(thirty, width);
    const shown = labels.filter((label) => label !== '');
    expect(shown.length).toBeGreaterThan(3);
    expect(shown.length * LABEL_SPACE).toBeLessThanOrEqual(width - 64);
    expect(labels[0]).toBe('26');
    const step = dayLabelStep(30, width);
    expect(step).toBeGreaterThan(1);
    labels.forEach((label, i) => expect(label === '').toBe(i % step !== 0));
  });

  it('shows the first day even in a box too narrow for any label', () => {
    expect(dayAxisLabels(thirty, 10)[0]).toBe('26');
    expect(dayLabelStep(30, 10)).toBe(30);
    expect(dayAxisLabels([], 300)).toEqual([]);
    expect(dayAxisLabels(['2026-11-01'], 0)).toEqual(['1']);
  });
});
