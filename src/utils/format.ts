/**
 * Formatting used by every table: vue-element-admin's parseTime, formatTime and filters, with a
 * final `locale` argument (default 'en'). Pure: no i18n runtime, so tables, charts and tests
 * call them directly.
 */
export type FormatLocale = 'en' | 'zh' | 'es' | 'ja';
export type TimeInput = Date | number | string | null | undefined;

const WEEKDAYS: Record<FormatLocale, readonly string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  zh: ['日', '一', '二', '三', '四', '五', '六'],
  es: ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'],
  ja: ['日', '月', '火', '水', '木', '金', '土'],
};

interface RelativeWords {
  justNow: string;
  minutesAgo: (n: number) => string;
  hoursAgo: (n: number) => string;
  oneDayAgo: string;
  shortDate: (d: Date) => string;
  minutes: (n: number) => string;
  hours: (n: number) => string;
  days: (n: number) => string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const hm = (d: Date) => `${d.getHours()}:${String(d.getMinutes()).padStart(2, '0')}`;

const WORDS: Record<FormatLocale, RelativeWords> = {
  en: {
    justNow: 'just now',
    minutesAgo: (n) => `${plural(n, 'minute', 'minutes')} ago`,
    hoursAgo: (n) => `${plural(n, 'hour', 'hours')} ago`,
    oneDayAgo: '1 day ago',
    shortDate: (d) => `${d.getMonth() + 1}/${d.getDate()} ${hm(d)}`,
    minutes: (n) => plural(n, 'minute', 'minutes'),
    hours: (n) => plural(n, 'hour', 'hours'),
    days: (n) => plural(n, 'day', 'days'),
  },
  zh: {
    justNow: '刚刚',
    minutesAgo: (n) => `${n}分钟前`,
    hoursAgo: (n) => `${n}小时前`,
    oneDayAgo: '1天前',
    shortDate: (d) => `${d.getMonth() + 1}月${d.getDate()}日${d.getHours()}时${d.getMinutes()}分`,
    minutes: (n) => `${n}分钟`,
    hours: (n) => `${n}小时`,
    days: (n) => `${n}天`,
  },
  es: {
    justNow: 'justo ahora',
    minutesAgo: (n) => `hace ${plural(n, 'minuto', 'minutos')}`,
    hoursAgo: (n) => `hace ${plural(n, 'hora', 'horas')}`,
    oneDayAgo: 'hace 1 día',
    shortDate: (d) => `${d.getDate()}/${d.getMonth() + 1} ${hm(d)}`,
    minutes: (n) => plural(n, 'minuto', 'minutos'),
    hours: (n) => plural(n, 'hora', 'horas'),
    days: (n) => plural(n, 'día', 'días'),
  },
  ja: {
    justNow: 'たった今',
    minutesAgo: (n) => `${n}分前`,
    hoursAgo: (n) => `${n}時間前`,
    oneDayAgo: '1日前',
    shortDate: (d) => `${d.getMonth() + 1}月${d.getDate()}日${d.getHours()}時${d.getMinutes()}分`,
    minutes: (n) => `${n}分`,
    hours: (n) => `${n}時間`,
    days: (n) => `${n}日`,
  },
};

/** 10-digit numbers (or numeric strings) are seconds; other numbers milliseconds. */
function toDate(time: Exclude<TimeInput, null | undefined>): Date {
  if (time instanceof Date) return time;
  let value: number | string = time;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    // Numeric strings are timestamps; other strings are dates ('-' kept as ISO parses it well).
    value = /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
  }
  if (typeof value === 'number' && String(Math.trunc(Math.abs(value))).length === 10) value *= 1000;
  return new Date(value);
}

export function parseTime(
  time?: TimeInput,
  format = '{y}-{m}-{d} {h}:{i}:{s}',
  locale: FormatLocale = 'en',
): string | null {
  if (time === null || time === undefined || time === '' || time === 0) return null;
  const date = toDate(time);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, number> = {
    y: date.getFullYear(),
    m: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    i: date.getMinutes(),
    s: date.getSeconds(),
    a: date.getDay(),
  };
  return format.replace(/{([ymdhisa])+}/g, (_match, key: string) => {
    const value = parts[key] ?? 0;
    if (key === 'a') return WEEKDAYS[locale][value] ?? '';
    return String(value).padStart(2, '0');
  });
}

/** Relative time for recent moments, else a date. `now` is injectable for tests. */
export function formatTime(
  time: TimeInput,
  option?: string,
  locale: FormatLocale = 'en',
  now: number = Date.now(),
): string | null {
  if (time === null || time === undefined || time === '') return null;
  const date = toDate(time);
  if (Number.isNaN(date.getTime())) return null;
  const words = WORDS[locale];
  const diff = (now - date.getTime()) / 1000;
  if (diff < 30) return words.justNow;
  if (diff < 3600) return words.minutesAgo(Math.ceil(diff / 60));
  if (diff < 3600 * 24) return words.hoursAgo(Math.ceil(diff / 3600));
  if (diff < 3600 * 24 * 2) return words.oneDayAgo;
  if (option) return parseTime(date, option, locale);
  return words.shortDate(date);
}

/** How long ago: whole minutes under 1 hour, hours under 1 day, then days. */
export function timeAgo(time: TimeInput, locale: FormatLocale = 'en', now: number = Date.now()): string {
  if (time === null || time === undefined || time === '') return '';
  const between = Math.max(0, (now - toDate(time).getTime()) / 1000);
  const words = WORDS[locale];
  if (between < 3600) return words.minutes(Math.floor(between / 60));
  if (between < 86400) return words.hours(Math.floor(between / 3600));
  return words.days(Math.floor(between / 86400));
}

const SI = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

/** 1234 → '1.2k' (digits = 1); trailing zeros stripped; below 1000 unchanged. */
export function formatNumber(num: number, digits = 1): string {
  const sign = num < 0 ? '-' : '';
  const abs = Math.abs(num);
  for (const { value, symbol } of SI) {
    if (abs >= value) {
      return sign + (abs / value).toFixed(digits).replace(/\.0+$|(\.[0-9]*[1-9])0+$/, '$1') + symbol;
    }
  }
  return String(num);
}

/** 1234567.891 → '1,234,567.891': comma groups in the integer part, decimals kept. */
export function formatThousands(num: number | string): string {
  const text = String(typeof num === 'string' ? num.trim() : num);
  if (!/^-?\d+(\.\d+)?$/.test(text)) return String(+num || 0);
  return text.replace(/^-?\d+/, (whole) => whole.replace(/(?=(?!\b)(\d{3})+$)/g, ','));
}

// Money is formatted the same way by the server's CSV export: the pure parts live in contracts/.
export { currencySymbol, formatMoneyIn } from '@contracts/currency.js';
