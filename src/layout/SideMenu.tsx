/**
 * The 210px sidebar's menu (docs/routes.md): the user's role-filtered routes, titles in the active
 * language, the current page highlighted, links reachable and followed from the keyboard.
 */
import { useEffect, useMemo, useState, type MouseEvent, type ReactElement } from 'react';
import {
  makeStyles,
  Nav,
  tokens,
  NavCategory,
  NavCategoryItem,
  NavItem,
  NavSubItem,
  NavSubItemGroup,
} from '@fluentui/react-components';
import { useLinkClickHandler, useLocation } from 'react-router-dom';
import { useI18nContext } from '@locales/i18n-react';
import { useAuthSelector } from '@/auth/authContext';
import { routeTitle } from '@/i18n/routeTitle';
import { activeEntry, buildMenu } from './menuModel';
import { menuIcon } from './menuIcons';
import { CollapsedMenu } from './CollapsedMenu';

/** Client-side navigation for an anchor, leaving ctrl/middle clicks to the browser. */
function MenuLink({ path, title, sub, icon }: { path: string; title: string; sub?: boolean; icon?: ReactElement }) {
  const onClick = useLinkClickHandler<HTMLAnchorElement>(path);
  const handle = (event: MouseEvent<HTMLAnchorElement | HTMLButtonElement>) =>
    onClick(event as MouseEvent<HTMLAnchorElement>);
  return sub ? (
    <NavSubItem href={path} value={path} onClick={handle}>
      {title}
    </NavSubItem>
  ) : (
    <NavItem href={path} value={path} onClick={handle} icon={icon}>
      {title}
    </NavItem>
  );
}

const useStyles = makeStyles({
  // The sidebar paints the background; the menu sits on it.
  // A label that needs two lines breaks between words: between phrases in Japanese (Chromium's
  // auto-phrase, keep-all elsewhere), inside a word only when one word is wider than the bar
  // (never in Japanese, whose longest phrase fits the bar).
  nav: {
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

export function SideMenu({ className, collapsed = false }: { className?: string; collapsed?: boolean }) {
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

  // Fluent's Nav renders a div: the landmark is ours.
  return (
    <nav className={className} aria-label={LL.navbar.menu()}>
      <Nav
        className={styles.nav}
        selectedValue={active.item ?? ''}
        selectedCategoryValue={active.group ?? ''}
        openCategories={open}
        onNavCategoryItemToggle={(_, data) => toggle(data.categoryValue)}
      >
        {menu.map((entry) =>
          entry.kind === 'item' ? (
            <MenuLink
              key={entry.path}
              path={entry.path}
              title={routeTitle(LL, entry.titleKey)}
              icon={menuIcon(entry.icon)}
            />
          ) : (
            <NavCategory key={entry.path} value={entry.path}>
              <NavCategoryItem icon={menuIcon(entry.icon)}>{routeTitle(LL, entry.titleKey)}</NavCategoryItem>
              <NavSubItemGroup>
                {entry.children.map((child) => (
                  <MenuLink
                    key={child.path}
                    path={child.path}
                    title={routeTitle(LL, child.titleKey)}
                    sub
                  />
                ))}
              </NavSubItemGroup>
            </NavCategory>
          ),
        )}
      </Nav>
    </nav>
  );
}
