/**
 * Every story renders inside the app's providers: the app's Fluent theme (src/theme), the i18n
 * provider (language from the toolbar, default en), a MemoryRouter (per-story path via
 * `parameters.router`) and the app's toaster fed by its notifier. The `loaders` entry loads the
 * dictionary before the first render, so stories (and the portable-story tests) render text at once.
 */
import type { Decorator, Preview } from '@storybook/react-vite';
import { FluentProvider } from '@fluentui/react-components';
import type { Locales } from '@locales/i18n-types';
import { loadLocaleAsync } from '@locales/i18n-util.async';
import { AppI18nProvider } from '@/i18n/I18nProvider';
import { I18nBridge } from '@/i18n/I18nBridge';
import { isLocale } from '@/i18n/language';
import { LANGUAGE_NAMES, LANGUAGE_ORDER } from '@/i18n/languageNames';
import { NoticeToaster } from '@/app/NoticeToaster';
import { createBrandTheme } from '@/theme/brandTheme';
import { StoryRouter, type RouterParameters } from './StoryRouter';

const theme = createBrandTheme();

const localeOf = (value: unknown): Locales => (isLocale(value) ? value : 'en');

const withAppProviders: Decorator = (Story, context) => {
  const locale = localeOf(context.globals.locale);
  return (
    <FluentProvider theme={theme}>
      <AppI18nProvider locale={locale}>
        <I18nBridge />
        <StoryRouter router={context.parameters.router as RouterParameters | undefined}>
          <Story />
        </StoryRouter>
        <NoticeToaster />
      </AppI18nProvider>
    </FluentProvider>
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
      await loadLocaleAsync(localeOf(globals.locale));
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
