/**
 * The account menu around its button (AccountButton): dashboard, profile, language, log out.
 * Imported on the first intent on the button, with Fluent's menu and positioning.
 */
import type { ReactElement } from 'react';
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { SignOut20Regular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { useI18nContext } from '@locales/i18n-react';
import { useAuthSend } from '@/auth/authContext';
import { useOpenedAtOnce } from '../deferred/useOpenedAtOnce';
import { AccountLanguageMenu } from '../AccountLanguageMenu';

export function AccountMenu({
  triggerSlot,
  openAtOnce,
}: {
  /** Where the button's props are handed over (DeferredTool): the button itself stays outside. */
  triggerSlot: ReactElement;
  openAtOnce: boolean;
}) {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const authSend = useAuthSend();
  return (
    <Menu {...useOpenedAtOnce(openAtOnce)}>
      <MenuTrigger disableButtonEnhancement>{triggerSlot}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => void navigate('/dashboard')}>{LL.navbar.dashboard()}</MenuItem>
          <MenuItem onClick={() => void navigate('/profile')}>{LL.navbar.profile()}</MenuItem>
          <AccountLanguageMenu />
          <MenuItem icon={<SignOut20Regular />} onClick={() => authSend({ type: 'LOGOUT' })}>
            {LL.navbar.logOut()}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
