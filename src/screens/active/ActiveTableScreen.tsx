/**  */
import { useI18nContext } from '@locales/i18n-react';
import { figureApis, settlementApi } from '@/api/activity';
import { ScriptMonthsView } from './scriptMonths/ScriptMonthsView';
import { useFigureScreen } from './useFigureScreen';

export default function ActiveTableScreen() {
  const { LL } = useI18nContext();
  const screen = useFigureScreen();
  return (
    <ScriptMonthsView
      title={LL.route.activeTable()}
      tableId="activeTable"
      variant="activity"
      api={figureApis.scriptMonths}
      settlements={settlementApi}
      settle={false}
      showOwners={false}
      {...screen}
    />
  );
}
