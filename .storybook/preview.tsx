/**
 * Every story renders inside the app's providers: the shell actors (app and settings, without
 * persistence; per-story start via `parameters.shell`), the Fluent theme from the settings, the
 * i18n provider following the app actor (language from the toolbar, default en), a MemoryRouter (per-story path via
 * `parameters.router`) and the app's toaster fed by its notifier. The `loaders` entry loads the
 * whole dictionary, every area's namespace included (stories render screens without the screen
 * loader), before the first render, so stories (and the portable-story tests) render text at once.
 */
import type { Decorator, Preview } from '@storybook/react-vite';
import { appMachine } from '@machines/app.machine.js';
import { settingsMachine } from '@machines/settings.machine.js';
import type { Locales } from '@locales/i18n-types';
import { I18nBridge } from '@/i18n/I18nBridge';
import { isLocale } from '@/i18n/language';
import { loadWholeLanguage } from '@/i18n/wholeLanguage';
import { LANGUAGE_NAMES, LANGUAGE_ORDER } from '@/i18n/languageNames';
import { NoticeToaster } from '@/app/NoticeToaster';
import { ShellProvider, type ShellProviderProps } from '@/shell/ShellProvider';
import { ShellI18nProvider } from '@/shell/ShellI18nProvider';
import { ShellThemeProvider } from '@/shell/ShellThemeProvider';
import { StoryRouter, type RouterParameters } from './StoryRouter';

const localeOf = (value: unknown): Locales => (isLocale(value) ? value : 'en');

const withAppProviders: Decorator = (Story, context) => {
  const locale = localeOf(context.globals.locale);
  const shell = context.parameters.shell as Pick<ShellProviderProps, 'appInput' | 'storedSettings'> | undefined;
  return (
    <ShellProvider
      locale={locale}
      appLogic={appMachine}
      settingsLogic={settingsMachine}
      appInput={shell?.appInput}
      storedSettings={shell?.storedSettings ?? null}
    >
      <ShellThemeProvider>
        <ShellI18nProvider>
          <I18nBridge />
          <StoryRouter router={context.parameters.router as RouterParameters | undefined}>
            <Story />
          </StoryRouter>
          <NoticeToaster />
        </ShellI18nProvider>
      </ShellThemeProvider>
    </ShellProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGE_ORDER.map((value) => ({ value, title: LANGUAGE_NAMES[value] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  loaders: [
    async ({ globals }) => {
      await loadWholeLanguage(localeOf(globals.locale));
      return {};
    },
  ],
  decorators: [withAppProviders],
  parameters: {
    layout: 'fullscreen',
    controls: { disable: true },
  },
};

export default preview;
