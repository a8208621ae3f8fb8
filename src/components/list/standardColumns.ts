/**
 * Columns nearly every list has, declared once: the record id, its timestamps (shown with
 * the app's date format), counts and money. A screen passes the label so each can say
 * "Created" or its own word.
 */
import { createElement, type ReactNode } from 'react';
import { parseTime } from '@/utils/format';
import { Count } from '@/i18n/Count';
import { Money } from '@/platform/Money';
import type { Column } from './columns';

export function idColumn<Row extends { id: number }>(label: string): Column<Row, 'id'> {
  return { key: 'id', label, sortable: true };
}

/** A time column for an ISO field of the row (empty when the field is null). */
export function timeColumn<Row, K extends keyof Row & string = keyof Row & string>(
  key: K,
  label: string,
  options: { sortable?: boolean } = {},
): Column<Row, K> {
  return {
    key,
    label,
    sortable: options.sortable ?? false,
    render: (row) => parseTime(row[key] as string | null | undefined) ?? '',
  };
}

type FigureOptions = { sortable?: boolean; total?: boolean };

/** A right-aligned figure of the row shown by `shown`, and its total when the list sums it. */
function numberColumn<Row, K extends keyof Row & string>(
  key: K,
  label: string,
  options: FigureOptions,
  shown: (value: unknown) => ReactNode,
): Column<Row, K> {
  return {
    key,
    label,
    numeric: true,
    sortable: options.sortable ?? false,
    render: (row) => shown(row[key]),
    ...(options.total && { total: (sums: Readonly<Record<string, unknown>>) => shown(sums[key]) }),
  };
}

/** A count of the row, with thousands separators. */
export function figureColumn<Row, K extends keyof Row & string = keyof Row & string>(key: K, label: string, options: FigureOptions = {}) {
  return numberColumn<Row, K>(key, label, options, (value) =>
    createElement(Count, { value: value as number | string | null | undefined }),
  );
}

/**
 * A money amount of the row in the platform's currency, written the user's way ("¥1,234.50").
 * Every money column is this one.
 */
export function moneyColumn<Row, K extends keyof Row & string = keyof Row & string>(key: K, label: string, options: FigureOptions = {}) {
  return numberColumn<Row, K>(key, label, options, (value) =>
    createElement(Money, { amount: value as string | number | null | undefined }),
  );
}

/**
 * The columns with `extra` right after the status column: an action column that depends on the
 * status (settlement, review) stays in view on a wide table.
 */
export function afterStatus<T extends { key: string }>(columns: readonly T[], extra: T): T[] {
  const at = columns.findIndex((column) => column.key === 'status') + 1;
  return [...columns.slice(0, at), extra, ...columns.slice(at)];
}
