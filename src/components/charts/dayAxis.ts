/**
 * Which days of a line chart get a label on the x axis. Thirty labels do not fit a phone: rotated
 * they overlap, so the axis keeps every n-th day, always upright, with at least LABEL_SPACE pixels
 * per label. The tooltip and the days table still name every day (docs/charts.md).
 */

/** Pixels one upright day label ("30", with room on both sides) needs. */
export const LABEL_SPACE = 32;

/** The y axis' labels and the chart's padding: what the plot loses of the box's width. */
const AXIS_SPACE = 64;

/** Every how many days a label is shown, for `dayCount` days in a box `width` pixels wide. */
export function dayLabelStep(dayCount: number, width: number): number {
  if (dayCount <= 1) return 1;
  const room = Math.max(1, Math.floor(Math.max(0, width - AXIS_SPACE) / LABEL_SPACE));
  return Math.max(1, Math.ceil(dayCount / room));
}

/** The axis' categories: the day of the month where a label is shown, '' elsewhere. */
export function dayAxisLabels(days: readonly string[], width: number): string[] {
  const step = dayLabelStep(days.length, width);
  return days.map((day, index) => (index % step === 0 ? String(Number(day.slice(8))) : ''));
}
