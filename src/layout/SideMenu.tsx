/**
 * The 210px sidebar's menu (docs/routes.md): the user's role-filtered routes, titles in the active
 * language, the current page highlighted, links reachable and followed from the keyboard.
 */
import { useEffect, useMemo, useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useLocation } from 'react-router-dom';
import { useI18nContext } from '@locales/i18n-react';
import { useAuthSelector } from '@/auth/authContext';
import { routeTitle } from '@/i18n/routeTitle';
import { activeEntry, buildMenu } from './menuModel';
import { menuIcon } from './menuIcons';
import { CollapsedMenu } from './CollapsedMenu';
import { MenuGroup, MenuLink } from './MenuItems';

const useStyles = makeStyles({
  // The sidebar paints the background; the menu sits on it.
  // A label that needs two lines breaks between words: between phrases in Japanese (Chromium's
  // auto-phrase, keep-all elsewhere), inside a word only when one word is wider than the bar
  // (never in Japanese, whose longest phrase fits the bar).
  nav: {
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: 'transparent',
    boxSizing: 'border-box',
    width: '100%',
    paddingInline: tokens.spacingHorizontalS,
    wordBreak: ['keep-all', 'auto-phrase'],
    overflowWrap: 'anywhere',
    // Japanese breaks between phrases only, never before ー or a small kana (kinsoku).
    ':lang(ja)': { overflowWrap: 'normal', lineBreak: 'strict' },
  },
});

export function SideMenu({
  className,
  collapsed = false,
}: {
  className?: string;
  collapsed?: boolean;
}) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  const { pathname } = useLocation();
  const routes = useAuthSelector((snapshot) => snapshot.context.routes);
  const menu = useMemo(() => buildMenu(routes), [routes]);
  const active = activeEntry(menu, pathname);

  // Groups open by the user stay open; the active page's group opens when it is navigated to.
  const [open, setOpen] = useState<string[]>(() => (active.group ? [active.group] : []));
  useEffect(() => {
    const group = active.group;
    if (group) setOpen((current) => (current.includes(group) ? current : [...current, group]));
  }, [active.group]);

  const toggle = (group: string | undefined) => {
    if (!group) return;
    setOpen((current) =>
      current.includes(group) ? current.filter((value) => value !== group) : [...current, group],
    );
  };

  if (collapsed)
    return (
      <nav className={className} aria-label={LL.navbar.menu()}>
        <CollapsedMenu menu={menu} active={active} />
      </nav>
    );

  return (
    <nav className={className} aria-label={LL.navbar.menu()}>
      <div className={styles.nav}>
        {menu.map((entry) =>
          entry.kind === 'item' ? (
            <MenuLink
              key={entry.path}
              path={entry.path}
              title={routeTitle(LL, entry.titleKey)}
              icon={menuIcon(entry.icon)}
              selected={active.item === entry.path}
            />
          ) : (
            <MenuGroup
              key={entry.path}
              title={routeTitle(LL, entry.titleKey)}
              icon={menuIcon(entry.icon)}
              open={open.includes(entry.path)}
              selected={active.group === entry.path}
              onToggle={() => toggle(entry.path)}
            >
              {entry.children.map((child) => (
                <MenuLink
                  key={child.path}
                  path={child.path}
                  title={routeTitle(LL, child.titleKey)}
                  selected={active.item === child.path}
                  sub
                />
              ))}
            </MenuGroup>
          ),
        )}
      </div>
    </nav>
  );
}
