/**
 * The one list of figures every activity screen is (script months, partner days and months,
 * script-partner and linker figures): a read-only resource list with totals, CSV export and the
 * family's filters, plus what some families add: a Chart action per row (to the hidden chart
 * routes), on month lists that settle, the Settlement column right after the status with
 * its dialogs (useSettlementActions), and on lists of settlement records, a History action for
 * those who may read histories (src/history). A family declares its columns; this owns
 * the wiring.
 */
import { READ_ONLY } from '@contracts/permissions.js';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { DataTrendingRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { FlowEntity } from '@contracts/audit.js';
import type { Filters } from '@machines/list.machine.js';
import type { RecordOf, ResourceContract, SortKeyOf } from '@contracts/resourceContract.js';
import type { FigureApi } from '@/api/activity';
import type { RecordHistoryLoader } from '@/api/audit';
import type { Column } from '@/components/list/DataTable';
import type { FilterField } from '@/components/list/FilterBar';
import type { ListColumn, ListFilter } from '@/list/listColumns';
import { ResourceListView, type ListControls } from '@/components/list/ResourceListView';
import { afterStatus } from '@/components/list/standardColumns';
import type { RowAction } from '@/components/list/RowActions';
import { useRecordHistory } from '@/history/useRecordHistory';
import { useCanOpen } from '@/auth/routeAccess';

/** Figures are read, never created, edited or deleted in the browser. */

/** What useSettlementActions gives a month list: its Settlement column and its dialogs. */
export interface SettlementParts<Row> {
  /** A column of actions, not data: left out of exports. */
  column: (list: ListControls) => Column<Row> & { data: false };
  dialogs: ReactNode;
}

/** What every screen's view takes besides its data (stories and tests pass their own). */
export interface FigureViewProps<C extends ResourceContract> {
  api: FigureApi<C>;
  /** The user the column choice is kept for. */
  userKey?: string;
  /** Where an export goes (the browser download by default). */
  saveFile?: (blob: Blob, fileName: string) => void;
  /** How to read a record's history: given only to those who may (useHistoryAccess). */
  recordHistory?: RecordHistoryLoader;
  /** How the list opens, where a screen needs other than the contract's defaults. */
  opening?: ListOpening;
  /** The screen's own navigation under its title (e.g. tabs). */
  belowTitle?: ReactNode;
}

/** A screen's starting filters and sort, the URL parameters it owns, what its empty list says. */
export interface ListOpening {
  filters?: Filters;
  sort?: string;
  keepParams?: readonly string[];
  emptyText?: string;
}

export interface FigureListViewProps<C extends ResourceContract, Row = RecordOf<C>>
  extends FigureViewProps<C> {
  title: string;
  tableId: string;
  /** The screen's name in export file names; default: the table id. */
  exportName?: string;
  /**
   * The family's columns, filters and sort keys. The figure families build them with shared
   * makers (figureColumns.ts) over several contracts, so they are checked against the contract
   * when the list is drawn rather than typed by it.
   */
  columns: readonly Column<RecordOf<C>>[];
  filterFields: readonly FilterField[];
  sortable?: readonly string[];
  rowName: (row: Row) => string;
  /**
   * The row's chart link (chartLinks); without it, or where the user may not open the chart
   * route, there is no Chart action.
   */
  chartOf?: (row: Row) => string;
  /** The Settlement column and dialogs, for a month list that settles. */
  settlement?: SettlementParts<Row>;
  /** A sentence under the filters: whose figures these are, how the months count. */
  note?: string;
  /** The flow entity a row is (settlement months): a History action with `recordHistory`. */
  historyEntity?: FlowEntity;
}

const useStyles = makeStyles({ note: { color: tokens.colorNeutralForeground3 } });

export function FigureListView<C extends ResourceContract>(props: FigureListViewProps<C>) {
  type Row = RecordOf<C>;
  const { LL } = useI18nContext();
  const styles = useStyles();
  const navigate = useNavigate();
  const canOpen = useCanOpen();
  const { chartOf, settlement, columns, note, rowName } = props;
  const history = useRecordHistory(props.historyEntity && props.recordHistory);
  const historyEntity = history.offered ? props.historyEntity : undefined;
  const actionsOf =
    chartOf || historyEntity
      ? (row: Row): RowAction[] => [
          ...(chartOf && canOpen(chartOf(row))
            ? [
                {
                  id: 'chart',
                  label: LL.activity.chart(),
                  icon: <DataTrendingRegular />,
                  run: () => navigate(chartOf(row)),
                },
              ]
            : []),
          ...(historyEntity ? history.actions(historyEntity, (row as { id: number }).id, rowName(row)) : []),
        ]
      : undefined;
  return (
    <ResourceListView<C>
      title={props.title}
      tableId={props.tableId}
      exportName={props.exportName}
      api={props.api}
      permissions={READ_ONLY}
      userKey={props.userKey}
      saveFile={props.saveFile}
      columns={(list) =>
        (settlement ? afterStatus(columns, settlement.column(list)) : columns) as readonly ListColumn<C>[]
      }
      filterFields={props.filterFields as readonly ListFilter<C>[]}
      sortable={props.sortable as readonly SortKeyOf<C>[] | undefined}
      rowName={rowName}
      rowActions={actionsOf}
      belowTitle={props.belowTitle}
      defaultFilters={props.opening?.filters}
      defaultSort={props.opening?.sort}
      keepParams={props.opening?.keepParams}
      emptyText={props.opening?.emptyText ?? LL.activity.noFiguresYet()}
      aboveTable={
        note
          ? () => (
              <Text as="p" className={styles.note}>
                {note}
              </Text>
            )
          : undefined
      }
      extras={
        settlement || history.drawer
          ? () => (
              <>
                {settlement?.dialogs}
                {history.drawer}
              </>
            )
          : undefined
      }
    />
  );
}
