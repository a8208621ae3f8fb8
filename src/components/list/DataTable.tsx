/**
 * Renders a list machine's snapshot: server paging with a page-size choice, sortable columns
 * (header click, aria-sort), row selection with a bulk-action bar, a sticky header, a column
 * chooser kept per user, density following the app size setting, and the empty, loading
 * (skeleton) and error-with-retry states. It sends list events; it keeps no list state.
 */
import { useState, type ReactNode } from 'react';
import {
  Button,
  makeStyles,
  mergeClasses,
  ProgressBar,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  TableSelectionCell,
  Text,
  tokens,
  type TableProps,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { Size } from '@machines/app.machine.js';
import { nextSort, sortDirectionOf, type ListEvent, type ListRow } from '@machines/list.machine.js';
import { useShellSize } from '@/shell/size';
import type { ListSnapshot } from '@/list/useListMachine';
import { describeFailure } from '@/api/errorText';
import { columnsKey, readHiddenColumns, writeHiddenColumns } from './columnPrefs';
import { ColumnChooser } from './ColumnChooser';
import { EmptyState, ErrorState, LoadingState } from './ListStates';
import { Pager } from './Pager';
import { ActionsCell, TotalsRow } from './TableRowParts';
import type { RowAction } from './RowActions';

export interface Column<Row> {
  key: string;
  label: string;
  sortable?: boolean;
  render?: (row: Row) => ReactNode;
  /** False for a column the user may not hide (e.g. the name). */
  hideable?: boolean;
  /** Figures: right-aligned, tabular digits. */
  numeric?: boolean;
  /** The column's cell in the totals row, from the answer's `sums` (over every match, not the page). */
  total?: (sums: Readonly<Record<string, unknown>>) => ReactNode;
}

export interface DataTableProps<Row extends ListRow> {
  /** Names the table (and its column preferences). */
  tableId: string;
  caption: string;
  columns: readonly Column<Row>[];
  snapshot: ListSnapshot;
  send: (event: ListEvent) => void;
  /** The user the column choice is kept for. */
  userKey?: string;
  selectable?: boolean;
  /** The row's name for labels ("Select row …", "Actions for …"). */
  rowName?: (row: Row) => string;
  /** The row's actions as data (src/components/list/RowActions.tsx); the column shows when given. */
  rowActions?: (row: Row) => readonly RowAction[];
  /** Shown above the table while rows are selected. */
  bulkActions?: ReactNode;
}

const DENSITY: Record<Size, NonNullable<TableProps['size']>> = {
  default: 'medium',
  medium: 'medium',
  small: 'small',
  mini: 'extra-small',
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  scroll: { overflow: 'auto', maxHeight: '70vh', position: 'relative' },
  // Columns size to their content (Fluent's fixed layout squeezed the actions out at 1280px).
  table: { tableLayout: 'auto', minWidth: '100%', width: 'max-content' },
  // Pinned to the right edge, so a wide table (users: 14 columns) keeps its actions in view.
  actions: {
    whiteSpace: 'nowrap',
    width: '1%',
    position: 'sticky',
    right: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: `-1px 0 0 ${tokens.colorNeutralStroke2}`,
  },
  actionsHeader: { zIndex: 2 },
  numeric: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  // Fluent's cells are flex boxes: push a numeric header's button and content to the end.
  numericHeader: { '& > *': { justifyContent: 'flex-end' } },
  totals: {
    position: 'sticky',
    bottom: 0,
    backgroundColor: tokens.colorNeutralBackground3,
    fontWeight: tokens.fontWeightSemibold,
  },
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    justifyContent: 'space-between',
  },
  bulk: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalXS,
    backgroundColor: tokens.colorBrandBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  progress: { height: '2px' },
});

function useDensity(): NonNullable<TableProps['size']> {
  return DENSITY[useShellSize()];
}

