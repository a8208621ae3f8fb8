/** /cooperate/script-cooperate-active-month-admin (ADMIN): every script-partner month. */
import { useI18nContext } from '@locales/i18n-react';
import type { ScriptCooperateMonthRecord } from '@contracts/activity.js';
import { figureApis } from '@/api/activity';
import type { FigureViewProps } from './figureList/FigureListView';
import { ScriptCooperateMonthsView } from './scriptCooperateFigures/ScriptCooperateMonthsView';
import { useFigureScreen } from './useFigureScreen';

export function ScriptCooperateActiveMonthAdminView(
  props: FigureViewProps<ScriptCooperateMonthRecord>,
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
