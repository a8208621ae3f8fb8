/** /linker/linker-active-admin (ADMIN): each shared clicker config's use per day. */
import { useI18nContext } from '@locales/i18n-react';
import type { LinkerDayRecord } from '@contracts/activity.js';
import { linkerDayContract } from '@contracts/resources/figures.js';
import { figureApis } from '@/api/activity';
import { columnMakers, rowNameOf } from './figureList/figureColumns';
import { FigureListView, type FigureViewProps } from './figureList/FigureListView';
import { LINKER_DAY_SORTABLE, useLinkerColumns } from './linkerFigures/linkerColumns';
import { useFigureScreen } from './useFigureScreen';

type Row = LinkerDayRecord;

export function LinkerActiveAdminView(props: FigureViewProps<typeof linkerDayContract>) {
  const { LL } = useI18nContext();
  const { text } = columnMakers<Row>(LINKER_DAY_SORTABLE);
  const { columns, filterFields } = useLinkerColumns<Row>({
    sortable: LINKER_DAY_SORTABLE,
    period: [text('day', LL.activity.day())],
    byDay: true,
  });
  return (
    <FigureListView<typeof linkerDayContract>
      title={LL.route.linkerActiveAdmin()}
      tableId="linkerActiveAdmin"
      {...props}
      columns={columns}
      filterFields={filterFields}
      sortable={LINKER_DAY_SORTABLE}
      rowName={(row) => rowNameOf(row.linkerName, row.day)}
      note={`${LL.figures.linkerScope()} ${LL.figures.utc()}`}
    />
  );
}

export default function LinkerActiveAdminScreen() {
  const { userKey } = useFigureScreen();
  return <LinkerActiveAdminView api={figureApis.linkerDays} userKey={userKey} />;
}
