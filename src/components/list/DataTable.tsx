/**
 * Renders a list machine's snapshot: server paging with a page-size choice, sorting, row
 * selection with a bulk-action bar, a column chooser kept per user, density following the app
 * size setting, and the empty, loading (skeleton) and error-with-retry states. The rows are a
 * table on wide screens (TableGrid) and cards on the app's mobile device (RowCards). The rows show
 * as soon as they arrive; the total, the pages and the totals row say "Counting…" until the count
 * of the current filters arrives (docs/scale.md). It sends list events; it keeps no list state.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Button, makeStyles, ProgressBar, Text, tokens, type TableProps } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { Size } from '@machines/app.machine.js';
import { knownTotal, listFailure, type ListEvent, type ListRow } from '@machines/list.machine.js';
import { useAppSelector } from '@/shell/appState';
import { useShellSize } from '@/shell/size';
import type { ListSnapshot } from '@/list/useListMachine';
import { describeFailure } from '@/api/errorText';
import type { Column } from './columns';
import { ColumnChooser } from './ColumnChooser';
import { EmptyState, ErrorState, LoadingState } from './ListStates';
import { Pager } from './Pager';
import { useReturnFocus, type FocusRequest } from './returnFocus';
import { RowCards } from './RowCards';
import type { RowAction } from './RowActions';
import type { RowsViewProps } from './rowsView';
import { TableGrid } from './TableGrid';
import { useColumnChoice, type ColumnChoice } from './useColumnChoice';

export type { Column } from './columns';

export interface DataTableProps<Row extends ListRow> {
  /** Names the table (and its column preferences). */
  tableId: string;
  caption: string;
  columns: readonly Column<Row>[];
  snapshot: ListSnapshot;
  send: (event: ListEvent) => void;
  /** The user the column choice is kept for. */
  userKey?: string;
  /** The column choice, when the screen reads it too (e.g. to export what is shown). */
  columnChoice?: ColumnChoice<Row>;
  selectable?: boolean;
  /** The row's name for labels ("Select row …", "Actions for …"). */
  rowName?: (row: Row) => string;
  /** What the empty list says (ListStates' default otherwise). */
  emptyText?: string;
  /** The row's actions as data (src/components/list/RowActions.tsx); the column shows when given. */
  rowActions?: (row: Row) => readonly RowAction[];
  /** Shown above the table while rows are selected. */
  bulkActions?: ReactNode;
  /** Told the visible columns' keys, in the user's order, whenever they change (the export's columns). */
  onVisibleColumns?: (keys: readonly string[]) => void;
  /** The row focus goes back to once the list is read again (after an action on it). */
  returnFocusTo?: FocusRequest | null;
}

const DENSITY: Record<Size, NonNullable<TableProps['size']>> = {
  default: 'medium',
  medium: 'medium',
  small: 'small',
  mini: 'extra-small',
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    justifyContent: 'space-between',
  },
  bulk: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalXS,
    backgroundColor: tokens.colorBrandBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  progress: { height: '2px' },
});

export function DataTable<Row extends ListRow>(props: DataTableProps<Row>) {
  const { tableId, caption, columns, snapshot, send, userKey = 'anonymous', rowName } = props;
  const { LL } = useI18nContext();
  const styles = useStyles();
  const density = DENSITY[useShellSize()];
  const mobile = useAppSelector((state) => state.context.device === 'mobile');
  const ownChoice = useColumnChoice(columns, userKey, tableId);
  const choice = props.columnChoice ?? ownChoice;
  const { visible } = choice;
  const visibleKeys = visible.map((column) => column.key).join(',');
  const { onVisibleColumns } = props;
  useEffect(() => onVisibleColumns?.(visibleKeys ? visibleKeys.split(',') : []), [onVisibleColumns, visibleKeys]);
  const { context } = snapshot;
  const page = context.page;
  const rows = (page?.records ?? []) as Row[];
  const counted = knownTotal(context);
  const counting = counted === null && snapshot.hasTag('counting');
  // Focusable by script only: where focus goes when the row acted on has left the page.
  const box = useRef<HTMLElement>(null);
  useReturnFocus(box, props.returnFocusTo, snapshot);

  let body: ReactNode;
  if (snapshot.hasTag('failed')) {
    const error = listFailure(context);
    const message = error ? describeFailure(error) : '';
    body = <ErrorState message={message} onRetry={() => send({ type: 'RETRY' })} />;
  } else if (!page) {
    body = <LoadingState />;
  } else if (rows.length === 0) {
    body = <EmptyState text={props.emptyText} />;
  } else {
    const view: RowsViewProps<Row> = {
      caption,
      visible,
      rows,
      sort: context.query.sort,
      selection: context.selection,
      selectable: props.selectable ?? false,
      send,
      nameOf: (row) => (rowName ? rowName(row) : String(row.id)),
      rowActions: props.rowActions,
      sums: counted?.sums,
      counting,
      busy: snapshot.hasTag('busy'),
    };
    body = mobile ? <RowCards {...view} /> : <TableGrid {...view} density={density} />;
  }

  return (
    <section ref={box} tabIndex={-1} className={styles.root} aria-label={caption}>
      <div className={styles.bar}>
        {context.selection.length > 0 && props.bulkActions ? (
          <div className={styles.bulk} role="toolbar" aria-label={LL.list.bulkActions()}>
            <Text>{LL.list.selected({ count: context.selection.length })}</Text>
            {props.bulkActions}
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
          columns={choice.ordered}
          visible={visible.map((c) => c.key)}
          onChoose={choice.choose}
          onMove={choice.move}
        />
      </div>
      <div className={styles.progress}>
        {snapshot.hasTag('busy') && page ? <ProgressBar aria-label={LL.list.loading()} /> : null}
      </div>
      {body}
      {page && (
        <Pager
          total={counted?.total ?? null}
          counting={counting}
          full={rows.length >= context.query.size}
          page={context.query.page}
          size={context.query.size}
          send={send}
        />
      )}
    </section>
  );
}
