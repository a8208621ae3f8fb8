/**
 * /wn/script-day-active-admin (ADMIN): every script's days (GET /api/active/queryScriptActiveDay),
 * the actives by platform and the day's eCPM, with totals over the whole filter and the
 * script's chart of the day's month.
 */
import { useI18nContext } from '@locales/i18n-react';
import type { ScriptActiveDayRecord } from '@contracts/activity.js';
import { scriptDayContract } from '@contracts/resources/figures.js';
import { monthOf } from '@contracts/settlement.js';
import { figureApis } from '@/api/activity';
import type { Column } from '@/components/list/DataTable';
import type { FilterField } from '@/components/list/FilterBar';
import { chartLinks } from './chartLinks';
import { columnMakers, dayRangeFilter, monthRangeFilter, rowNameOf } from './figureList/figureColumns';
import { FigureListView, type FigureViewProps } from './figureList/FigureListView';
import { useFigureScreen } from './useFigureScreen';

type Row = ScriptActiveDayRecord;
const SORTABLE = scriptDayContract.sort;

export function ScriptDayActiveAdminView(props: FigureViewProps<typeof scriptDayContract>) {
  const { LL } = useI18nContext();
  const A = LL.activity;
  const { figure, money, text } = columnMakers<Row>(SORTABLE);
  // The day and the script name the row: neither can be hidden, the day stays in view.
  const columns: Column<Row>[] = [
    text('day', A.day(), true),
    text('scriptName', A.script(), true),
    { key: 'authorNick', label: A.author(), shown: false },
    figure('activeNum', A.activeNum(), true),
    figure('redFingerNum', A.redFingerNum(), true),
    figure('vmosNum', A.vmosNum(), true),
    figure('virtualCloudNum', A.virtualCloudNum(), true),
    figure('flyingCloudNum', A.flyingCloudNum(), true),
    figure('freeNum', A.freeNum(), true),
    figure('trialNum', A.trialNum(), true),
    money('ecpm', A.ecpm(), true),
  ];
  const filterFields: FilterField[] = [
    { kind: 'text', name: 'scriptName', label: A.filterScript() },
    monthRangeFilter(LL),
    dayRangeFilter(LL),
  ];
  return (
    <FigureListView<typeof scriptDayContract>
      title={LL.route.scriptDayActiveAdmin()}
      tableId="scriptDayActiveAdmin"
      {...props}
      columns={columns}
      filterFields={filterFields}
      sortable={SORTABLE}
      rowName={(row) => rowNameOf(row.scriptName, row.day)}
      chartOf={(row) =>
        chartLinks.script({ scriptId: row.scriptId, scriptName: row.scriptName, countTime: monthOf(row.day) })
      }
      note={`${LL.figures.scriptDayScope()} ${LL.figures.utc()}`}
    />
  );
}

export default function ScriptDayActiveAdminScreen() {
  const { userKey } = useFigureScreen();
  return <ScriptDayActiveAdminView api={figureApis.scriptDays} userKey={userKey} />;
}
