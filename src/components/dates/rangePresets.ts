/**
 * The quick ranges a range picker offers, as the values the URL keeps: for days today, this
 * month, last month and the last 30 days (today included); for months this month, last month
 * and this year. `today` is given, so tests pin it.
 */
import { isoDay, isoMonth } from './calendarText';
import type { DateUnit } from './DateField';

export type RangePresetId = 'today' | 'thisMonth' | 'lastMonth' | 'last30Days' | 'thisYear';

export interface RangePreset {
  id: RangePresetId;
  from: string;
  to: string;
}

export function rangePresets(unit: DateUnit, today: Date): RangePreset[] {
  const year = today.getFullYear();
  const month = today.getMonth();
  const monthStart = new Date(year, month, 1);
  const lastMonthStart = new Date(year, month - 1, 1);
  const lastMonthEnd = new Date(year, month, 0);
  if (unit === 'month') {
    return [
      { id: 'thisMonth', from: isoMonth(monthStart), to: isoMonth(monthStart) },
      { id: 'lastMonth', from: isoMonth(lastMonthStart), to: isoMonth(lastMonthStart) },
      { id: 'thisYear', from: isoMonth(new Date(year, 0, 1)), to: isoMonth(monthStart) },
    ];
  }
  return [
    { id: 'today', from: isoDay(today), to: isoDay(today) },
    { id: 'thisMonth', from: isoDay(monthStart), to: isoDay(new Date(year, month + 1, 0)) },
    { id: 'lastMonth', from: isoDay(lastMonthStart), to: isoDay(lastMonthEnd) },
    {
      id: 'last30Days',
      from: isoDay(new Date(year, month, today.getDate() - 29)),
      to: isoDay(today),
    },
  ];
}
