/**
 * The "Columns" chooser: which columns show and in what order (move up / down). A column that may
 * not be hidden stays checked. The order is the table's and the CSV export's.
 */
import {
  Button,
  Checkbox,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, ColumnTripleEditRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0, padding: 0 },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, listStyleType: 'none' },
  name: { flexGrow: 1 },
});

export function ColumnChooser(props: {
  /** Every column, in the user's order. */
  columns: readonly { key: string; label: string; hideable?: boolean }[];
  visible: readonly string[];
  onChoose: (checked: string[]) => void;
  onMove: (key: string, step: -1 | 1) => void;
}) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  const { columns, visible } = props;
  const toggle = (key: string, checked: boolean) =>
    props.onChoose(checked ? [...visible, key] : visible.filter((shown) => shown !== key));
  return (
    <Popover positioning="below-end" trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<ColumnTripleEditRegular />} aria-label={LL.list.chooseColumns()}>
          {LL.list.columns()}
        </Button>
      </PopoverTrigger>
      <PopoverSurface aria-label={LL.list.chooseColumns()}>
        <ul className={styles.list}>
          {columns.map((column, index) => (
            <li key={column.key} className={styles.item}>
              <Checkbox
                className={styles.name}
                label={column.label}
                checked={visible.includes(column.key)}
                disabled={column.hideable === false}
                onChange={(_, data) => toggle(column.key, data.checked === true)}
              />
              <Button
                size="small"
                appearance="subtle"
                icon={<ArrowUpRegular />}
                aria-label={LL.list.moveColumnUp({ label: column.label })}
                disabled={index === 0}
                onClick={() => props.onMove(column.key, -1)}
              />
              <Button
                size="small"
                appearance="subtle"
                icon={<ArrowDownRegular />}
                aria-label={LL.list.moveColumnDown({ label: column.label })}
                disabled={index === columns.length - 1}
                onClick={() => props.onMove(column.key, 1)}
              />
            </li>
          ))}
        </ul>
      </PopoverSurface>
    </Popover>
  );
}
