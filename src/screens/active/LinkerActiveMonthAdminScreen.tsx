/** /linker/linker-active-month-admin (ADMIN): each shared clicker config's use per month. */
import { useI18nContext } from '@locales/i18n-react';
import type { LinkerMonthRecord } from '@contracts/activity.js';
import { linkerMonthContract } from '@contracts/resources/figures.js';
import { figureApis } from '@/api/activity';
import { columnMakers, rowNameOf } from './figureList/figureColumns';
import { FigureListView, type FigureViewProps } from './figureList/FigureListView';
import { LINKER_MONTH_SORTABLE, useLinkerColumns } from './linkerFigures/linkerColumns';
import { useFigureScreen } from './useFigureScreen';

type Row = LinkerMonthRecord;

export function LinkerActiveMonthAdminView(props: FigureViewProps<typeof linkerMonthContract>) {
  const { LL } = useI18nContext();
  const { figure, text } = columnMakers<Row>(LINKER_MONTH_SORTABLE);
  const { columns, filterFields } = useLinkerColumns<Row>({
    sortable: LINKER_MONTH_SORTABLE,
    period: [text('countTime', LL.activity.countTime())],
    trailing: [figure('days', LL.activity.days())],
    byDay: false,
  });
  return (
    <FigureListView<typeof linkerMonthContract>
      title={LL.route.linkerActiveMonthAdmin()}
      tableId="linkerActiveMonthAdmin"
      {...props}
      columns={columns}
      filterFields={filterFields}
      sortable={LINKER_MONTH_SORTABLE}
      rowName={(row) => rowNameOf(row.linkerName, row.countTime)}
      note={`${LL.figures.linkerScope()} ${LL.figures.utc()}`}
    />
  );
}

export default function LinkerActiveMonthAdminScreen() {
  const { userKey } = useFigureScreen();
  return <LinkerActiveMonthAdminView api={figureApis.linkerMonths} userKey={userKey} />;
}
