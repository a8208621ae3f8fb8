/**
 * The active language's translation functions, for code outside React (the api client's error
 * translator, the auth messages on the login screen). Set by <I18nBridge/> whenever the locale changes.
 */
import type { TranslationFunctions } from '@locales/i18n-types';

let current: TranslationFunctions | null = null;

export function setCurrentTranslations(translations: TranslationFunctions): void {
  current = translations;
}

/** Null until the first dictionary has loaded. */
export function currentTranslations(): TranslationFunctions | null {
  return current;
}
