/**
 * A count as the user's language writes it ("90,500", "90.500", "90 500"): every count on screen
 * goes through here or `useCount`, as money goes through <Money/>.
 */
import { useCallback } from 'react';
import { useI18nContext } from '@locales/i18n-react';
import { formatCount } from '@/utils/localeFormat';

export type CountValue = number | string | null | undefined;

/** Formats a count in the user's language; '' for none, the text itself when it is no number. */
export function useCount(): (value: CountValue) => string {
  const { locale } = useI18nContext();
  return useCallback(
    (value: CountValue) => {
      if (value === null || value === undefined || value === '') return '';
      const number = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(number) ? formatCount(number, locale) : String(value);
    },
    [locale],
  );
}

export function Count({ value }: { value: CountValue }) {
  return <>{useCount()(value)}</>;
}
