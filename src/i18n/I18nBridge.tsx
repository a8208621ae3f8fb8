/**
 * Keeps what lives outside React in step with the active language: the api client's error
 * translator, the translations non-React code reads, and `<html lang>`. Render it before the auth provider:
 * sibling effects run in order, so this one runs before the auth actor starts.
 */
import { useEffect } from 'react';
import { useI18nContext } from '@locales/i18n-react';
import { setErrorTranslator } from '@/api/errorText';
import { setCurrentTranslations } from './currentTranslations';
import { createErrorTranslator } from './errorTranslator';

export function I18nBridge() {
  const { LL, locale } = useI18nContext();
  useEffect(() => {
    setCurrentTranslations(LL);
    setErrorTranslator(createErrorTranslator(LL));
    document.documentElement.lang = locale;
  }, [LL, locale]);
  return null;
}
