/**
 * A menu group's flyout in the collapsed sidebar (CollapsedMenu): its pages, beside the group's
 * button. Imported on the first intent on a group's button, with Fluent's menu and positioning.
 */
import type { ReactElement } from 'react';
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { useI18nContext } from '@locales/i18n-react';
import { routeTitle } from '@/i18n/routeTitle';
import { useOpenedAtOnce } from './deferred/useOpenedAtOnce';
import type { MenuItemEntry } from './menuModel';

export function GroupFlyout({
  triggerSlot,
  openAtOnce,
  entries,
}: {
  /** Where the button's props are handed over (DeferredTool): the button itself stays outside. */
  triggerSlot: ReactElement;
  openAtOnce: boolean;
  entries: readonly MenuItemEntry[];
}) {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  return (
    <Menu {...useOpenedAtOnce(openAtOnce)} positioning="after-top">
      <MenuTrigger disableButtonEnhancement>{triggerSlot}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {entries.map((child) => (
            <MenuItem key={child.path} onClick={() => void navigate(child.path)}>
              {routeTitle(LL, child.titleKey)}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
