/**  */
import { useI18nContext } from '@locales/i18n-react';
import { figureApis, settlementApi } from '@/api/activity';
import { ScriptMonthsView } from './scriptMonths/ScriptMonthsView';
import { useFigureScreen } from './useFigureScreen';

export default function StatisticalAdminScreen() {
  const { LL } = useI18nContext();
  const screen = useFigureScreen();
  return (
    <ScriptMonthsView
      title={LL.route.statisticalAdmin()}
      tableId="statisticalAdmin"
      variant="statistics"
      api={figureApis.scriptMonths}
      settlements={settlementApi}
      settle={true}
      showOwners={true}
      {...screen}
    />
  );
}
