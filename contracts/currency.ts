/**
 * The platform's currency (PLATFORM_CURRENCY, ISO 4217, CNY by default): every money amount in
 * the product is in it. No zod here, so the browser's first page can import it. The amounts are
 * written the way the reader's language writes them, on screen and in CSV exports alike.
 */
export const CURRENCY_PATTERN = /^[A-Z]{3}$/;
export const DEFAULT_CURRENCY = 'CNY';

/** The app's languages (as in src/utils/format.ts). */
export type MoneyLocale = 'en' | 'zh' | 'es' | 'ja';

const INTL_LOCALES: Record<MoneyLocale, string> = { en: 'en', zh: 'zh-CN', es: 'es', ja: 'ja' };

/**
 * One format per currency and language, made once: making one costs far more than using it, and
 * a page of 100 rows (or a CSV export) writes money in every row.
 */
const formats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string, locale: MoneyLocale): Intl.NumberFormat {
  const key = `${currency}|${locale}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale], {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * A money amount (a decimal string such as "1234.5", or a number) in the platform's currency, the
 * way the user's language writes it: "¥1,234.50" (en, zh), "1.234,50 ¥" (es), "￥1,234.50" (ja).
 * Strings are formatted exactly (no float rounding); anything unreadable is shown as given.
 */
export function formatMoneyIn(amount: string | number, currency: string, locale: MoneyLocale = 'en'): string {
  const text = typeof amount === 'string' ? amount.trim() : String(amount);
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  // Intl formats a numeric string exactly; the cast keeps older lib typings happy.
  return moneyFormat(currency, locale).format(text as unknown as number);
}

/** The currency's symbol in the user's language ("¥"), for column headers: "Money (¥)". */
export function currencySymbol(currency: string, locale: MoneyLocale = 'en'): string {
  return moneyFormat(currency, locale).formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency;
}
