/** What the two ways of showing a page of rows (the table and the cards) are given. */
import type { ListEvent, ListRow, RowId } from '@machines/list.machine.js';
import type { Column } from './columns';
import type { RowAction } from './RowActions';

export interface RowsViewProps<Row extends ListRow> {
  caption: string;
  /** The columns shown, in order. */
  visible: readonly Column<Row>[];
  rows: readonly Row[];
  /** The query's sort (`field,asc`), or none. */
  sort: string | null;
  selection: readonly RowId[];
  selectable: boolean;
  send: (event: ListEvent) => void;
  nameOf: (row: Row) => string;
  rowActions?: (row: Row) => readonly RowAction[];
  /** The totals over every match, once counted. */
  sums?: Readonly<Record<string, unknown>>;
  /** The totals of these filters are being counted: the totals row says so. */
  counting?: boolean;
  /** A newer page is on its way. */
  busy: boolean;
}
