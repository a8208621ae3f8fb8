/**  */
import { useI18nContext } from '@locales/i18n-react';
import { figureApis, settlementApi } from '@/api/activity';
import { ScriptMonthsView } from './scriptMonths/ScriptMonthsView';
import { useFigureScreen } from './useFigureScreen';

export default function ActiveAdminScreen() {
  const { LL } = useI18nContext();
  const screen = useFigureScreen();
  return (
    <ScriptMonthsView
      title={LL.route.activeAdmin()}
      tableId="activeAdmin"
      variant="activity"
      api={figureApis.scriptMonths}
      settlements={settlementApi}
      settle={true}
      showOwners={true}
      {...screen}
    />
  );
}
