/**
 * The script month lists (figureScreens.ts): the admin's activity and statistics, the author's
 * and the company's own, and the auditor's read-only settlements; each with the settlement flow's
 * actions where the variant settles (docs/settlement.md).
 */
import { useI18nContext } from '@locales/i18n-react';
import { figureApis, settlementApi } from '@/api/activity';
import { useScreenKey } from '@/router/screenKey';
import { SCRIPT_MONTH_SCREENS, type ScriptMonthScreenKey } from './figureScreens';
import { ScriptMonthsView, type ScriptMonthsViewProps } from './scriptMonths/ScriptMonthsView';
import { useFigureScreen } from './useFigureScreen';

export type ScriptMonthsScreenViewProps = Pick<
  ScriptMonthsViewProps,
  'api' | 'settlements' | 'actor' | 'recordHistory' | 'userKey' | 'saveFile'
> & { screenKey: ScriptMonthScreenKey };

export function ScriptMonthsScreenView({ screenKey, ...props }: ScriptMonthsScreenViewProps) {
  const { LL } = useI18nContext();
  const {
    readOnly = false,
    settledElsewhere = false,
    ...variant
  }: (typeof SCRIPT_MONTH_SCREENS)[ScriptMonthScreenKey] & { readOnly?: boolean; settledElsewhere?: boolean } =
    SCRIPT_MONTH_SCREENS[screenKey];
  return (
    <ScriptMonthsView
      title={LL.route[screenKey]()}
      tableId={screenKey}
      {...variant}
      {...(readOnly && { note: `${LL.audit.readOnlySettlements()} ${LL.figures.utc()}` })}
      {...(settledElsewhere && { note: `${LL.figures.settledElsewhere()} ${LL.figures.utc()}` })}
      {...props}
    />
  );
}

export default function ScriptMonthsScreen() {
  return (
    <ScriptMonthsScreenView
      screenKey={useScreenKey(SCRIPT_MONTH_SCREENS)}
      api={figureApis.scriptMonths}
      settlements={settlementApi}
      {...useFigureScreen()}
    />
  );
}
