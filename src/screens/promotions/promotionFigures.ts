/** A promotion's days as the chart and table show them: every day from the first to the last, gaps as zeros. */
import type { PromotionDay } from '@contracts/promotion.js';

const DAY_MS = 86_400_000;

export function everyDay(days: readonly PromotionDay[]): PromotionDay[] {
  if (days.length === 0) return [];
  const byDay = new Map(days.map((d) => [d.day, d]));
  const first = Date.parse(`${days[0]!.day}T00:00:00Z`);
  const last = Date.parse(`${days[days.length - 1]!.day}T00:00:00Z`);
  const all: PromotionDay[] = [];
  for (let at = first; at <= last; at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    all.push(byDay.get(day) ?? { day, impressions: 0, clicks: 0 });
  }
  return all;
}
