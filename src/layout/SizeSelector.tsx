/**
 * The size selector (docs/routes.md): default, medium, small, mini; sends SET_SIZE to the app actor
 * (kept in the `size` cookie) and says 'Switch Size Success'. See src/shell/size.ts for the
 * mapping to Fluent sizes.
 */
import {
  Button,
  Menu,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tooltip,
  type MenuProps,
} from '@fluentui/react-components';
import { TextFontSize20Regular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { SIZES, type Size } from '@machines/app.machine.js';
import { notify } from '@/api/notifier';
import { useAppSend } from '@/shell/appState';
import { useControlSize, useShellSize } from '@/shell/size';

const SUCCESS_DURATION = 3000;

export function SizeSelector() {
  const { LL } = useI18nContext();
  const size = useShellSize();
  const control = useControlSize();
  const send = useAppSend();
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
    <Menu checkedValues={{ size: [size] }} onCheckedValueChange={onChange}>
      <MenuTrigger disableButtonEnhancement>
        <Tooltip content={LL.shell.size()} relationship="label">
          <Button appearance="subtle" size={control} icon={<TextFontSize20Regular />} data-testid="size-selector" />
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
