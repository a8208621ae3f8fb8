/**
 * The size selector's menu and tooltip around its button (SizeSelector): default, medium, small,
 * mini; sends SET_SIZE to the app actor (kept in the `size` cookie) and says 'Switch Size Success'.
 * Imported on the first intent on the button.
 */
import type { ReactElement } from 'react';
import {
  Menu,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tooltip,
  type MenuProps,
} from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { SIZES, type Size } from '@machines/app.machine.js';
import { notify } from '@/api/notifier';
import { useAppSend } from '@/shell/appState';
import { useShellSize } from '@/shell/size';
import { useOpenedAtOnce } from './deferred/useOpenedAtOnce';

const SUCCESS_DURATION = 3000;

export function SizeMenu({
  triggerSlot,
  openAtOnce,
}: {
  /** Where the button's props are handed over (DeferredTool): the button itself stays outside. */
  triggerSlot: ReactElement;
  openAtOnce: boolean;
}) {
  const { LL } = useI18nContext();
  const size = useShellSize();
  const send = useAppSend();
  const opened = useOpenedAtOnce(openAtOnce);
  const names: Record<Size, string> = {
    default: LL.shell.sizeDefault(),
    medium: LL.shell.sizeMedium(),
    small: LL.shell.sizeSmall(),
    mini: LL.shell.sizeMini(),
  };
  const onChange: MenuProps['onCheckedValueChange'] = (_, { checkedItems }) => {
    const next = checkedItems[0] as Size | undefined;
    if (!next || next === size || !SIZES.includes(next)) return;
    send({ type: 'SET_SIZE', size: next });
    notify('success', LL.messages.switchSizeSuccess(), SUCCESS_DURATION);
  };
  return (
    <Menu {...opened} checkedValues={{ size: [size] }} onCheckedValueChange={onChange}>
      <MenuTrigger disableButtonEnhancement>
        <Tooltip content={LL.shell.size()} relationship="label">
          {triggerSlot}
        </Tooltip>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {SIZES.map((value) => (
            <MenuItemRadio key={value} name="size" value={value}>
              {names[value]}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
