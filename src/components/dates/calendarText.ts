/**
 * Days and months as the user's language writes and reads them, and as the URL and the server
 * keep them (`YYYY-MM-DD`, `YYYY-MM`, local calendar dates). Pure: the pickers and tests call
 * these directly; all names come from Intl, so no list of month names is kept here.
 */
import type { FormatLocale } from '@/utils/format';

/** The Intl locale of each app language: its numeric date order and its names. */
const INTL: Record<FormatLocale, string> = { en: 'en-US', zh: 'zh-CN', es: 'es-ES', ja: 'ja-JP' };

/** The first day of a week in the calendar, 0 = Sunday (Fluent's DayOfWeek). */
export const FIRST_DAY_OF_WEEK: Record<FormatLocale, 0 | 1> = { en: 0, zh: 1, es: 1, ja: 0 };

const pad = (value: number) => String(value).padStart(2, '0');

/** A local date as `YYYY-MM-DD`. */
export const isoDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A local date's month as `YYYY-MM`. */
export const isoMonth = (date: Date) => isoDay(date).slice(0, 7);

/** A real calendar date (no 31 February), at local midnight; null otherwise. */
function dateOf(year: number, month: number, day: number): Date | null {
  if (year < 1000 || year > 9999) return null;
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : null;
}

/** `YYYY-MM-DD` as a local date; null for anything else. */
export function dayDate(text: string | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text ?? '');
  return match ? dateOf(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** `YYYY-MM` as the first of that month; null for anything else. */
export function monthDate(text: string | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})$/.exec(text ?? '');
  return match ? dateOf(Number(match[1]), Number(match[2]), 1) : null;
}

const dayFormat = (locale: FormatLocale) =>
  new Intl.DateTimeFormat(INTL[locale], { year: 'numeric', month: '2-digit', day: '2-digit' });

/** A day in the user's numeric date format: 11/23/2026, 2026/11/23, 23/11/2026. */
export const dayText = (date: Date, locale: FormatLocale) => dayFormat(locale).format(date);

/** The order of year, month and day in the user's date format. */
function dayOrder(locale: FormatLocale): ('year' | 'month' | 'day')[] {
  return dayFormat(locale)
    .formatToParts(new Date(2026, 10, 23))
    .map((part) => part.type)
    .filter((type): type is 'year' | 'month' | 'day' => ['year', 'month', 'day'].includes(type));
}

/**
 * A typed day: three numbers in the user's order (any separators), or year first whatever the
 * language (2026-11-23 reads everywhere). Null when it is not a date.
 */
export function parseDayText(text: string, locale: FormatLocale): Date | null {
  const numbers = text.match(/\d+/g);
  if (!numbers || numbers.length !== 3) return null;
  const order = numbers[0]!.length === 4 ? (['year', 'month', 'day'] as const) : dayOrder(locale);
  const value = (part: 'year' | 'month' | 'day') => Number(numbers[order.indexOf(part)]);
  if (String(numbers[order.indexOf('year')]).length !== 4) return null;
  return dateOf(value('year'), value('month'), value('day'));
}

const monthFormat = (locale: FormatLocale) =>
  new Intl.DateTimeFormat(INTL[locale], { year: 'numeric', month: 'long' });

/** A month as the language names it: November 2026, 2026年11月, noviembre de 2026. */
export const monthText = (date: Date, locale: FormatLocale) => monthFormat(locale).format(date);

/** The twelve month names of a language, long or short (January first). */
export function monthNames(locale: FormatLocale, width: 'long' | 'short'): string[] {
  const format = new Intl.DateTimeFormat(INTL[locale], { month: width });
  return Array.from({ length: 12 }, (_, month) => format.format(new Date(2026, month, 1)));
}

/** The seven weekday names of a language, Sunday first. */
export function weekdayNames(locale: FormatLocale, width: 'long' | 'narrow'): string[] {
  const format = new Intl.DateTimeFormat(INTL[locale], { weekday: width });
  // 1 November 2026 is a Sunday.
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(2026, 10, 1 + day)));
}

/**
 * A typed month: a year of four digits and a month number (2026-11, 11/2026, 2026年11月), or a
 * month's name in the user's language with the year (noviembre 2026). Null otherwise.
 */
export function parseMonthText(text: string, locale: FormatLocale): Date | null {
  const numbers = text.match(/\d+/g) ?? [];
  const year = numbers.find((number) => number.length === 4);
  if (!year) return null;
  const others = numbers.filter((number) => number !== year);
  if (others.length === 1) return dateOf(Number(year), Number(others[0]), 1);
  if (others.length > 1) return null;
  // The longest name the text holds: "十一月" holds "一月" too, "noviembre" holds "nov".
  const lower = text.toLocaleLowerCase();
  let month = -1;
  let length = 0;
  for (const names of [monthNames(locale, 'long'), monthNames(locale, 'short')]) {
    names.forEach((name, index) => {
      const bare = name.toLocaleLowerCase().replace(/\.$/, '');
      if (bare.length > length && lower.includes(bare)) [month, length] = [index, bare.length];
    });
  }
  return month >= 0 ? dateOf(Number(year), month + 1, 1) : null;
}

/** A full date in words, for the calendar's spoken labels: November 23, 2026; 2026年11月23日. */
export const longDayText = (date: Date, locale: FormatLocale) =>
  new Intl.DateTimeFormat(INTL[locale], { dateStyle: 'long' }).format(date);

/** A year as the language writes it: 2026, 2026年. */
export const yearText = (date: Date, locale: FormatLocale) =>
  new Intl.DateTimeFormat(INTL[locale], { year: 'numeric' }).format(date);
