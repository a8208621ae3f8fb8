/**
 * The script-partner day lists (figureScreens.ts): every script's days through every partner with
 * the chart, or those through the user's own partner (the server scopes the list to it).
 */
import { useI18nContext } from '@locales/i18n-react';
import type { ScriptPartnerDayContract } from '@contracts/resources/figures.js';
import { figureApis } from '@/api/activity';
import { useScreenKey } from '@/router/screenKey';
import type { FigureViewProps } from './figureList/FigureListView';
import { SCRIPT_PARTNER_DAY_SCREENS, type ScriptPartnerDayScreenKey } from './figureScreens';
import { ScriptCooperateDaysView } from './scriptCooperateFigures/ScriptCooperateDaysView';
import { useFigureScreen } from './useFigureScreen';

export function ScriptPartnerDaysScreenView({
  screenKey,
  ...props
}: FigureViewProps<ScriptPartnerDayContract> & { screenKey: ScriptPartnerDayScreenKey }) {
  const { LL } = useI18nContext();
  return (
    <ScriptCooperateDaysView
      title={LL.route[screenKey]()}
      tableId={screenKey}
      scope={SCRIPT_PARTNER_DAY_SCREENS[screenKey].scope}
      {...props}
    />
  );
}

export default function ScriptPartnerDaysScreen() {
  const { userKey } = useFigureScreen();
  const screenKey = useScreenKey(SCRIPT_PARTNER_DAY_SCREENS);
  // Every partner's days, or the own partner's through the partner's own call.
  const all = SCRIPT_PARTNER_DAY_SCREENS[screenKey].scope === 'all';
  return (
    <ScriptPartnerDaysScreenView
      screenKey={screenKey}
      api={all ? figureApis.scriptCooperateDays : figureApis.cooperateScriptDays}
      userKey={userKey}
    />
  );
}
