/**
 * The list as a table (wide screens): sortable headers, selectable rows, the row's actions and
 * the totals. Columns size to their content and text wraps at word boundaries, so a table fits
 * its box when it can; when it cannot, it scrolls sideways inside its own box with the column
 * that names the row (and the selection boxes) kept on the left and the actions on the right.
 * Those sticky cells are opaque and stay in the table's flow, so they take their own width and
 * what scrolls passes under them instead of being covered where it stands (docs/lists.md).
 */
import type { ReactNode } from 'react';
import {
  makeStyles,
  mergeClasses,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  TableSelectionCell,
  tokens,
  type TableProps,
} from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { nextSort, sortDirectionOf, type ListRow } from '@machines/list.machine.js';
import { cellOf, isOneWord, namingColumnKey, showsTotals } from './columns';
import type { RowsViewProps } from './rowsView';
import { useBodyCellClass } from './bodyCell';
import { ActionsCell, TotalsRow } from './TableRowParts';
import { useScrollEdges } from './useScrollEdges';

/** Fluent's selection cell width: the naming column sticks right after it. */
const SELECTION_WIDTH = '44px';

const useStyles = makeStyles({
  scroll: { overflow: 'auto', maxHeight: '70vh', position: 'relative' },
  table: { tableLayout: 'auto', width: '100%' },
  // Text wraps between words where the table is short of room; a badge never does, and a CJK
  // value keeps a few characters a line.
  text: { minWidth: '3em', '& .fui-Badge': { whiteSpace: 'nowrap' } },
  oneWord: { whiteSpace: 'nowrap' },
  numeric: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  // Fluent's cells are flex boxes: push a numeric header's button and content to the end.
  numericHeader: { '& > *': { justifyContent: 'flex-end' } },
  // Labels wrap between words only: a Chinese or Japanese label is one word.
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    backgroundColor: tokens.colorNeutralBackground1,
    wordBreak: ['keep-all', 'auto-phrase'],
  },
  start: {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: `1px 0 0 ${tokens.colorNeutralStroke2}`,
  },
  afterSelection: { left: SELECTION_WIDTH },
  selection: { position: 'sticky', left: 0, zIndex: 1, backgroundColor: tokens.colorNeutralBackground1 },
  actions: {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    whiteSpace: 'nowrap',
    width: '1%',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: `-1px 0 0 ${tokens.colorNeutralStroke2}`,
  },
  // What lies under a sticky column is announced by a shadow over it.
  // Drawn by a pseudo-element beside the cell: a collapsed-border table paints no box-shadow on cells.
  shadowBefore: {
    '::after': {
      content: '""',
      position: 'absolute',
      top: 0,
      bottom: 0,
      right: '-8px',
      width: '8px',
      pointerEvents: 'none',
      backgroundImage: `linear-gradient(to right, ${tokens.colorNeutralShadowKey}, transparent)`,
    },
  },
  shadowAfter: {
    '::before': {
      content: '""',
      position: 'absolute',
      top: 0,
      bottom: 0,
      left: '-8px',
      width: '8px',
      pointerEvents: 'none',
      backgroundImage: `linear-gradient(to left, ${tokens.colorNeutralShadowKey}, transparent)`,
    },
  },
  // A sticky header cell lies above the body's sticky cells and the header row.
  corner: { zIndex: 3, top: 0 },
  totals: {
    position: 'sticky',
    bottom: 0,
    zIndex: 2,
    backgroundColor: tokens.colorNeutralBackground3,
    fontWeight: tokens.fontWeightSemibold,
  },
  totalsSticky: { backgroundColor: tokens.colorNeutralBackground3 },
});

