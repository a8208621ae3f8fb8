/**
 * Script-partner days: every partner's (ADMIN, GET /api/active/queryScriptActiveCooperate) or a
 * partner's own ("my active", GET /api/active/cooperate/queryScriptActive, scoped by the server).
 * A Chart action opens the script-partner chart of the day's month.
 */
import { useI18nContext } from '@locales/i18n-react';
import type { ScriptCooperateDayRecord } from '@contracts/activity.js';
import type { ScriptPartnerDayContract } from '@contracts/resources/figures.js';
import { monthOf } from '@contracts/settlement.js';
import { dayListNote, type PartnerScope } from '../cooperateFigures/partnerScope';
import { columnMakers, rowNameOf } from '../figureList/figureColumns';
import { FigureListView, type FigureViewProps } from '../figureList/FigureListView';
import {
  SCRIPT_COOPERATE_DAY_SORTABLE,
  scriptCooperateChartOf,
  useScriptCooperateColumns,
} from './scriptCooperateColumns';

type Row = ScriptCooperateDayRecord;

export interface ScriptCooperateDaysViewProps extends FigureViewProps<ScriptPartnerDayContract> {
  title: string;
  tableId: string;
  scope: PartnerScope;
}

export function ScriptCooperateDaysView({ scope, ...props }: ScriptCooperateDaysViewProps) {
  const { LL } = useI18nContext();
  const { text } = columnMakers<Row>(SCRIPT_COOPERATE_DAY_SORTABLE);
  const { columns, filterFields } = useScriptCooperateColumns<Row>({
    sortable: SCRIPT_COOPERATE_DAY_SORTABLE,
    scope,
    period: [text('day', LL.activity.day())],
    byDay: true,
  });
  return (
    <FigureListView<ScriptPartnerDayContract>
      {...props}
      columns={columns}
      filterFields={filterFields}
      sortable={SCRIPT_COOPERATE_DAY_SORTABLE}
      rowName={(row) =>
        scope === 'all'
          ? rowNameOf(row.scriptName, row.cooperateName, row.day)
          : rowNameOf(row.scriptName, row.day)
      }
      chartOf={(row) => scriptCooperateChartOf(row, monthOf(row.day))}
      note={dayListNote(scope, LL)}
    />
  );
}
