/** Parts of a table row: the actions cell (or its "no action" text) and the totals row. */
import { makeStyles, TableCell, TableRow, Text, tokens, Toolbar } from '@fluentui/react-components';
import type { Column } from './columns';
import { useI18nContext } from '@locales/i18n-react';
import { RowActions, type RowAction } from './RowActions';

const useStyles = makeStyles({
  empty: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  counting: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
  wrap: { flexWrap: 'wrap' },
});

/**
 * A row's actions as a toolbar; with none, `emptyText` (e.g. "cannot operate") in a quieter
 * colour. The buttons wrap onto more lines where the column is narrow (a column of actions
 * among the data), except in the table's own actions column, which keeps them on one line.
 */
export function ActionsCell(props: {
  actions: readonly RowAction[];
  name: string;
  label: string;
  emptyText?: string;
  /** False keeps the buttons on one line. */
  wrap?: boolean;
  /**
   * Names the overflow menu after the toolbar ("Visibility actions for X: more"): a flow's column
   * beside the row's own actions, whose menu keeps "More actions for X".
   */
  namedMenu?: boolean;
}) {
  const styles = useStyles();
  const { LL } = useI18nContext();
  if (props.actions.length === 0 && props.emptyText) {
    return <Text className={styles.empty}>{props.emptyText}</Text>;
  }
  return (
    <Toolbar size="small" aria-label={props.label} className={props.wrap === false ? undefined : styles.wrap}>
      <RowActions
        actions={props.actions}
        name={props.name}
        moreLabel={props.namedMenu ? LL.list.moreOf({ group: props.label }) : undefined}
      />
    </Toolbar>
  );
}

/**
 * Totals over every row matching the filters: the first column without a total names the row.
 * Without `sums` (still being counted) that cell says so, quietly, and the totals stay empty.
 */
export function TotalsRow<Row>(props: {
  columns: readonly Column<Row>[];
  sums: Readonly<Record<string, unknown>> | undefined;
  label: string;
  className: string;
  /** The class of the cell under the selection boxes, when the rows have them. */
  leading?: string;
  /** The class of the cell under the actions, when the rows have them. */
  trailing?: string;
  cellClass: (column: Column<Row>) => string;
}) {
  const { columns, sums, label } = props;
  const styles = useStyles();
  const { LL } = useI18nContext();
  const labelled = columns.findIndex((column) => !column.total);
  const name = sums ? label : <span className={styles.counting}>{LL.list.counting()}</span>;
  return (
    <tfoot className={props.className}>
      <TableRow>
        {props.leading !== undefined && <TableCell className={props.leading} />}
        {columns.map((column, index) => (
          <TableCell key={column.key} className={props.cellClass(column)}>
            {column.total ? sums && column.total(sums) : index === labelled ? name : null}
          </TableCell>
        ))}
        {props.trailing !== undefined && <TableCell className={props.trailing} />}
      </TableRow>
    </tfoot>
  );
}
