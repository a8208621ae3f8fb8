/**
 * Strings by area (docs/browser.md): a screen's namespaces arrive with the screen, the translation
 * functions then read them, and a language switched to shows them at once, never a missing string.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useI18nContext } from '@locales/i18n-react';
import type { Locales } from '@locales/i18n-types';
import { loadedLocales } from '@locales/i18n-util';
import { AppI18nProvider } from '@/i18n/I18nProvider';
import { loadNamespaces } from '@/i18n/namespaceLoading';
import { screenLoader } from '@/router/screenRegistry';

function Probe() {
  const { LL, locale } = useI18nContext();
  return (
    <p data-testid="probe" data-locale={locale}>
      {LL.site.title()}|{LL.dashboard.nothingHere()}
    </p>
  );
}

const shown = () => screen.getByTestId('probe').textContent ?? '';

beforeEach(() => {
  // The dom setup loads every language whole: start these from nothing.
  for (const locale of ['en', 'es'] as Locales[]) delete (loadedLocales as Partial<typeof loadedLocales>)[locale];
});

describe('strings by area', () => {
  it('loads the base dictionary first and an area namespace when asked, for the language shown and the next', async () => {
    const view = render(
      <AppI18nProvider locale="en">
        <Probe />
      </AppI18nProvider>,
    );
    await screen.findByTestId('probe');
    expect(loadedLocales.en.dashboard).toBeUndefined();
    expect(shown()).toBe('Rocket Script|');

    await act(() => loadNamespaces(['dashboard']));
    expect(shown()).toBe(`Rocket Script|${loadedLocales.en.dashboard.nothingHere}`);

    view.rerender(
      <AppI18nProvider locale="es">
        <Probe />
      </AppI18nProvider>,
    );
    await screen.findByText((_, element) => element?.getAttribute('data-locale') === 'es');
    // The namespace came with the language, before it showed.
    expect(shown()).toBe(`${loadedLocales.es.site.title}|${loadedLocales.es.dashboard.nothingHere}`);
  });

  it("loads a screen's area strings with the screen", async () => {
    render(
      <AppI18nProvider locale="en">
        <Probe />
      </AppI18nProvider>,
    );
    await screen.findByTestId('probe');
    expect(loadedLocales.en.cardKey).toBeUndefined();
    await act(async () => {
      await screenLoader('cardAdmin')?.();
    });
    expect(loadedLocales.en.cardKey).toBeDefined();
    expect(loadedLocales.en.list).toBeDefined();
  });
});
