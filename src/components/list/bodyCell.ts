/**
 * The look of Fluent's table cell as one class string per table: a page of a list has a thousand
 * cells or more, and Fluent's cell component costs hooks, slots and class merging for each of them
 * on every page, a fifth of the time from "next page" to the rows painted (docs/lists.md).
 */
import {
  createCustomFocusIndicatorStyle,
  makeStyles,
  mergeClasses,
  tableCellClassNames,
  tokens,
  type TableProps,
} from '@fluentui/react-components';

// As Fluent's TableCell in a native table, rule for rule.
const useStyles = makeStyles({
  root: {
    display: 'table-cell',
    verticalAlign: 'middle',
    position: 'relative',
    padding: `0px ${tokens.spacingHorizontalS}`,
    ...createCustomFocusIndicatorStyle(
      { outline: `2px solid ${tokens.colorStrokeFocus2}`, borderRadius: tokens.borderRadiusMedium },
      { selector: 'focus' },
    ),
  },
  medium: { height: '44px' },
  small: { height: '34px' },
  'extra-small': { height: '24px' },
});

/** The class a body cell of a table of this density starts from; plain `<td>`s take it. */
export function useBodyCellClass(density: NonNullable<TableProps['size']>): string {
  const styles = useStyles();
  return mergeClasses(tableCellClassNames.root, styles.root, styles[density]);
}
