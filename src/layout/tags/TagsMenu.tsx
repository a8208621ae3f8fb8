/**
 * The tags bar's 105px context menu (TagsBar): refresh, close (not on affixed tags), close others,
 * close all, at the pointer or below the focused tag. Imported the first time a tag's menu is
 * asked for, with Fluent's menu and positioning; mounted from then on, so it closes with its motion.
 */
import { useEffect, useRef } from 'react';
import {
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  tokens,
  type PositioningVirtualElement,
} from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { TagView } from '@machines/tagsView.machine.js';

/** docs/decisions.md. */
export const TAGS_MENU_WIDTH = 105;

export type TagAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

export interface MenuTarget {
  view: TagView;
  target: PositioningVirtualElement | HTMLElement;
  /** Where focus returns when the menu closes. */
  anchor: HTMLElement | null;
}

const useStyles = makeStyles({
  menu: {
    boxSizing: 'border-box',
    width: `${TAGS_MENU_WIDTH}px`,
    minWidth: `${TAGS_MENU_WIDTH}px`,
    maxWidth: `${TAGS_MENU_WIDTH}px`,
    padding: tokens.spacingHorizontalXXS,
  },
  // Compact items, so every label fits on one line in 105px.
  item: {
    minHeight: '28px',
    paddingInline: tokens.spacingHorizontalS,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'nowrap',
  },
});

export function TagsMenu({
  menu,
  onClose,
  onAct,
}: {
  menu: MenuTarget | null;
  onClose: () => void;
  onAct: (action: TagAction) => void;
}) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  const popover = useRef<HTMLDivElement>(null);

  // No MenuTrigger here: move focus into the menu ourselves, so arrows and Enter work at once.
  useEffect(() => {
    if (!menu) return;
    const timer = setTimeout(
      () => popover.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus(),
      0,
    );
    return () => clearTimeout(timer);
  }, [menu]);

  return (
    <Menu
      open={menu !== null}
      onOpenChange={(_, data) => {
        if (!data.open) onClose();
      }}
      positioning={menu ? { target: menu.target, position: 'below', align: 'start' } : undefined}
    >
      <MenuPopover className={styles.menu} ref={popover}>
        <MenuList>
          <MenuItem className={styles.item} onClick={() => onAct('refresh')}>
            {LL.shell.refresh()}
          </MenuItem>
          {menu && !menu.view.affix && (
            <MenuItem className={styles.item} onClick={() => onAct('close')}>
              {LL.shell.close()}
            </MenuItem>
          )}
          <MenuItem className={styles.item} onClick={() => onAct('closeOthers')}>
            {LL.shell.closeOthers()}
          </MenuItem>
          <MenuItem className={styles.item} onClick={() => onAct('closeAll')}>
            {LL.shell.closeAll()}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
