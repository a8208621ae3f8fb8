/** /cooperate/script-cooperate-active-admin (ADMIN): every script-partner day, with its chart. */
import { useI18nContext } from '@locales/i18n-react';
import type { ScriptPartnerDayContract } from '@contracts/resources/figures.js';
import { figureApis } from '@/api/activity';
import type { FigureViewProps } from './figureList/FigureListView';
import { ScriptCooperateDaysView } from './scriptCooperateFigures/ScriptCooperateDaysView';
import { useFigureScreen } from './useFigureScreen';

export function ScriptCooperateActiveAdminView(props: FigureViewProps<ScriptPartnerDayContract>) {
  const { LL } = useI18nContext();
  return (
    <ScriptCooperateDaysView
      title={LL.route.scriptCooperateActiveAdmin()}
      tableId="scriptCooperateActiveAdmin"
      scope="all"
      {...props}
    />
  );
}

export default function ScriptCooperateActiveAdminScreen() {
  const { userKey } = useFigureScreen();
  return <ScriptCooperateActiveAdminView api={figureApis.scriptCooperateDays} userKey={userKey} />;
}