export function DataTable<Row extends ListRow>(props: DataTableProps<Row>) {
  const {
    tableId,
    caption,
    columns,
    snapshot,
    send,
    userKey = 'anonymous',
    selectable = false,
    rowName,
    rowActions,
    bulkActions,
  } = props;
  const { LL } = useI18nContext();
  const styles = useStyles();
  const density = useDensity();
  const storageKey = columnsKey(userKey, tableId);
  const [hidden, setHidden] = useState<string[]>(() => readHiddenColumns(storageKey));
  const { context } = snapshot;
  const page = context.page;
  const rows = (page?.records ?? []) as Row[];
  const loading = snapshot.hasTag('busy');
  const visible = columns.filter(
    (column) => column.hideable === false || !hidden.includes(column.key),
  );
  const nameOf = (row: Row) => (rowName ? rowName(row) : String(row.id));
  const selectedOnPage = rows.filter((row) => context.selection.includes(row.id)).length;
  const allSelected = rows.length > 0 && selectedOnPage === rows.length;

  const chooseColumns = (checked: string[]) => {
    const next = columns
      .filter((c) => c.hideable !== false && !checked.includes(c.key))
      .map((c) => c.key);
    setHidden(next);
    writeHiddenColumns(storageKey, next);
  };

  let body: ReactNode;
  if (snapshot.matches('failure')) {
    const error = context.error;
    const message = error ? describeFailure(error) : '';
    body = <ErrorState message={message} onRetry={() => send({ type: 'RETRY' })} />;
  } else if (!page) {
    body = <LoadingState />;
  } else if (rows.length === 0) {
    body = <EmptyState />;
  } else {
    body = (
      <div className={styles.scroll}>
        <Table
          sortable
          size={density}
          className={styles.table}
          aria-label={caption}
          aria-busy={loading}
        >
          <TableHeader className={styles.header}>
            <TableRow>
              {selectable && (
                <TableSelectionCell
                  checked={allSelected ? true : selectedOnPage > 0 ? 'mixed' : false}
                  onClick={() => send({ type: allSelected ? 'CLEAR_SELECTION' : 'SELECT_PAGE' })}
                  checkboxIndicator={{ 'aria-label': LL.list.selectPage() }}
                />
              )}
              {visible.map((column) => {
                const direction = sortDirectionOf(context.query.sort, column.key);
                return column.sortable ? (
                  <TableHeaderCell
                    key={column.key}
                    className={column.numeric ? styles.numericHeader : undefined}
                    sortDirection={
                      direction === 'asc'
                        ? 'ascending'
                        : direction === 'desc'
                          ? 'descending'
                          : undefined
                    }
                    onClick={() =>
                      send({ type: 'SET_SORT', sort: nextSort(context.query.sort, column.key) })
                    }
                  >
                    {column.label}
                  </TableHeaderCell>
                ) : (
                  <TableHeaderCell
                    key={column.key}
                    className={column.numeric ? styles.numericHeader : undefined}
                  >
                    {column.label}
                  </TableHeaderCell>
                );
              })}
              {rowActions && (
                <TableHeaderCell className={mergeClasses(styles.actions, styles.actionsHeader)}>
                  {LL.list.actions()}
                </TableHeaderCell>
              )}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => {
              const selected = context.selection.includes(row.id);
              return (
                <TableRow key={row.id} aria-selected={selectable ? selected : undefined}>
                  {selectable && (
                    <TableSelectionCell
                      checked={selected}
                      onClick={() => send({ type: selected ? 'DESELECT' : 'SELECT', id: row.id })}
                      checkboxIndicator={{ 'aria-label': LL.list.selectRow({ id: nameOf(row) }) }}
                    />
                  )}
                  {visible.map((column) => (
                    <TableCell
                      key={column.key}
                      className={column.numeric ? styles.numeric : undefined}
                    >
                      {column.render
                        ? column.render(row)
                        : String((row as unknown as Record<string, unknown>)[column.key] ?? '')}
                    </TableCell>
                  ))}
                  {rowActions && (
                    <TableCell className={styles.actions}>
                      <ActionsCell
                        actions={rowActions(row)}
                        name={nameOf(row)}
                        label={LL.list.rowActions({ name: nameOf(row) })}
                      />
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
          {page.sums && visible.some((column) => column.total) && (
            <TotalsRow
              columns={visible}
              sums={page.sums}
              label={LL.list.totals()}
              leading={selectable}
              trailing={Boolean(rowActions)}
              className={styles.totals}
              numericClass={styles.numeric}
            />
          )}
        </Table>
      </div>
    );
  }

  return (
    <section className={styles.root} aria-label={caption}>
      <div className={styles.bar}>
        {context.selection.length > 0 && bulkActions ? (
          <div className={styles.bulk} role="toolbar" aria-label={LL.list.bulkActions()}>
            <Text>{LL.list.selected({ count: context.selection.length })}</Text>
            {bulkActions}
            <Button
              appearance="subtle"
              icon={<DismissRegular />}
              onClick={() => send({ type: 'CLEAR_SELECTION' })}
            >
              {LL.list.clearSelection()}
            </Button>
          </div>
        ) : (
          <span />
        )}
        <ColumnChooser
          columns={columns}
          visible={visible.map((c) => c.key)}
          onChoose={chooseColumns}
        />
      </div>
      <div className={styles.progress}>
        {loading && page ? <ProgressBar aria-label={LL.list.loading()} /> : null}
      </div>
      {body}
      {page && (
        <Pager total={page.total} page={context.query.page} size={context.query.size} send={send} />
      )}
    </section>
  );
}
