/** Parts of a table row: the actions cell (or its "no action" text) and the totals row. */
import type { ReactNode } from 'react';
import { makeStyles, TableCell, TableRow, Text, tokens, Toolbar } from '@fluentui/react-components';
import { RowActions, type RowAction } from './RowActions';

const useStyles = makeStyles({
  empty: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
});

/** The column shape these parts read (DataTable's Column). */
interface TotalColumn<Row> {
  key: string;
  numeric?: boolean;
  total?: (sums: Readonly<Record<string, unknown>>) => ReactNode;
  render?: (row: Row) => ReactNode;
}

/** A row's actions as a toolbar; with none, `emptyText` (e.g. "cannot operate") in a quieter colour. */
export function ActionsCell(props: {
  actions: readonly RowAction[];
  name: string;
  label: string;
  emptyText?: string;
}) {
  const styles = useStyles();
  if (props.actions.length === 0 && props.emptyText) {
    return <Text className={styles.empty}>{props.emptyText}</Text>;
  }
  return (
    <Toolbar size="small" aria-label={props.label}>
      <RowActions actions={props.actions} name={props.name} />
    </Toolbar>
  );
}

/** Totals over every row matching the filters: the first column without a total names the row. */
export function TotalsRow<Row>(props: {
  columns: readonly TotalColumn<Row>[];
  sums: Readonly<Record<string, unknown>>;
  label: string;
  leading: boolean;
  trailing: boolean;
  className: string;
  numericClass: string;
}) {
  const { columns, sums, label } = props;
  const labelled = columns.findIndex((column) => !column.total);
  return (
    <tfoot className={props.className}>
      <TableRow>
        {props.leading && <TableCell />}
        {columns.map((column, index) => (
          <TableCell key={column.key} className={column.numeric ? props.numericClass : undefined}>
            {column.total ? column.total(sums) : index === labelled ? label : null}
          </TableCell>
        ))}
        {props.trailing && <TableCell />}
      </TableRow>
    </tfoot>
  );
}
