/**
 * Everything around the router: Fluent theme, the active language, the toaster and the auth
 * actor. Tests and stories render the same tree with an injected auth logic and locale.
 */
import type { ReactNode } from 'react';
import { FluentProvider } from '@fluentui/react-components';
import type { Locales } from '@locales/i18n-types';
import { AuthProvider } from '@/auth/AuthProvider';
import type { AuthLogic } from '@/auth/appAuthLogic';
import { AppI18nProvider } from '@/i18n/I18nProvider';
import { I18nBridge } from '@/i18n/I18nBridge';
import { detectLanguage } from '@/i18n/language';
import { createBrandTheme } from '@/theme/brandTheme';
import { NoticeHost } from './NoticeHost';

const theme = createBrandTheme();

export interface AppProvidersProps {
  /** Defaults to the saved cookie, else the browser's language, else en (spec §1). */
  locale?: Locales;
  authLogic?: AuthLogic;
  /** Defaults to the Admin-Token cookie. */
  initialToken?: string | null;
  children: ReactNode;
}

export function AppProviders({ locale, authLogic, initialToken, children }: AppProvidersProps) {
  return (
    <FluentProvider theme={theme}>
      <AppI18nProvider locale={locale ?? detectLanguage()}>
        {/* Before the auth provider: its effects must run before the auth actor starts. */}
        <I18nBridge />
        <NoticeHost />
        <AuthProvider logic={authLogic} initialToken={initialToken}>
          {children}
        </AuthProvider>
      </AppI18nProvider>
    </FluentProvider>
  );
}
