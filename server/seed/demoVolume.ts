/** How the demo's daily figures are made: seeded noise, the days, a growing weekly volume. */
import { isoTime } from '../db/values.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** mulberry32: a small seeded generator, so the demo is the same at every start. */
export function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The days from `count` days before `today` (a UTC midnight) to yesterday, oldest first. */
export function demoDays(today: number, count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    isoTime(today - (count - index) * DAY_MS).slice(0, 10),
  );
}

/** base × growth over the period × weekend lift × ±12% noise. */
export function volume(base: number, progress: number, day: string, random: () => number): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 1.18 : 1;
  return Math.max(0, Math.round(base * (1 + 0.7 * progress) * weekend * (0.88 + 0.24 * random())));
}
