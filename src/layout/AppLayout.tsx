/**
 * The signed-in layout, kept small for now (a later issue adds tags, breadcrumb, settings and
 * mobile mode): a 210px sidebar with logo and menu, the top bar, and the screen.
 * Default export: the router loads it lazily, so /login loads none of it.
 */
import { Suspense } from 'react';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { Link, Outlet } from 'react-router-dom';
import { useI18nContext } from '@locales/i18n-react';
import { LoadingScreen } from '@/router/pages/LoadingScreen';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

/** Spec §9. */
export const SIDEBAR_WIDTH = 210;

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: `${SIDEBAR_WIDTH}px minmax(0, 1fr)`,
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  sidebar: {
    position: 'sticky',
    top: 0,
    height: '100vh',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    // Fluent's Nav items are drawn for this background (as in its NavDrawer).
    backgroundColor: tokens.colorNeutralBackground4,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  logo: {
    display: 'flex',
    alignItems: 'center',
    flexShrink: 0,
    height: '50px',
    paddingInline: tokens.spacingHorizontalL,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorBrandForeground1,
    textDecorationLine: 'none',
  },
  nav: { flexGrow: 1, paddingBlock: tokens.spacingVerticalS },
  main: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  content: { flexGrow: 1, padding: tokens.spacingHorizontalL },
});

export default function AppLayout() {
  const { LL } = useI18nContext();
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <aside className={styles.sidebar}>
        <Link to="/" className={styles.logo}>
          <Text weight="semibold" size={400}>
            {LL.site.title()}
          </Text>
        </Link>
        <SideMenu className={styles.nav} />
      </aside>
      <div className={styles.main}>
        <TopBar />
        <main className={styles.content}>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
