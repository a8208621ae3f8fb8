/** /cooperate/script-cooperate-active-month-admin (ADMIN): every script-partner month. */
import { useI18nContext } from '@locales/i18n-react';
import { scriptCooperateMonthContract } from '@contracts/resources/figures.js';
import { figureApis } from '@/api/activity';
import type { FigureViewProps } from './figureList/FigureListView';
import { ScriptCooperateMonthsView } from './scriptCooperateFigures/ScriptCooperateMonthsView';
import { useFigureScreen } from './useFigureScreen';

export function ScriptCooperateActiveMonthAdminView(
  props: FigureViewProps<typeof scriptCooperateMonthContract>,
) {
  const { LL } = useI18nContext();
  return (
    <ScriptCooperateMonthsView
      title={LL.route.scriptCooperateActiveMonthAdmin()}
      tableId="scriptCooperateActiveMonthAdmin"
      {...props}
    />
  );
}

export default function ScriptCooperateActiveMonthAdminScreen() {
  const { userKey } = useFigureScreen();
  return (
    <ScriptCooperateActiveMonthAdminView api={figureApis.scriptCooperateMonths} userKey={userKey} />
  );
}
