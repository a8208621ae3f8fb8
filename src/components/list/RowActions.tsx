/**
 * A row's actions, declared once as data (label, icon, what it does) and rendered the same way
 * on every list: the first few as buttons, the rest in a "More actions" menu, so the actions
 * column keeps its width however many actions a screen offers.
 */
import type { ReactElement } from 'react';
import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';

export interface RowAction {
  /** Stable id (tests and keys). */
  id: string;
  label: string;
  icon?: ReactElement;
  /** Destructive actions are listed last and asked about before they run. */
  danger?: boolean;
  run: () => void;
}

/** How many actions are shown as buttons before the overflow menu. */
export const INLINE_ACTIONS = 2;

/**
 * `moreLabel`: the overflow button's name where a row has two menus (a flow's actions beside the
 * row's own), so a screen reader tells them apart; default "More actions for <name>".
 */
export function RowActions({ actions, name, moreLabel }: { actions: readonly RowAction[]; name: string; moreLabel?: string }) {
  const { LL } = useI18nContext();
  // A dialog or drawer an action opens gives focus back here when it closes (docs/browser.md).
  const restoreFocus = useRestoreFocusTarget();
  const ordered = [...actions.filter((a) => !a.danger), ...actions.filter((a) => a.danger)];
  // Two actions fit; with three or more, one stays a button and the rest go in the menu.
  const inline = ordered.length <= INLINE_ACTIONS ? ordered : ordered.slice(0, 1);
  const overflow = ordered.slice(inline.length);
  return (
    <>
      {inline.map((action) => (
        <Button
          key={action.id}
          appearance="subtle"
          size="small"
          icon={action.icon}
          onClick={action.run}
          {...restoreFocus}
        >
          {action.label}
        </Button>
      ))}
      {overflow.length > 0 && (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button
              appearance="subtle"
              size="small"
              icon={<MoreHorizontalRegular />}
              aria-label={moreLabel ?? LL.list.moreActions({ name })}
              title={moreLabel ?? LL.list.moreActions({ name })}
              {...restoreFocus}
            />
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {overflow.map((action) => (
                <MenuItem key={action.id} icon={action.icon} onClick={action.run}>
                  {action.label}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      )}
    </>
  );
}
