/**
 * The top bar's breadcrumb (docs/routes.md): Dashboard, then the route titles of the matched routes;
 * 'noRedirect' entries and the current page are not links.
 */
import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  makeStyles,
  mergeClasses,
} from '@fluentui/react-components';
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
  if (entry.fullPath !== DASHBOARD_PATH) crumbs.unshift({ titleKey: 'dashboard', to: DASHBOARD_PATH });
  return crumbs;
}

/** On a phone only the current page is shown, whole or cut with an ellipsis, never mid-word. */
const NARROW = '@media (max-width: 600px)';
const useStyles = makeStyles({
  list: { minWidth: 0, [NARROW]: { '& > ol': { flexWrap: 'nowrap', minWidth: 0 } } },
  before: { [NARROW]: { display: 'none' } },
  current: { minWidth: 0, maxWidth: '100%' },
  currentText: { [NARROW]: { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '100%' } },
});

export function Breadcrumbs({ className }: { className?: string }) {
  const styles = useStyles();
  const { LL } = useI18nContext();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const routes = useAuthSelector((snapshot) => snapshot.context.routes);
  const crumbs = useMemo(() => crumbsFor(routes, pathname), [routes, pathname]);
  return (
    <Breadcrumb className={mergeClasses(styles.list, className)} aria-label={LL.shell.breadcrumb()} size="small">
      {crumbs.map((crumb, index) => {
        const current = index === crumbs.length - 1;
        return (
          <Fragment key={`${crumb.titleKey}-${index}`}>
            {index > 0 && <BreadcrumbDivider className={styles.before} />}
            <BreadcrumbItem className={current ? styles.current : styles.before}>
              {crumb.to ? (
                <BreadcrumbButton onClick={() => void navigate(crumb.to!)}>{routeTitle(LL, crumb.titleKey)}</BreadcrumbButton>
              ) : (
                <BreadcrumbButton current={current} disabled={!current} className={current ? styles.current : undefined}>
                  <span className={styles.currentText}>{routeTitle(LL, crumb.titleKey)}</span>
                </BreadcrumbButton>
              )}
            </BreadcrumbItem>
          </Fragment>
        );
      })}
    </Breadcrumb>
  );
}
