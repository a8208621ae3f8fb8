/**
 * A small read-only table (a drawer's transitions, the dashboard's latest changes, a chart's
 * days, a partner's members): header cells and rows of cells, nothing to sort or page. The lists
 * with paging, filters and actions are DataTable's.
 */
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';

export interface PlainColumn<Row> {
  key: string;
  label: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes of the header cell, its button (where Fluent lays the label out) and the body cells. */
  className?: string;
  headerButtonClassName?: string;
}

export interface PlainTableProps<Row> {
  columns: readonly PlainColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

export function PlainTable<Row>({ columns, rows, rowKey, ...label }: PlainTableProps<Row>) {
  return (
    <Table size="small" {...label}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell
              key={column.key}
              className={column.className}
              {...(column.headerButtonClassName && { button: { className: column.headerButtonClassName } })}
            >
              {column.label}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={rowKey(row, index)}>
            {columns.map((column) => (
              <TableCell key={column.key} className={column.className}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
