/**
 * Everything around the router: the server's platform info (demo mode), the shell actors (app:
 * language, size, sidebar; settings), the Fluent theme from the settings, the error log, the
 * active language, the toaster and the auth actor. Tests and stories render the same tree with an injected auth logic and locale.
 */
import type { ReactNode } from 'react';
import type { PlatformInfo } from '@contracts/platform.js';
import type { Locales } from '@locales/i18n-types';
import { AuthProvider } from '@/auth/AuthProvider';
import type { AuthLogic } from '@/auth/appAuthLogic';
import { ErrorLogProvider } from '@/errorLog/ErrorLogProvider';
import { I18nBridge } from '@/i18n/I18nBridge';
import { ShellProvider, type ShellProviderProps } from '@/shell/ShellProvider';
import { ShellI18nProvider } from '@/shell/ShellI18nProvider';
import { ShellThemeProvider } from '@/shell/ShellThemeProvider';
import { InspectorHost } from '@/inspector/InspectorHost';
import { PlatformInfoProvider } from '@/platform/PlatformInfoProvider';
import { NoticeHost } from './NoticeHost';

export interface AppProvidersProps {
  /** Defaults to the saved cookie, else the browser's language, else en (docs/decisions.md). */
  locale?: Locales;
  authLogic?: AuthLogic;
  /** Defaults to the Admin-Token cookie. */
  initialToken?: string | null;
  /** Shell overrides for tests and stories (app input, stored settings, logics). */
  shell?: Omit<ShellProviderProps, 'locale' | 'children'>;
  /** Whether the error log records; defaults to production builds. */
  errorLogEnabled?: boolean;
  /** The server's platform info (demo mode); without it demo mode is off. */
  platformInfo?: Promise<PlatformInfo>;
  children: ReactNode;
}

export function AppProviders({
  locale,
  authLogic,
  initialToken,
  shell,
  errorLogEnabled,
  platformInfo,
  children,
}: AppProvidersProps) {
  return (
    <PlatformInfoProvider info={platformInfo}>
      <ShellProvider locale={locale} {...shell}>
        <ShellThemeProvider>
          <ErrorLogProvider enabled={errorLogEnabled}>
            <ShellI18nProvider>
              {/* Before the auth provider: its effects must run before the auth actor starts. */}
              <I18nBridge />
              <NoticeHost />
              <InspectorHost />
              <AuthProvider logic={authLogic} initialToken={initialToken}>
                {children}
              </AuthProvider>
            </ShellI18nProvider>
          </ErrorLogProvider>
        </ShellThemeProvider>
      </ShellProvider>
    </PlatformInfoProvider>
  );
}
