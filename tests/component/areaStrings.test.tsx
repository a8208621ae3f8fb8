/**
 * Strings by area (docs/browser.md): a screen's namespaces arrive with the screen, the translation
 * functions then read them, and a language switched to shows them at once, never a missing string.
 */
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useI18nContext } from '@locales/i18n-react';
import type { Locales } from '@locales/i18n-types';
import { loadedLocales } from '@locales/i18n-util';
import { AppI18nProvider } from '@/i18n/I18nProvider';
import { loadLanguage, loadNamespaces } from '@/i18n/namespaceLoading';
import { screenLoader } from '@/router/screenRegistry';

function Probe() {
  const { LL, locale } = useI18nContext();
  return (
    <p data-testid="probe" data-locale={locale}>
      {LL.site.title()}|{LL.dashboard.nothingHere()}
    </p>
  );
}

function MfaProbe() {
  const { LL } = useI18nContext();
  return <p data-testid="mfa">{LL.mfa.title()}</p>;
}

function AskWhenMounted() {
  useLayoutEffect(() => {
    void loadNamespaces(['mfa']);
    // A commit longer than React's 5 ms time slice ends its task, so the passive effects run in a
    // later one, after these strings (already imported once) arrived: a cold start's first screen.
    const until = performance.now() + 20;
    while (performance.now() < until);
  }, []);
  return null;
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
    // The provider may have mounted without act's flush: its effects can run a task later.
    await waitFor(() => expect(shown()).toBe(`Rocket Script|${loadedLocales.en.dashboard.nothingHere}`));

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

  it('shows namespaces that arrived before the provider listened for them', async () => {
    // A lazy screen starts loading its strings as soon as it mounts; the provider listens from a
    // passive effect, which outside act runs a task later. Strings arriving between the two must
    // still reach the screen.
    // Nothing else here asks for the two-step strings: the language shows at once without them.
    await loadLanguage('en');
    const act_ = globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown };
    const before = act_.IS_REACT_ACT_ENVIRONMENT;
    act_.IS_REACT_ACT_ENVIRONMENT = false;
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    root.render(
      <AppI18nProvider locale="en">
        <AskWhenMounted />
        <MfaProbe />
      </AppI18nProvider>,
    );
    try {
      await waitFor(() => expect(loadedLocales.en.mfa).toBeDefined());
      await waitFor(() => expect(screen.getByTestId('mfa').textContent).toBe(loadedLocales.en.mfa.title));
    } finally {
      root.unmount();
      host.remove();
      act_.IS_REACT_ACT_ENVIRONMENT = before;
    }
  });
});
