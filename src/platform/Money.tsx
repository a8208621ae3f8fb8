/**
 * Money as the user reads it: an amount in the platform's currency (useCurrency), written the
 * way the user's language writes money ("¥1,234.50", "1234,50 ¥"). Every money figure on screen
 * goes through here, so a change of currency or language changes all of them.
 */
import { useMemo } from 'react';
import { useI18nContext } from '@locales/i18n-react';
import { currencySymbol, formatMoneyIn } from '@/utils/format';
import { formatMoney } from '@/utils/localeFormat';
import { useCurrency } from './PlatformInfoProvider';

export interface MoneyFormat {
  /** ISO 4217 code, e.g. CNY. */
  currency: string;
  /** The currency's sign in the user's language (a money field's prefix): "¥", "US$". */
  symbol: string;
  /** An amount (decimal string or number) with its currency; '' for none. */
  format: (amount: string | number | null | undefined) => string;
  /** An empty money field's placeholder: zero as the user writes amounts ("0.00", "0,00"). */
  placeholder: string;
}

export function useMoney(): MoneyFormat {
  const currency = useCurrency();
  const { locale } = useI18nContext();
  return useMemo(
    () => ({
      currency,
      symbol: currencySymbol(currency, locale),
      format: (amount) =>
        amount === null || amount === undefined || amount === '' ? '' : formatMoneyIn(amount, currency, locale),
      placeholder: formatMoney('0', locale),
    }),
    [currency, locale],
  );
}

/** An amount in the platform's currency, as text. */
export function Money({ amount }: { amount: string | number | null | undefined }) {
  return <>{useMoney().format(amount)}</>;
}
