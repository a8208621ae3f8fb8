/**
 * Columns nearly every list has, declared once: the record id, its timestamps (shown with
 * the app's date format) and figures. A screen passes the label so each can say "Created" or its own word.
 */
import { formatThousands, parseTime } from '@/utils/format';
import type { Column } from './DataTable';

export function idColumn<Row extends { id: number }>(label: string): Column<Row> {
  return { key: 'id', label, sortable: true };
}

/** A time column for an ISO field of the row (empty when the field is null). */
export function timeColumn<Row>(
  key: keyof Row & string,
  label: string,
  options: { sortable?: boolean } = {},
): Column<Row> {
  return {
    key,
    label,
    sortable: options.sortable ?? false,
    render: (row) => parseTime(row[key] as string | null | undefined) ?? '',
  };
}

/** A count or money figure of the row, with thousands separators, and its total when the list sums it. */
export function figureColumn<Row>(
  key: keyof Row & string,
  label: string,
  options: { sortable?: boolean; total?: boolean } = {},
): Column<Row> {
  const shown = (value: unknown) =>
    value === null || value === undefined ? '' : formatThousands(value as number | string);
  return {
    key,
    label,
    numeric: true,
    sortable: options.sortable ?? false,
    render: (row) => shown(row[key]),
    ...(options.total && { total: (sums: Readonly<Record<string, unknown>>) => shown(sums[key]) }),
  };
}

/**
 * The columns with `extra` right after the status column: an action column that depends on the
 * status (settlement, review) stays in view on a wide table.
 */
export function afterStatus<Row>(
  columns: readonly Column<Row>[],
  extra: Column<Row>,
): Column<Row>[] {
  const at = columns.findIndex((column) => column.key === 'status') + 1;
  return [...columns.slice(0, at), extra, ...columns.slice(at)];
}
