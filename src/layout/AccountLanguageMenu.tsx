/**
 * The language choice inside the account menu: the one place it is on a narrow screen, where the
 * top bar has no room for the switcher (docs/browser.md, "Shell"). Same switch as the top bar's.
 */
import {
  Menu,
  MenuItem,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { LocalLanguage20Regular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { isLocale } from '@/i18n/language';
import { LANGUAGE_NAMES, LANGUAGE_ORDER } from '@/i18n/languageNames';
import { useLanguageChoice } from '@/i18n/LanguageSwitcher';

export function AccountLanguageMenu() {
  const { LL } = useI18nContext();
  const { locale, switchTo } = useLanguageChoice();
  return (
    <Menu
      checkedValues={{ language: [locale] }}
      onCheckedValueChange={(_, data) => {
        const next = data.checkedItems[0];
        if (isLocale(next)) void switchTo(next);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <MenuItem icon={<LocalLanguage20Regular />}>{LL.navbar.language()}</MenuItem>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {LANGUAGE_ORDER.map((option) => (
            <MenuItemRadio key={option} name="language" value={option} lang={option}>
              {LANGUAGE_NAMES[option]}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
