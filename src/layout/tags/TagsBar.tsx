/**
 * The tags bar (docs/routes.md): the visited views of the tags view actor. Clicking a tag goes
 * there; its close button (not on affixed tags) closes it; right-click, Shift+F10 or the
 * context-menu key on a focused tag opens a 105px menu with refresh, close, close others and
 * close all (TagsMenu, imported the first time a tag's menu is asked for). The active tag is
 * scrolled into view.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import {
  Button,
  makeStyles,
  mergeClasses,
  tokens,
  type PositioningVirtualElement,
} from '@fluentui/react-components';
import { Dismiss12Regular } from '@fluentui/react-icons';
import { useLinkClickHandler, useLocation, useNavigate } from 'react-router-dom';
import { useI18nContext } from '@locales/i18n-react';
import type { TagView } from '@machines/tagsView.machine.js';
import { routeTitle } from '@/i18n/routeTitle';
import { useDeferredModule } from '../deferred/deferredModule';
import { layoutOverlays } from '../deferred/layoutOverlays';
import type { MenuTarget, TagAction } from './TagsMenu';
import { useTagsViewActor, useTagsViewSelector } from './tagsViewActor';


const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    height: '34px',
    paddingInline: tokens.spacingHorizontalS,
    overflowX: 'auto',
    overflowY: 'hidden',
    whiteSpace: 'nowrap',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
  },
  list: { display: 'flex', gap: tokens.spacingHorizontalXS, margin: 0, padding: 0, listStyleType: 'none' },
  tag: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    height: '26px',
    paddingInline: tokens.spacingHorizontalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground1,
    fontSize: tokens.fontSizeBase200,
  },
  active: {
    backgroundColor: tokens.colorBrandBackground,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandBackground}`,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  link: {
    color: 'inherit',
    textDecorationLine: 'none',
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  dot: {
    display: 'inline-block',
    width: '8px',
    height: '8px',
    marginInlineEnd: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralForegroundOnBrand,
  },
  close: { minWidth: '16px', width: '16px', height: '16px', color: 'inherit' },
});

function pointAt(x: number, y: number): PositioningVirtualElement {
  return { getBoundingClientRect: () => ({ x, y, left: x, top: y, right: x, bottom: y, width: 0, height: 0 }) as DOMRect };
}

function Tag({
  view,
  active,
  onMenu,
}: {
  view: TagView;
  active: boolean;
  onMenu: (view: TagView, target: PositioningVirtualElement | HTMLElement, anchor: HTMLElement | null) => void;
}) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  const send = useTagsViewActor().send;
  const { pathname } = useLocation();
  const onClick = useLinkClickHandler<HTMLAnchorElement>(view.fullPath);
  const ref = useRef<HTMLLIElement>(null);
  const title = routeTitle(LL, view.titleKey);

  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  const onContextMenu = (event: MouseEvent) => {
    event.preventDefault();
    onMenu(view, pointAt(event.clientX, event.clientY), ref.current?.querySelector('a') ?? null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      event.preventDefault();
      onMenu(view, event.currentTarget, event.currentTarget);
    }
  };

  return (
    <li
      ref={ref}
      className={mergeClasses(styles.tag, active && styles.active)}
      onContextMenu={onContextMenu}
      data-tag-path={view.path}
    >
      <a
        href={view.fullPath}
        className={styles.link}
        onClick={onClick}
        onKeyDown={onKeyDown}
        aria-current={active ? 'page' : undefined}
        aria-haspopup="menu"
        title={LL.shell.tagActions({ title })}
      >
        {active && <span className={styles.dot} aria-hidden="true" />}
        {title}
      </a>
      {!view.affix && (
        <Button
          className={styles.close}
          appearance="transparent"
          size="small"
          icon={<Dismiss12Regular />}
          aria-label={LL.shell.closeTag({ title })}
          onClick={() => send({ type: 'CLOSE', path: view.path, activePath: pathname })}
        />
      )}
    </li>
  );
}

export function TagsBar({ className }: { className?: string }) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  const views = useTagsViewSelector((snapshot) => snapshot.context.visitedViews);
  const send = useTagsViewActor().send;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [menu, setMenu] = useState<MenuTarget | null>(null);
  const loaded = useDeferredModule(layoutOverlays);

  const close = () => {
    const anchor = menu?.anchor;
    setMenu(null);
    // After Fluent's own focus handling of the closing menu.
    if (anchor) setTimeout(() => anchor.isConnected && anchor.focus(), 0);
  };
  const act = (action: TagAction) => {
    if (!menu) return;
    const { view } = menu;
    close();
    if (action === 'refresh') send({ type: 'REFRESH', path: view.path });
    else if (action === 'close') send({ type: 'CLOSE', path: view.path, activePath: pathname });
    else if (action === 'closeAll') send({ type: 'CLOSE_ALL', activePath: pathname });
    else {
      send({ type: 'CLOSE_OTHERS', path: view.path });
      if (view.path !== pathname) void navigate(view.fullPath);
    }
  };

  return (
    <nav className={mergeClasses(styles.root, className)} aria-label={LL.shell.tags()}>
      <ul className={styles.list}>
        {views.map((view) => (
          <Tag
            key={view.path}
            view={view}
            active={view.path === pathname}
            onMenu={(v, target, anchor) => {
              // Asked for before its module is in: it opens on this tag once it arrives.
              layoutOverlays.load().catch(() => setMenu(null));
              setMenu({ view: v, target, anchor });
            }}
          />
        ))}
      </ul>
      {loaded && <loaded.TagsMenu menu={menu} onClose={close} onAct={act} />}
    </nav>
  );
}