export function TableGrid<Row extends ListRow>(
  props: RowsViewProps<Row> & { density: NonNullable<TableProps['size']> },
) {
  const { caption, visible, rows, sort, selection, selectable, send, nameOf, rowActions } = props;
  const { LL } = useI18nContext();
  const styles = useStyles();
  const naming = namingColumnKey(visible);
  const { ref: scrollBox, edges } = useScrollEdges<HTMLDivElement>();
  const startClass = mergeClasses(styles.start, selectable && styles.afterSelection, edges.before && styles.shadowBefore);
  const actionsClass = mergeClasses(styles.actions, edges.after && styles.shadowAfter);
  const selectedOnPage = rows.filter((row) => selection.includes(row.id)).length;
  const allSelected = rows.length > 0 && selectedOnPage === rows.length;
  const columnClass = (key: string, numeric: boolean | undefined) =>
    mergeClasses(numeric ? styles.numeric : styles.text, key === naming && startClass);
  // Each column's two classes, merged once for the page rather than once a cell.
  const bodyCell = useBodyCellClass(props.density);
  const cellClasses = visible.map((column) => {
    const base = mergeClasses(bodyCell, columnClass(column.key, column.numeric));
    return { base, oneWord: mergeClasses(base, styles.oneWord) };
  });

  const headerCell = (column: (typeof visible)[number]): ReactNode => {
    const className = mergeClasses(
      styles.header,
      column.numeric && styles.numericHeader,
      column.key === naming && startClass,
      column.key === naming && styles.corner,
    );
    if (!column.sortable) {
      return (
        <TableHeaderCell key={column.key} className={className}>
          {column.label}
        </TableHeaderCell>
      );
    }
    const direction = sortDirectionOf(sort, column.key);
    return (
      <TableHeaderCell
        key={column.key}
        className={className}
        sortDirection={
          direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined
        }
        onClick={() => send({ type: 'SET_SORT', sort: nextSort(sort, column.key) })}
      >
        {column.label}
      </TableHeaderCell>
    );
  };

  return (
    <div ref={scrollBox} className={styles.scroll}>
      <Table
        sortable
        size={props.density}
        className={styles.table}
        aria-label={caption}
        aria-busy={props.busy}
      >
        <TableHeader>
          <TableRow>
            {selectable && (
              <TableSelectionCell
                className={mergeClasses(styles.header, styles.selection, styles.corner)}
                checked={allSelected ? true : selectedOnPage > 0 ? 'mixed' : false}
                onClick={() => send({ type: allSelected ? 'CLEAR_SELECTION' : 'SELECT_PAGE' })}
                checkboxIndicator={{ 'aria-label': LL.list.selectPage() }}
              />
            )}
            {visible.map(headerCell)}
            {rowActions && (
              <TableHeaderCell className={mergeClasses(styles.header, actionsClass, styles.corner)}>
                {LL.list.actions()}
              </TableHeaderCell>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, position) => {
            const selected = selection.includes(row.id);
            return (
              // Keyed by place, not id: the next page updates these rows' cells in place instead of
              // unmounting one page and mounting another (a quarter faster, docs/lists.md).
              <TableRow key={position} data-row-id={row.id} aria-selected={selectable ? selected : undefined}>
                {selectable && (
                  <TableSelectionCell
                    className={styles.selection}
                    checked={selected}
                    onClick={() => send({ type: selected ? 'DESELECT' : 'SELECT', id: row.id })}
                    checkboxIndicator={{ 'aria-label': LL.list.selectRow({ id: nameOf(row) }) }}
                  />
                )}
                {visible.map((column, index) => {
                  const content = cellOf(column, row);
                  const classes = cellClasses[index]!;
                  return (
                    <td key={column.key} className={isOneWord(content) ? classes.oneWord : classes.base}>
                      {content}
                    </td>
                  );
                })}
                {rowActions && (
                  <TableCell className={actionsClass}>
                    <ActionsCell
                      actions={rowActions(row)}
                      name={nameOf(row)}
                      label={LL.list.rowActions({ name: nameOf(row) })}
                      wrap={false}
                    />
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
        {showsTotals(visible, props.sums, props.counting) && (
          <TotalsRow
            columns={visible}
            sums={props.sums}
            label={LL.list.totals()}
            className={styles.totals}
            leading={selectable ? mergeClasses(styles.selection, styles.totalsSticky) : undefined}
            trailing={rowActions ? mergeClasses(actionsClass, styles.totalsSticky) : undefined}
            cellClass={(column) =>
              mergeClasses(
                columnClass(column.key, column.numeric),
                column.key === naming && styles.totalsSticky,
              )
            }
          />
        )}
      </Table>
    </div>
  );
}
