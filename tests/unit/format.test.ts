import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loadConfig } from '../../server/config.js';
import { currencySymbol, formatMoneyIn, formatNumber, formatThousands, formatTime, parseTime, timeAgo } from '@/utils/format';

// A fixed local moment: Wednesday 2026-03-04 05:06:07.
const moment = new Date(2026, 2, 4, 5, 6, 7);
const ms = moment.getTime();
const seconds = Math.floor(ms / 1000);

describe('parseTime', () => {
  it('formats Dates, milliseconds, 10-digit seconds and numeric strings alike', () => {
    for (const input of [moment, ms, seconds, String(seconds), String(ms)]) {
      expect(parseTime(input)).toBe('2026-03-04 05:06:07');
    }
  });
  it('parses ISO and other date strings', () => {
    expect(parseTime('2026-03-04T05:06:07', '{y}/{m}/{d} {h}:{i}')).toBe('2026/03/04 05:06');
    expect(parseTime('2026/03/04 05:06:07', '{d}.{m}.{y}')).toBe('04.03.2026');
  });
  it('pads to two digits and names the weekday in the locale', () => {
    expect(parseTime(moment, '{a}')).toBe('Wed');
    expect(parseTime(moment, '周{a}', 'zh')).toBe('周三');
    expect(parseTime(moment, '{a}', 'ja')).toBe('水');
    expect(parseTime(moment, '{a}', 'es')).toBe('mié');
    expect(parseTime(new Date(2026, 0, 1, 1, 2, 3), '{m}{d}{h}{i}{s}')).toBe('0101010203');
  });
  it('answers null for empty or unparseable input', () => {
    expect(parseTime()).toBeNull();
    expect(parseTime(null)).toBeNull();
    expect(parseTime('')).toBeNull();
    expect(parseTime('not a date')).toBeNull();
  });
});

describe('formatTime', () => {
  const now = ms;
  it('says just now under 30 s, then rounds minutes and hours up', () => {
    expect(formatTime(now - 29_000, undefined, 'en', now)).toBe('just now');
    expect(formatTime(now - 31_000, undefined, 'en', now)).toBe('1 minute ago');
    expect(formatTime(now - 61_000, undefined, 'en', now)).toBe('2 minutes ago');
    expect(formatTime(now - 3601_000, undefined, 'en', now)).toBe('2 hours ago');
    expect(formatTime(now - 25 * 3600_000, undefined, 'en', now)).toBe('1 day ago');
  });
  it('speaks Chinese, Spanish and Japanese', () => {
    expect(formatTime(now - 10_000, undefined, 'zh', now)).toBe('刚刚');
    expect(formatTime(now - 120_000, undefined, 'zh', now)).toBe('2分钟前');
    expect(formatTime(now - 7200_000, undefined, 'zh', now)).toBe('2小时前');
    expect(formatTime(now - 30 * 3600_000, undefined, 'zh', now)).toBe('1天前');
    expect(formatTime(now - 120_000, undefined, 'es', now)).toBe('hace 2 minutos');
    expect(formatTime(now - 120_000, undefined, 'ja', now)).toBe('2分前');
  });
  it('falls back to parseTime with an option, else a short date', () => {
    const old = new Date(2026, 0, 2, 3, 4, 5);
    expect(formatTime(old, '{y}-{m}-{d}', 'en', now)).toBe('2026-01-02');
    expect(formatTime(old, undefined, 'zh', now)).toBe('1月2日3时4分');
    expect(formatTime(old, undefined, 'en', now)).toBe('1/2 3:04');
    expect(formatTime(Math.floor(old.getTime() / 1000), undefined, 'zh', now)).toBe('1月2日3时4分');
  });
});

describe('timeAgo', () => {
  it('counts minutes under an hour, hours under a day, then days', () => {
    expect(timeAgo(seconds - 59 * 60, 'en', ms)).toBe('59 minutes');
    expect(timeAgo(seconds - 3600, 'en', ms)).toBe('1 hour');
    expect(timeAgo(seconds - 23 * 3600, 'zh', ms)).toBe('23小时');
    expect(timeAgo(seconds - 3 * 86400, 'es', ms)).toBe('3 días');
    expect(timeAgo(seconds - 86400, 'ja', ms)).toBe('1日');
  });
});

describe('formatNumber and formatThousands', () => {
  it('abbreviates with k, M, G, T, P, E and strips trailing zeros', () => {
    expect(formatNumber(1234, 1)).toBe('1.2k');
    expect(formatNumber(1000, 2)).toBe('1k');
    expect(formatNumber(1_500_000, 2)).toBe('1.5M');
    expect(formatNumber(2e9, 1)).toBe('2G');
    expect(formatNumber(3.25e12, 2)).toBe('3.25T');
    expect(formatNumber(1e15, 0)).toBe('1P');
    expect(formatNumber(4.5e18, 1)).toBe('4.5E');
    expect(formatNumber(999, 1)).toBe('999');
    expect(formatNumber(-1234, 1)).toBe('-1.2k');
  });
  it('groups thousands and keeps decimals', () => {
    expect(formatThousands(1234567.891)).toBe('1,234,567.891');
    expect(formatThousands(-1234)).toBe('-1,234');
    expect(formatThousands('1000.50')).toBe('1,000.50');
    expect(formatThousands(12)).toBe('12');
  });
  it('never changes the digits, only inserts commas (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        const text = formatThousands(n);
        expect(text.replace(/,/g, '')).toBe(String(n));
        expect(text).toMatch(/^-?\d{1,3}(,\d{3})*$/);
      }),
    );
  });
});

describe('money in the platform currency', () => {
  it.each([
    ['en', 'CNY', '1234567.5', '¥1,234,567.50'],
    ['zh', 'CNY', '0.9', '¥0.90'],
    ['es', 'CNY', '4076.85', '4076,85\u00a0¥'],
    ['ja', 'CNY', '15', '￥15.00'],
    ['en', 'USD', 322.76, '$322.76'],
  ] as const)('%s %s %s → %s', (locale, currency, amount, shown) => {
    expect(formatMoneyIn(amount, currency, locale)).toBe(shown);
  });

  it('formats decimal strings exactly, beyond float precision', () => {
    expect(formatMoneyIn('12345678901234567.01', 'CNY', 'en')).toBe('¥12,345,678,901,234,567.01');
  });

  it('shows anything unreadable as given', () => {
    expect(formatMoneyIn('n/a', 'CNY', 'en')).toBe('n/a');
  });

  it('names the symbol for headers', () => {
    expect(currencySymbol('CNY', 'en')).toBe('¥');
    expect(currencySymbol('USD', 'zh')).toBe('$');
    expect(currencySymbol('EUR', 'es')).toBe('€');
  });
});

describe('PLATFORM_CURRENCY', () => {
  it('defaults to CNY, takes any ISO 4217 code the runtime knows, refuses the rest', () => {
    expect(loadConfig({}).currency).toBe('CNY');
    expect(loadConfig({ PLATFORM_CURRENCY: ' usd ' }).currency).toBe('USD');
    expect(() => loadConfig({ PLATFORM_CURRENCY: 'XYZ1' })).toThrow(/PLATFORM_CURRENCY/);
    expect(() => loadConfig({ PLATFORM_CURRENCY: 'QQQ' })).toThrow(/PLATFORM_CURRENCY/);
  });
});
