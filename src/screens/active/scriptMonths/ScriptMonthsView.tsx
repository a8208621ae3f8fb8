/**
 * One script month per row (GET /api/active/queryScriptActive), for every screen built on it:
 * the activity view (figures) and the statistics view (settlement), with totals over the whole
 * filter, month pickers, CSV export, a Chart action per row and, where the screen settles, the
 * settlement actions the machine allows this user ("cannot operate" where none), and History for
 * those who may read record histories. The list's wiring is the shared figure list
 * (figureList/FigureListView.tsx).
 */
import type { ReactNode } from 'react';
import { scriptMonthContract } from '@contracts/resources/figures.js';
import type { SettlementActor } from '@contracts/settlement.js';
import type { FigureApi, SettlementApi } from '@/api/activity';
import type { RecordHistoryLoader } from '@/api/audit';
import { chartLinks } from '../chartLinks';
import { FigureListView, type ListOpening } from '../figureList/FigureListView';
import { useSettlementActions } from '../settlement/useSettlementActions';
import {
  SCRIPT_MONTH_SORTABLE,
  useScriptMonthColumns,
  type ScriptMonthsVariant,
} from './scriptMonthColumns';
import { scriptSettlement } from './scriptSettlement';

export interface ScriptMonthsViewProps {
  title: string;
  tableId: string;
  variant: ScriptMonthsVariant;
  api: FigureApi<typeof scriptMonthContract>;
  settlements: SettlementApi;
  actor: SettlementActor;
  /** Offers the settlement actions (APPLY, EXAMINE, RETURN, CONFIRM as the machine allows). */
  settle: boolean;
  /** Author and company columns: for those who see everyone's scripts. */
  showOwners: boolean;
  /** A sentence under the filters (e.g. how settling works). */
  note?: string;
  userKey?: string;
  saveFile?: (blob: Blob, fileName: string) => void;
  /** How to read a month's settlement history: only for those who may (useHistoryAccess). */
  recordHistory?: RecordHistoryLoader;
  /** How the list opens, where the screen needs other than the contract's defaults. */
  opening?: ListOpening;
  /** The screen's own navigation under its title (e.g. tabs). */
  belowTitle?: ReactNode;
}

export function ScriptMonthsView(props: ScriptMonthsViewProps) {
  const { columns, filterFields } = useScriptMonthColumns(props.variant, props.showOwners);
  const settlement = useSettlementActions(props.settlements, scriptSettlement, props.actor);
  return (
    <FigureListView<typeof scriptMonthContract>
      title={props.title}
      tableId={props.tableId}
      api={props.api}
      userKey={props.userKey}
      saveFile={props.saveFile}
      columns={columns}
      filterFields={filterFields}
      sortable={SCRIPT_MONTH_SORTABLE}
      rowName={scriptSettlement.nameOf}
      chartOf={(row) =>
        chartLinks.script({
          scriptId: row.scriptId,
          scriptName: row.scriptName,
          countTime: row.countTime,
        })
      }
      settlement={props.settle ? settlement : undefined}
      note={props.note}
      historyEntity="settlement"
      recordHistory={props.recordHistory}
      opening={props.opening}
      belowTitle={props.belowTitle}
    />
  );
}
