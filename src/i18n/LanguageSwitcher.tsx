/**
 * The language switcher (top bar, login page; docs/routes.md): each language by its own name;
 * choosing one loads its dictionary (with the namespaces of the screens seen so far), then tells
 * the app actor (which owns the language and keeps the `language` cookie); the i18n provider
 * follows the actor, without a reload; and says so.
 * A plain native select styled with Fluent's tokens: keyboard and screen-reader behaviour for
 * free, and lighter on the first page than Fluent's Select (or a Menu).
 */
import type { ChangeEvent } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { LocalLanguage20Regular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { Locales } from '@locales/i18n-types';
import { i18nObject } from '@locales/i18n-util';
import { notify } from '@/api/notifier';
import { useAppSelector, useAppSend } from '@/shell/appState';
import { isLocale } from './language';
import { loadLanguage } from './namespaceLoading';
import { LANGUAGE_NAMES, LANGUAGE_ORDER } from './languageNames';

const SUCCESS_DURATION = 3000;

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  icon: { color: tokens.colorNeutralForeground2, flexShrink: 0 },
  select: {
    height: '24px',
    paddingInline: tokens.spacingHorizontalXS,
    border: `${tokens.strokeWidthThin} solid transparent`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase200,
    cursor: 'pointer',
    ':hover': { borderBottomColor: tokens.colorNeutralStrokeAccessibleHover },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '1px',
    },
  },
});

/** The current language and how to switch: load its dictionary, tell the app actor, say so. */
export function useLanguageChoice() {
  const locale = useAppSelector((snapshot) => snapshot.context.language);
  const send = useAppSend();
  const switchTo = async (next: Locales) => {
    if (next === locale) return;
    // Its base and every namespace in use, so no screen shows a missing string after the switch.
    await loadLanguage(next);
    send({ type: 'SET_LANGUAGE', language: next });
    // In the language just chosen, which the reader asked for.
    notify('success', i18nObject(next).messages.switchLanguageSuccess(), SUCCESS_DURATION);
  };
  return { locale, switchTo };
}

export function LanguageSwitcher({ className }: { className?: string }) {
  const { LL } = useI18nContext();
  const { locale, switchTo } = useLanguageChoice();
  const styles = useStyles();

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const { value } = event.target;
    if (isLocale(value)) void switchTo(value);
  };

  return (
    <span className={mergeClasses(styles.root, className)}>
      <LocalLanguage20Regular className={styles.icon} aria-hidden="true" />
      <select
        className={styles.select}
        aria-label={LL.navbar.language()}
        title={LL.navbar.language()}
        value={locale}
        onChange={onChange}
      >
        {LANGUAGE_ORDER.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </span>
  );
}
