import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useI18nContext } from '@locales/i18n-react';
import { AppI18nProvider } from '@/i18n/I18nProvider';

function SiteTitle() {
  const { LL, locale } = useI18nContext();
  return <h1 data-locale={locale}>{LL.site.title()}</h1>;
}

describe('AppI18nProvider', () => {
  it('loads the language it is given and follows later changes of it', async () => {
    const view = render(
      <AppI18nProvider locale="en">
        <SiteTitle />
      </AppI18nProvider>,
    );
    expect((await screen.findByRole('heading')).dataset.locale).toBe('en');
    view.rerender(
      <AppI18nProvider locale="ja">
        <SiteTitle />
      </AppI18nProvider>,
    );
    await screen.findByText((_, element) => element?.tagName === 'H1' && element.getAttribute('data-locale') === 'ja');
    expect(screen.getByRole('heading').textContent).toMatch(/[\u3040-\u30ff]/);
  });
});
