/** The i18n provider following the app actor's language (the app machine owns the language). */
import type { ReactNode } from 'react';
import { AppI18nProvider } from '@/i18n/I18nProvider';
import { useAppSelector } from './appState';

export function ShellI18nProvider({ children }: { children: ReactNode }) {
  const locale = useAppSelector((snapshot) => snapshot.context.language);
  return <AppI18nProvider locale={locale}>{children}</AppI18nProvider>;
}
