/**
 * The interface language (docs/decisions.md): the saved `language` cookie, else the browser's
 * languages, else en.
 */
import Cookies from 'js-cookie';
import type { Locales } from '@locales/i18n-types';
import { locales } from '@locales/i18n-util';

export const LANGUAGE_COOKIE = 'language';

export function isLocale(value: unknown): value is Locales {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Maps a BCP 47 tag (zh-CN, ja-JP, es-419, en-US…) to one of our locales. */
export function localeFromTag(tag: string | undefined | null): Locales | undefined {
  if (!tag) return undefined;
  const primary = tag.toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : undefined;
}

export function detectLanguage(
  cookie: string | undefined = Cookies.get(LANGUAGE_COOKIE),
  browserLanguages: readonly string[] = typeof navigator === 'undefined'
    ? []
    : (navigator.languages ?? [navigator.language]),
): Locales {
  if (isLocale(cookie)) return cookie;
  for (const tag of browserLanguages) {
    const locale = localeFromTag(tag);
    if (locale) return locale;
  }
  return 'en';
}

export function saveLanguage(locale: Locales): void {
  Cookies.set(LANGUAGE_COOKIE, locale, { sameSite: 'Lax', expires: 365 });
}
