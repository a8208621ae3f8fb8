/**
 * Loads only the active language's dictionary (one chunk per locale) and renders its children
 * once it is there. Switching language loads the new chunk first, then re-renders.
 */
import { useEffect, useState, type ReactNode } from 'react';
import TypesafeI18n from '@locales/i18n-react';
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
  return <TypesafeI18n locale={loaded}>{children}</TypesafeI18n>;
}
