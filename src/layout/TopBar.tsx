/**
 * The top bar (spec §2, reduced for now): the user's name, the language switcher and the
 * avatar menu with dashboard, profile and log out.
 */
import {
  Avatar,
  Button,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
  tokens,
} from '@fluentui/react-components';
import { SignOut20Regular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { useI18nContext } from '@locales/i18n-react';
import { useAuthSelector, useAuthSend } from '@/auth/authContext';
import { LanguageSwitcher } from '@/i18n/LanguageSwitcher';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalM,
    height: '50px',
    paddingInline: tokens.spacingHorizontalL,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

export function TopBar() {
  const { LL } = useI18nContext();
  const styles = useStyles();
  const navigate = useNavigate();
  const send = useAuthSend();
  const user = useAuthSelector((snapshot) => snapshot.context.user);
  const name = user?.name || user?.username || '';

  return (
    <header className={styles.root}>
      <LanguageSwitcher />
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            aria-label={LL.navbar.account()}
            icon={
              <Avatar
                size={24}
                name={name}
                image={user?.avatar ? { src: user.avatar, alt: '' } : undefined}
              />
            }
          >
            <Text>{name}</Text>
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={() => navigate('/dashboard')}>{LL.navbar.dashboard()}</MenuItem>
            <MenuItem onClick={() => navigate('/profile')}>{LL.navbar.profile()}</MenuItem>
            <MenuItem icon={<SignOut20Regular />} onClick={() => send({ type: 'LOGOUT' })}>
              {LL.navbar.logOut()}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
    </header>
  );
}
