/**
 * What a list column is, and what the table and the cards both need to know about the columns
 * shown: a cell's content, and which column names the row (it stays in view while the table
 * scrolls sideways).
 */
import type { ReactNode } from 'react';

export interface Column<Row, K extends string = string> {
  key: K;
  label: string;
  sortable?: boolean;
  render?: (row: Row) => ReactNode;
  /** False for a column the user may not hide (e.g. the name). */
  hideable?: boolean;
  /** False for a column hidden until the user shows it in the column chooser (a wide table's details). */
  shown?: false;
  /** Figures: right-aligned, tabular digits. */
  numeric?: boolean;
  /** The column's cell in the totals row, from the answer's `sums` (over every match, not the page). */
  total?: (sums: Readonly<Record<string, unknown>>) => ReactNode;
  /** False for a column that shows no data of the record (actions): left out of the CSV export. */
  data?: false;
  /** The record columns a non-data column stands for in the CSV export (from → to: both statuses). */
  exportAs?: readonly string[];
}

/** A row's cell: the column's renderer, else the row's field as text. */
export function cellOf<Row>(column: Column<Row>, row: Row): ReactNode {
  return column.render
    ? column.render(row)
    : String((row as unknown as Record<string, unknown>)[column.key] ?? '');
}

/** A value that is one short word (an id, a month, a phone number) never wraps, not even at a hyphen. */
export function isOneWord(content: ReactNode): boolean {
  return (typeof content === 'string' || typeof content === 'number') && /^\S{1,16}$/.test(String(content));
}

/**
 * The column kept in view on the left while the table scrolls: the one that names the row (a
 * column the user may not hide), else the first one shown.
 */
export function namingColumnKey<Row>(visible: readonly Column<Row>[]): string | undefined {
  return (visible.find((column) => column.hideable === false) ?? visible[0])?.key;
}

/** Whether a totals row shows: these columns have totals, and the answer has them or they are being counted. */
export function showsTotals<Row>(
  visible: readonly Column<Row>[],
  sums: Readonly<Record<string, unknown>> | undefined,
  counting = false,
): boolean {
  return (sums !== undefined || counting) && visible.some((column) => column.total);
}
