/**
 * The top bar (docs/routes.md): hamburger, breadcrumb, then the header search, the error log badge,
 * fullscreen, size, language, the settings gear and the avatar menu (dashboard, profile, log out).
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
  mergeClasses,
  Text,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { Navigation20Regular, Settings20Regular, SignOut20Regular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { useI18nContext } from '@locales/i18n-react';
import { useAuthSend } from '@/auth/authContext';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { LanguageSwitcher } from '@/i18n/LanguageSwitcher';
import { useAppSelector, useAppSend } from '@/shell/appState';
import { useControlSize } from '@/shell/size';
import { InspectorButton } from '@/inspector/InspectorButton';
import { ErrorLogButton } from './errorLog/ErrorLogButton';
import { HeaderSearch } from './headerSearch/HeaderSearch';
import { Breadcrumbs } from './Breadcrumbs';
import { FullscreenButton } from './FullscreenButton';
import { SizeSelector } from './SizeSelector';
import { AccountLanguageMenu } from './AccountLanguageMenu';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    height: '50px',
    paddingInline: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  breadcrumb: { flexGrow: 1, minWidth: 0, overflow: 'hidden' },
  tools: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexShrink: 0 },
  name: { '@media (max-width: 600px)': { display: 'none' } },
  narrowHidden: { '@media (max-width: 600px)': { display: 'none' } },
});

export function TopBar({ onOpenSettings, className }: { onOpenSettings: () => void; className?: string }) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  const navigate = useNavigate();
  const authSend = useAuthSend();
  const appSend = useAppSend();
  const size = useControlSize();
  const opened = useAppSelector((snapshot) => snapshot.context.sidebar.opened);
  const mobile = useAppSelector((snapshot) => snapshot.context.device === 'mobile');
  const { user } = useCurrentUser();
  const name = user?.name || user?.username || '';

  return (
    <header className={mergeClasses(styles.root, className)}>
      <Tooltip content={LL.shell.toggleSidebar()} relationship="label">
        <Button
          appearance="subtle"
          size={size}
          icon={<Navigation20Regular />}
          aria-expanded={opened}
          onClick={() => appSend({ type: 'TOGGLE_SIDEBAR' })}
        />
      </Tooltip>
      <Breadcrumbs className={styles.breadcrumb} />
      <div className={styles.tools}>
        <HeaderSearch />
        <ErrorLogButton />
        <InspectorButton />
        {!mobile && <FullscreenButton />}
        {!mobile && <SizeSelector />}
        <LanguageSwitcher className={styles.narrowHidden} />
        <Tooltip content={LL.shell.openSettings()} relationship="label">
          <Button appearance="subtle" size={size} icon={<Settings20Regular />} onClick={onOpenSettings} />
        </Tooltip>
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button
              appearance="subtle"
              size={size}
              // The visible name first (WCAG 2.5.3, label in name), then what the button opens.
              aria-label={`${name}, ${LL.navbar.account()}`}
              // Decorative: the name is written beside it (its initials would be text outside the label).
              icon={<Avatar size={24} aria-hidden image={user?.avatar ? { src: user.avatar, alt: '' } : undefined} />}
            >
              <Text className={styles.name}>{name}</Text>
            </Button>
          </MenuTrigger>
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
      </div>
    </header>
  );
}
