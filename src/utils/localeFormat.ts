/**
 * Money, times and months in the user's language (Intl), in their browser's time zone unless one
 * is given. Pure: tables, dialogs and tests call them directly with the locale of the i18n context.
 * Anything that is not what it claims to be comes back as it was, never as "NaN".
 */
import type { Locales } from '@locales/i18n-types';

/** The language tag Intl formats each interface language with. */
const TAG: Record<Locales, string> = { en: 'en-US', zh: 'zh-CN', es: 'es-ES', ja: 'ja-JP' };

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = cache.get(key) as F | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * An amount of money as the user reads it: grouped, with two decimals ("1,234,567.50" in English,
 * "1.234.567,50" in Spanish). `amount` is a decimal string as the API sends money ("1234.5"),
 * formatted exactly, or a number of currency units. With `currency` (an ISO 4217 code) the
 * amount carries its symbol too: the one place a currency setting plugs in.
 */
export function formatMoney(amount: string | number, locale: Locales, currency?: string): string {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  if (!DECIMAL.test(text) || (typeof amount === 'number' && !Number.isFinite(amount))) {
    return String(amount);
  }
  const format = cached(
    `money|${locale}|${currency ?? ''}`,
    () =>
      new Intl.NumberFormat(TAG[locale], {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        ...(currency ? { style: 'currency', currency } : {}),
      }),
  );
  // A decimal string is formatted as written (Intl reads it exactly), never through a float.
  return format.format(text as `${number}`);
}

/** A count with the language's grouping: 90500 → "90,500". */
export function formatCount(value: number, locale: Locales): string {
  if (!Number.isFinite(value)) return String(value);
  return cached(`count|${locale}`, () => new Intl.NumberFormat(TAG[locale])).format(value);
}

/** A moment (ISO text) as the user's language writes a date and time, in `timeZone` or the browser's. */
export function formatDateTime(iso: string, locale: Locales, timeZone?: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return iso;
  return cached(
    `time|${locale}|${timeZone ?? ''}`,
    () =>
      new Intl.DateTimeFormat(TAG[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone }),
  ).format(date);
}

/** A calendar month `YYYY-MM` as the user's language names it: "March 2026", "2026年3月". */
export function formatMonth(month: string, locale: Locales): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return cached(
    `month|${locale}`,
    () => new Intl.DateTimeFormat(TAG[locale], { year: 'numeric', month: 'long', timeZone: 'UTC' }),
  ).format(date);
}

const BYTE_UNITS = ['B', 'kB', 'MB', 'GB', 'TB'] as const;

/**
 * A size in bytes as the user reads it, in decimal units (1 kB = 1,000 bytes, as the limits are
 * set), one decimal at most: 999 → "999 B", 1500 → "1.5 kB", 999960 → "1 MB" ("1,5 kB" in Spanish).
 */
export function formatBytes(bytes: number, locale: Locales): string {
  if (!Number.isFinite(bytes)) return String(bytes);
  let unit = 0;
  let value = bytes;
  // Rounded first, so 999,960 bytes read "1 MB" rather than "1,000 kB".
  while (unit < BYTE_UNITS.length - 1 && Math.abs(Math.round(value * 10) / 10) >= 1000) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  const number = cached(`bytes|${locale}|${digits}`, () => new Intl.NumberFormat(TAG[locale], { maximumFractionDigits: digits }));
  return `${number.format(value)} ${BYTE_UNITS[unit]}`;
}

/** A share (0.0523) as a percentage in the user's language, to `digits` decimals: "5.23%", "5,23 %". */
export function formatPercent(share: number, locale: Locales, digits = 2): string {
  if (!Number.isFinite(share)) return String(share);
  return cached(`percent|${locale}|${digits}`, () => new Intl.NumberFormat(TAG[locale], {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })).format(share);
}

/** A calendar day (`YYYY-MM-DD`) as the user's language writes it, without a time ("Nov 20, 2026"). */
export function formatDay(day: string, locale: Locales): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day;
  // The day as written: formatted in UTC, so no time zone moves it to the day before.
  return cached(`day|${locale}`, () => new Intl.DateTimeFormat(TAG[locale], { dateStyle: 'medium', timeZone: 'UTC' })).format(date);
}
