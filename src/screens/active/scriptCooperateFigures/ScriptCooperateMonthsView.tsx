/**
 * Script-partner months (GET /api/active/queryScriptActiveCooperateMonth), summed from the days
 * when read: the counts with totals, how many days had figures, and the month's chart.
 */
import { useI18nContext } from '@locales/i18n-react';
import type { ScriptCooperateMonthRecord } from '@contracts/activity.js';
import { scriptCooperateMonthContract } from '@contracts/resources/figures.js';
import { columnMakers, rowNameOf } from '../figureList/figureColumns';
import { FigureListView, type FigureViewProps } from '../figureList/FigureListView';
import {
  SCRIPT_COOPERATE_MONTH_SORTABLE,
  scriptCooperateChartOf,
  useScriptCooperateColumns,
} from './scriptCooperateColumns';

type Row = ScriptCooperateMonthRecord;

export interface ScriptCooperateMonthsViewProps extends FigureViewProps<typeof scriptCooperateMonthContract> {
  title: string;
  tableId: string;
}

export function ScriptCooperateMonthsView(props: ScriptCooperateMonthsViewProps) {
  const { LL } = useI18nContext();
  const { figure, text } = columnMakers<Row>(SCRIPT_COOPERATE_MONTH_SORTABLE);
  const { columns, filterFields } = useScriptCooperateColumns<Row>({
    sortable: SCRIPT_COOPERATE_MONTH_SORTABLE,
    scope: 'all',
    period: [text('countTime', LL.activity.countTime())],
    trailing: [figure('days', LL.activity.days())],
    byDay: false,
  });
  return (
    <FigureListView<typeof scriptCooperateMonthContract>
      {...props}
      columns={columns}
      filterFields={filterFields}
      sortable={SCRIPT_COOPERATE_MONTH_SORTABLE}
      rowName={(row) => rowNameOf(row.scriptName, row.cooperateName, row.countTime)}
      chartOf={(row) => scriptCooperateChartOf(row, row.countTime)}
      note={LL.figures.utc()}
    />
  );
}
