import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { useI18nContext } from '@locales/i18n-react';
import type { Locales } from '@locales/i18n-types';
import { AppProviders } from '@/app/AppProviders';
import { LanguageSwitcher } from '@/i18n/LanguageSwitcher';
import { LANGUAGE_COOKIE } from '@/i18n/language';
import { clearCookies, fixtureAuthLogic } from './support/appHarness';

afterEach(() => clearCookies());

function Greeting() {
  const { LL } = useI18nContext();
  return <p>{LL.navbar.logOut()}</p>;
}

function renderSwitcher(locale: Locales = 'en') {
  return render(
    <AppProviders locale={locale} authLogic={fixtureAuthLogic().logic} initialToken={null}>
      <LanguageSwitcher />
      <Greeting />
    </AppProviders>,
  );
}

describe('language switcher', () => {
  it('lists every language by its own name and shows the current one', async () => {
    renderSwitcher();
    const select = await screen.findByRole('combobox', { name: 'Language' });
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '中文',
      'English',
      'Español',
      '日本語',
    ]);
    expect(options.map((option) => option.getAttribute('lang'))).toEqual(['zh', 'en', 'es', 'ja']);
    expect(select).toHaveValue('en');
  });

  it('switches without a reload, saves the cookie and says so in the new language', async () => {
    const user = userEvent.setup();
    renderSwitcher();
    expect(await screen.findByText('Log Out')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), '中文');

    expect(await screen.findByText('退出登录')).toBeInTheDocument();
    expect(await screen.findByText('切换语言成功')).toBeInTheDocument();
    expect(Cookies.get(LANGUAGE_COOKIE)).toBe('zh');
    expect(document.documentElement.lang).toBe('zh');
    expect(screen.getByRole('combobox', { name: '语言' })).toHaveValue('zh');
  });

  it('is reachable and usable from the keyboard', async () => {
    const user = userEvent.setup();
    renderSwitcher('ja');
    const select = await screen.findByRole('combobox', { name: '言語' });
    await user.tab();
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'English');
    expect(await screen.findByText('Switch Language Success')).toBeInTheDocument();
    expect(Cookies.get(LANGUAGE_COOKIE)).toBe('en');
  });
});
