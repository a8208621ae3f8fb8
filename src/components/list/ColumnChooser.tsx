/** The "Columns" menu: which columns show; a column that may not be hidden stays checked. */
import {
  Button,
  Menu,
  MenuItemCheckbox,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { ColumnTripleEditRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';

export function ColumnChooser(props: {
  columns: readonly { key: string; label: string; hideable?: boolean }[];
  visible: readonly string[];
  onChoose: (checked: string[]) => void;
}) {
  const { LL } = useI18nContext();
  return (
    <Menu
      checkedValues={{ columns: [...props.visible] }}
      onCheckedValueChange={(_, data) => props.onChoose(data.checkedItems)}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          icon={<ColumnTripleEditRegular />}
          aria-label={LL.list.chooseColumns()}
        >
          {LL.list.columns()}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {props.columns.map((column) => (
            <MenuItemCheckbox
              key={column.key}
              name="columns"
              value={column.key}
              disabled={column.hideable === false}
            >
              {column.label}
            </MenuItemCheckbox>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
