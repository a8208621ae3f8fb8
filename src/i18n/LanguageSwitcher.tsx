/**
 * Spec §2 language switcher (top bar, login page): each language by its own name; choosing one
 * loads its dictionary, switches without a reload, saves the `language` cookie and says so.
 * A native select (Fluent's Select): keyboard and screen-reader behaviour for free, and a small
 * fraction of a Menu's weight on the first page.
 */
import { makeStyles, Select, tokens, type SelectProps } from '@fluentui/react-components';
import { LocalLanguage20Regular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { Locales } from '@locales/i18n-types';
import { loadLocaleAsync } from '@locales/i18n-util.async';
import { i18nObject } from '@locales/i18n-util';
import { notify } from '@/api/notifier';
import { isLocale, saveLanguage } from './language';
import { LANGUAGE_NAMES, LANGUAGE_ORDER } from './languageNames';

const SUCCESS_DURATION = 3000;

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  icon: { color: tokens.colorNeutralForeground2, flexShrink: 0 },
});

export function LanguageSwitcher({ className }: { className?: string }) {
  const { LL, locale, setLocale } = useI18nContext();
  const styles = useStyles();

  const switchTo = async (next: Locales) => {
    if (next === locale) return;
    await loadLocaleAsync(next);
    setLocale(next);
    saveLanguage(next);
    // In the language just chosen, which the reader asked for.
    notify('success', i18nObject(next).messages.switchLanguageSuccess(), SUCCESS_DURATION);
  };

  const onChange: SelectProps['onChange'] = (_, { value }) => {
    if (isLocale(value)) void switchTo(value);
  };

  return (
    <span className={[styles.root, className].filter(Boolean).join(' ')}>
      <LocalLanguage20Regular className={styles.icon} aria-hidden="true" />
      <Select
        aria-label={LL.navbar.language()}
        title={LL.navbar.language()}
        value={locale}
        onChange={onChange}
        appearance="filled-lighter"
        size="small"
      >
        {LANGUAGE_ORDER.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </Select>
    </span>
  );
}
