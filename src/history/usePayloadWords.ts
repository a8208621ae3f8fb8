/** What a payload is written with on screen: the user's dictionary and language, and the platform's money format. */
import { useMemo } from 'react';
import { useI18nContext } from '@locales/i18n-react';
import { useMoney } from '@/platform/Money';
import type { PayloadWords } from './payloadText';

export function usePayloadWords(): PayloadWords {
  const { LL, locale } = useI18nContext();
  const { format } = useMoney();
  return useMemo(() => ({ LL, locale, money: format }), [LL, locale, format]);
}
