/**
 * The top bar's breadcrumb (docs/routes.md): Dashboard, then the route titles of the matched routes;
 * 'noRedirect' entries and the current page are not links. Drawn as Fluent's Breadcrumb draws it
 * (a labelled nav, a list, subtle small buttons, chevrons hidden from screen readers, the current
 * page marked), with the buttons of the first page: Fluent's Breadcrumb brought its styles and the
 * focus library's arrow-key mover onto the first screen, though it moves by Tab as this one does.
 */
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronRightRegular } from '@fluentui/react-icons';
import { Fragment, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useI18nContext } from '@locales/i18n-react';
import { findRoute, NO_REDIRECT, type RouteNode } from '@contracts/routeTable.js';
import { useAuthSelector } from '@/auth/authContext';
import { routeTitle } from '@/i18n/routeTitle';

export interface Crumb {
  titleKey: string;
  /** Where it leads; none for the current page and 'noRedirect' groups. */
  to?: string;
}

export const DASHBOARD_PATH = '/dashboard';

export function crumbsFor(routes: readonly RouteNode[], pathname: string): Crumb[] {
  const entry = findRoute(routes, pathname);
  if (!entry) return [];
  const chain = [...entry.ancestors.map((path) => findRoute(routes, path)), entry].filter(
    (item): item is NonNullable<typeof item> => !!item && item.fullPath !== '/',
  );
  const crumbs: Crumb[] = chain.map((item, index) => {
    const last = index === chain.length - 1;
    const redirect = item.node.redirect;
    if (last || redirect === NO_REDIRECT) return { titleKey: item.node.titleKey };
    return { titleKey: item.node.titleKey, to: redirect ?? item.fullPath };
  });
  if (entry.fullPath !== DASHBOARD_PATH)
    crumbs.unshift({ titleKey: 'dashboard', to: DASHBOARD_PATH });
  return crumbs;
}

/** On a phone only the current page is shown, whole or cut with an ellipsis, never mid-word. */
const NARROW = '@media (max-width: 600px)';
const useStyles = makeStyles({
  root: { minWidth: 0 },
  list: {
    listStyleType: 'none',
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    margin: 0,
    padding: 0,
    [NARROW]: { flexWrap: 'nowrap', minWidth: 0 },
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    color: tokens.colorNeutralForeground2,
    textWrap: 'nowrap',
  },
  divider: { display: 'flex', fontSize: '12px' },
  before: { [NARROW]: { display: 'none' } },
  button: {
    minWidth: 'unset',
    textWrap: 'nowrap',
    height: '24px',
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightRegular,
    lineHeight: tokens.lineHeightBase200,
    padding: tokens.spacingHorizontalSNudge,
  },
  // The current page reads as text: no hover, no press.
  currentItem: { minWidth: 0, maxWidth: '100%' },
  current: {
    minWidth: 0,
    maxWidth: '100%',
    fontWeight: tokens.fontWeightSemibold,
    ':hover': {
      backgroundColor: tokens.colorTransparentBackground,
      color: tokens.colorNeutralForeground2,
      cursor: 'auto',
    },
    ':hover:active': {
      backgroundColor: tokens.colorTransparentBackground,
      color: tokens.colorNeutralForeground2,
      cursor: 'auto',
    },
  },
  currentText: {
    [NARROW]: {
      display: 'block',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      maxWidth: '100%',
    },
  },
});

export function Breadcrumbs({ className }: { className?: string }) {
  const styles = useStyles();
  const { LL } = useI18nContext();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const routes = useAuthSelector((snapshot) => snapshot.context.routes);
  const crumbs = useMemo(() => crumbsFor(routes, pathname), [routes, pathname]);
  return (
    <nav className={mergeClasses(styles.root, className)} aria-label={LL.shell.breadcrumb()}>
      {/* Safari drops a list's role when its bullets are styled away. */}
      <ol className={styles.list} role="list">
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          const title = routeTitle(LL, crumb.titleKey);
          return (
            <Fragment key={`${crumb.titleKey}-${index}`}>
              {index > 0 && (
                <li className={mergeClasses(styles.divider, styles.before)} aria-hidden>
                  <ChevronRightRegular />
                </li>
              )}
              <li
                className={mergeClasses(styles.item, current ? styles.currentItem : styles.before)}
              >
                {crumb.to ? (
                  <Button
                    appearance="subtle"
                    size="small"
                    className={styles.button}
                    onClick={() => void navigate(crumb.to!)}
                  >
                    {title}
                  </Button>
                ) : current ? (
                  <Button
                    appearance="subtle"
                    size="small"
                    className={mergeClasses(styles.button, styles.current)}
                    aria-current="page"
                    aria-disabled
                  >
                    <span className={styles.currentText}>{title}</span>
                  </Button>
                ) : (
                  <Button appearance="subtle" size="small" className={styles.button} disabled>
                    {title}
                  </Button>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
