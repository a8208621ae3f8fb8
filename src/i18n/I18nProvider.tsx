/**
 * Loads only the active language's base dictionary (one chunk per locale; each area's strings
 * load with its screens, src/i18n/namespaceLoading.ts) and renders its children once it is
 * there. Switching language loads the new base and every namespace in use first, then re-renders.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import TypesafeI18n, { useI18nContext } from '@locales/i18n-react';
import type { Locales } from '@locales/i18n-types';
import {
  isLanguageLoaded,
  loadLanguage,
  namespaceArrivals,
  onNamespacesLoaded,
  setActiveLanguage,
} from './namespaceLoading';

export interface AppI18nProviderProps {
  locale: Locales;
  children: ReactNode;
}

export function AppI18nProvider({ locale, children }: AppI18nProviderProps) {
  const [loaded, setLoaded] = useState<Locales | null>(() => {
    if (!isLanguageLoaded(locale)) return null;
    setActiveLanguage(locale);
    return locale;
  });

  useEffect(() => {
    let alive = true;
    const show = () => {
      if (!alive) return;
      setActiveLanguage(locale);
      setLoaded(locale);
    };
    if (isLanguageLoaded(locale)) show();
    else void loadLanguage(locale).then(show);
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
 * setLocale is never undone. It also remakes the translation functions when an area's
 * namespaces arrive, as they copy the dictionary when made, including namespaces that arrived
 * between the making and this component's listening (a slow first commit runs effects later).
 */
function FollowLocale({ locale }: { locale: Locales }) {
  const { locale: shown, setLocale, LL } = useI18nContext();
  // Arrivals counted when these translation functions were made: a later count means behind.
  const { arrivals: madeAfter } = useMemo(() => ({ LL, arrivals: namespaceArrivals() }), [LL]);
  const previous = useRef(locale);
  useEffect(() => {
    if (previous.current === locale) return;
    previous.current = locale;
    setLocale(locale);
  }, [locale, setLocale]);
  useEffect(() => {
    const stopListening = onNamespacesLoaded((arrived) => {
      if (arrived === shown) setLocale(shown);
    });
    if (namespaceArrivals() !== madeAfter) setLocale(shown);
    return stopListening;
  }, [shown, setLocale, madeAfter]);
  return null;
}
