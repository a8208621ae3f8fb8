/**
 * Loads only the active language's dictionary (one chunk per locale) and renders its children
 * once it is there. Switching language loads the new chunk first, then re-renders.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import TypesafeI18n, { useI18nContext } from '@locales/i18n-react';
import type { Locales } from '@locales/i18n-types';
import { loadLocaleAsync } from '@locales/i18n-util.async';
import { loadedLocales } from '@locales/i18n-util';

export interface AppI18nProviderProps {
  locale: Locales;
  children: ReactNode;
}

export function AppI18nProvider({ locale, children }: AppI18nProviderProps) {
  const [loaded, setLoaded] = useState<Locales | null>(() =>
    loadedLocales[locale] ? locale : null,
  );

  useEffect(() => {
    let alive = true;
    if (loadedLocales[locale]) {
      setLoaded(locale);
      return;
    }
    void loadLocaleAsync(locale).then(() => {
      if (alive) setLoaded(locale);
    });
    return () => {
      alive = false;
    };
  }, [locale]);

  if (!loaded) return null;
  return (
    <TypesafeI18n locale={loaded}>
      <FollowLocale locale={loaded} />
      {children}
    </TypesafeI18n>
  );
}

/**
 * TypesafeI18n reads its `locale` prop once; this follows later changes of the prop (Storybook's
 * language toolbar, tests). Only a change of the prop counts, so the language switcher's own
 * setLocale is never undone.
 */
function FollowLocale({ locale }: { locale: Locales }) {
  const { setLocale } = useI18nContext();
  const previous = useRef(locale);
  useEffect(() => {
    if (previous.current === locale) return;
    previous.current = locale;
    setLocale(locale);
  }, [locale, setLocale]);
  return null;
}
