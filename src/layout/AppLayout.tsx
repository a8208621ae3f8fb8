/**
 * The signed-in layout (docs/routes.md): a collapsible 210px sidebar (icons only when
 * collapsed; an overlay with a backdrop in mobile mode) with logo and menu, the top bar, the tags
 * bar, the screen, and the settings drawer (with the other overlays, imported on the first intent
 * on a tool: src/layout/deferred). Sets the global size's CSS variables (src/shell/size.ts).
 * Default export: the router loads it lazily, so /login loads none of it.
 */
import { Suspense, useEffect, useRef, useState } from 'react';
import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { Link, Outlet } from 'react-router-dom';
import { useI18nContext } from '@locales/i18n-react';
import { useAppSelector, useAppSend } from '@/shell/appState';
import { useSettingsSelector } from '@/shell/settings';
import { sizeCssVariables } from '@/shell/size';
import { useDeferredModule } from './deferred/deferredModule';
import { focusBackWhenLost } from './deferred/focusBack';
import { layoutOverlays } from './deferred/layoutOverlays';
import { SideMenu } from './SideMenu';
import { TagsBar } from './tags/TagsBar';
import { TagsViewProvider } from './tags/TagsViewProvider';
import { TopBar } from './TopBar';
import { AuthProgress, TopProgress } from './TopProgress';
import { useResponsiveDevice } from './useResponsiveDevice';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** docs/decisions.md. */
export const SIDEBAR_WIDTH = 210;
export const COLLAPSED_SIDEBAR_WIDTH = 54;

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: `${SIDEBAR_WIDTH}px minmax(0, 1fr)`,
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
    fontSize: 'var(--rs-font-size)',
    transitionProperty: 'grid-template-columns',
    transitionDuration: tokens.durationNormal,
  },
  collapsed: { gridTemplateColumns: `${COLLAPSED_SIDEBAR_WIDTH}px minmax(0, 1fr)` },
  mobile: { gridTemplateColumns: 'minmax(0, 1fr)' },
  noAnimation: { transitionDuration: '0s' },
  sidebar: {
    position: 'sticky',
    top: 0,
    height: '100vh',
    overflowY: 'auto',
    overflowX: 'hidden',
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'border-box',
    // Fluent's Nav items are drawn for this background (as in its NavDrawer).
    backgroundColor: tokens.colorNeutralBackground4,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  overlay: {
    position: 'fixed',
    insetBlock: 0,
    left: 0,
    zIndex: 1001,
    width: `${SIDEBAR_WIDTH}px`,
    transitionProperty: 'transform',
    transitionDuration: tokens.durationNormal,
    boxShadow: tokens.shadow16,
  },
  overlayClosed: { transform: `translateX(-${SIDEBAR_WIDTH}px)`, boxShadow: 'none', visibility: 'hidden' },
  backdrop: {
    position: 'fixed',
    inset: 0,
    zIndex: 1000,
    border: 'none',
    padding: 0,
    backgroundColor: tokens.colorBackgroundOverlay,
    cursor: 'pointer',
  },
  logo: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    height: '50px',
    paddingInline: tokens.spacingHorizontalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorBrandForeground1,
    textDecorationLine: 'none',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
  },
  logoMark: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '28px',
    height: '28px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightBold,
  },
  logoText: { marginInlineStart: tokens.spacingHorizontalS, overflow: 'hidden', textOverflow: 'ellipsis' },
  nav: { flexGrow: 1, paddingBlock: tokens.spacingVerticalS },
  main: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  header: { zIndex: 10 },
  fixedHeader: { position: 'sticky', top: 0 },
  content: { flexGrow: 1, padding: tokens.spacingHorizontalL },
});

export default function AppLayout() {
  return (
    <TagsViewProvider>
      <Layout />
    </TagsViewProvider>
  );
}

function Layout() {
  const { LL } = useI18nContext();
  const styles = useStyles();
  useResponsiveDevice();
  const send = useAppSend();
  const sidebar = useAppSelector((snapshot) => snapshot.context.sidebar);
  const mobile = useAppSelector((snapshot) => snapshot.context.device === 'mobile');
  const size = useAppSelector((snapshot) => snapshot.context.size);
  const showLogo = useSettingsSelector((snapshot) => snapshot.context.sidebarLogo);
  const showTags = useSettingsSelector((snapshot) => snapshot.context.tagsView);
  const fixedHeader = useSettingsSelector((snapshot) => snapshot.context.fixedHeader);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsGear = useRef<HTMLElement | null>(null);
  const overlays = useDeferredModule(layoutOverlays);
  // Opened before its module was in (a quick press): it opens once the module arrives, or not at
  // all if it cannot be fetched (the next press tries again).
  useEffect(() => {
    if (settingsOpen) layoutOverlays.load().catch(() => setSettingsOpen(false));
  }, [settingsOpen]);
  const collapsed = !mobile && !sidebar.opened;
  const site = LL.site.title();

  return (
    <div
      className={mergeClasses(
        styles.root,
        collapsed && styles.collapsed,
        mobile && styles.mobile,
        sidebar.withoutAnimation && styles.noAnimation,
      )}
      style={sizeCssVariables(size)}
      data-device={mobile ? 'mobile' : 'desktop'}
      data-sidebar={sidebar.opened ? 'opened' : 'closed'}
      data-size={size}
    >
      <SkipLink />
      <AuthProgress />
      {mobile && sidebar.opened && (
        <button
          type="button"
          className={styles.backdrop}
          aria-label={LL.shell.closeMenu()}
          data-testid="sidebar-backdrop"
          onClick={() => send({ type: 'CLOSE_SIDEBAR', withoutAnimation: false })}
        />
      )}
      <aside
        className={mergeClasses(
          styles.sidebar,
          mobile && styles.overlay,
          mobile && !sidebar.opened && styles.overlayClosed,
          sidebar.withoutAnimation && styles.noAnimation,
        )}
        data-testid="sidebar"
      >
        {showLogo && (
          // Collapsed, only the mark shows: the label names the link. Open, the text does.
          <Link to="/" className={styles.logo} aria-label={collapsed ? site : undefined}>
            <span className={styles.logoMark} aria-hidden="true">
              R
            </span>
            {!collapsed && (
              <Text weight="semibold" size={400} className={styles.logoText}>
                {site}
              </Text>
            )}
          </Link>
        )}
        <SideMenu className={styles.nav} collapsed={collapsed} />
      </aside>
      <div className={styles.main}>
        <div className={mergeClasses(styles.header, fixedHeader && styles.fixedHeader)}>
          <TopBar
            onOpenSettings={(gear) => {
              settingsGear.current = gear;
              setSettingsOpen(true);
            }}
          />
          {showTags && <TagsBar />}
        </div>
        <main className={styles.content} id={MAIN_CONTENT_ID} tabIndex={-1}>
          {/* Keep-alive of cached views is not done: each screen mounts afresh (docs/browser.md). */}
          <Suspense fallback={<TopProgress />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      {overlays && (
        <overlays.SettingsDrawer
          open={settingsOpen}
          onClose={() => {
            setSettingsOpen(false);
            focusBackWhenLost(settingsGear.current);
          }}
        />
      )}
    </div>
  );
}
