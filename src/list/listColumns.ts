/**
 * A list screen's columns typed by its resource contract (docs/lists.md): a data column's key is
 * one of the contract's columns (a key the contract does not know does not compile); a column that
 * shows no record data (actions, a status change drawn from two fields) says `data: false` and is
 * left out of the CSV export, or exported as the contract columns it stands for (`exportAs`).
 */
import type { ColumnKeyOf, FilterParamOf, RecordOf, ResourceContract } from '@contracts/resourceContract.js';
import type { Column } from '@/components/list/DataTable';
import type { FilterField } from '@/components/list/FilterBar';

export type DataColumn<C extends ResourceContract> = Column<RecordOf<C>, ColumnKeyOf<C>>;
export type ScreenColumn<C extends ResourceContract> = Column<RecordOf<C>> & {
  data: false;
  exportAs?: readonly ColumnKeyOf<C>[];
};
export type ListColumn<C extends ResourceContract> = DataColumn<C> | ScreenColumn<C>;

/** The contract columns to export for the visible columns, in their order (no duplicates). */
export function exportColumnsOf<C extends ResourceContract>(
  contract: C,
  columns: readonly Pick<Column<unknown>, 'key' | 'data' | 'exportAs'>[],
  visibleKeys: readonly string[],
): ColumnKeyOf<C>[] {
  const keys = visibleKeys.flatMap((key) => {
    const column = columns.find((c) => c.key === key);
    if (!column) return [];
    return column.data === false ? [...(column.exportAs ?? [])] : [key];
  });
  return [...new Set(keys)].filter((key): key is ColumnKeyOf<C> => key in contract.columns);
}

/** A list screen's filter inputs, named by its contract's filters. */
export type ListFilter<C extends ResourceContract> = FilterField<FilterParamOf<C>>;
