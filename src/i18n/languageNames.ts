import type { Locales } from '@locales/i18n-types';

/** Each language by its own name, so a reader finds theirs whatever the current language is. */
export const LANGUAGE_NAMES: Record<Locales, string> = {
  en: 'English',
  zh: '中文',
  es: 'Español',
  ja: '日本語',
};

/** Menu order. */
export const LANGUAGE_ORDER: Locales[] = ['zh', 'en', 'es', 'ja'];
