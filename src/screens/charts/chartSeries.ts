/**
 * Which figures each chart draws, and how a point's figure is read. The chart and the days table
 * share these, so the table always holds exactly what the picture shows (plus, for a script,
 * its eCPM: money, not a count, so it stays out of the picture's scale).
 */
import type { TranslationFunctions } from '@locales/i18n-types';
import { PLATFORM_FIELDS } from '@contracts/activity.js';
import type { ChartData } from '@machines/activeChart.machine.js';

export type SeriesKey =
  | 'activeNum'
  | 'freeNum'
  | 'trialNum'
  | (typeof PLATFORM_FIELDS)[number]
  | 'clickNum';
export type ColumnKey = SeriesKey | 'ecpm';

/** A script's month: actives, free and trial users, and the four platforms. */
export const SCRIPT_SERIES: readonly SeriesKey[] = ['activeNum', 'freeNum', 'trialNum', ...PLATFORM_FIELDS];
/** A partner's month, or a script's through one partner: actives and clicks. */
export const CLICK_SERIES: readonly SeriesKey[] = ['activeNum', 'clickNum'];

export type ChartPoint = ChartData['points'][number];

/** A point's figure (0 where the answer has none). */
export function figureOf(point: ChartPoint, key: SeriesKey): number {
  const value = (point as Partial<Record<SeriesKey, number>>)[key];
  return typeof value === 'number' ? value : 0;
}

/** A table cell's figure: counts, or a script's eCPM (a decimal string). */
export function cellOf(point: ChartPoint, key: ColumnKey): number | string {
  if (key === 'ecpm') return 'ecpm' in point ? point.ecpm : '';
  return figureOf(point, key);
}

/** Nothing counted in the month: every drawn figure of every day is zero. */
export const isEmptyMonth = (points: readonly ChartPoint[], series: readonly SeriesKey[]) =>
  points.every((point) => series.every((key) => figureOf(point, key) === 0));

export const labelOf = (LL: TranslationFunctions, key: ColumnKey) => LL.activity[key]();
