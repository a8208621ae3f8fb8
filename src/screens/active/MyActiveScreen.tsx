/**
 * /cooperate/my-active (COOPERATE): the scripts' days through the user's own partner (the server
 * scopes GET /api/active/cooperate/queryScriptActive to it), with the script-partner chart.
 */
import { useI18nContext } from '@locales/i18n-react';
import type { ScriptPartnerDayContract } from '@contracts/resources/figures.js';
import { figureApis } from '@/api/activity';
import type { FigureViewProps } from './figureList/FigureListView';
import { ScriptCooperateDaysView } from './scriptCooperateFigures/ScriptCooperateDaysView';
import { useFigureScreen } from './useFigureScreen';

export function MyActiveView(props: FigureViewProps<ScriptPartnerDayContract>) {
  const { LL } = useI18nContext();
  return (
    <ScriptCooperateDaysView
      title={LL.route.myActive()}
      tableId="myActive"
      scope="own"
      {...props}
    />
  );
}

export default function MyActiveScreen() {
  const { userKey } = useFigureScreen();
  return <MyActiveView api={figureApis.cooperateScriptDays} userKey={userKey} />;
}
