/**
 * A route's title in the active language. Route nodes name their title by key (contracts may
 * not import the locales); tests/unit/routeTable.test.ts checks every key exists.
 */
import type { TranslationFunctions } from '@locales/i18n-types';

export function routeTitle(LL: TranslationFunctions, titleKey: string): string {
  const translate = (LL.route as Record<string, (() => string) | undefined>)[titleKey];
  return translate ? translate() : titleKey;
}
