/**
 * The partner month lists (figureScreens.ts): every partner's months on the examiner's side, the
 * partner's own on the owner's side (Apply once a month has closed, Confirm an examined one), and
 * the auditor's read-only settlements (docs/settlement.md).
 */
import { useI18nContext } from '@locales/i18n-react';
import { figureApis, settlementApi } from '@/api/activity';
import { useScreenKey } from '@/router/screenKey';
import { CooperateMonthsView, type CooperateMonthsScreenProps } from './cooperateFigures/CooperateMonthsView';
import { PARTNER_MONTH_SCREENS, type PartnerMonthScreenKey } from './figureScreens';
import { useFigureScreen } from './useFigureScreen';

export type PartnerMonthsScreenViewProps = Omit<CooperateMonthsScreenProps, 'settle' | 'note'> & {
  screenKey: PartnerMonthScreenKey;
};

export function PartnerMonthsScreenView({ screenKey, ...props }: PartnerMonthsScreenViewProps) {
  const { LL } = useI18nContext();
  const { scope, readOnly = false }: { scope: 'all' | 'own'; readOnly?: boolean } = PARTNER_MONTH_SCREENS[screenKey];
  return (
    <CooperateMonthsView
      title={LL.route[screenKey]()}
      tableId={screenKey}
      scope={scope}
      {...(readOnly && { settle: false, note: `${LL.audit.readOnlySettlements()} ${LL.figures.utc()}` })}
      {...props}
    />
  );
}

export default function PartnerMonthsScreen() {
  return (
    <PartnerMonthsScreenView
      screenKey={useScreenKey(PARTNER_MONTH_SCREENS)}
      api={figureApis.cooperateMonths}
      settlements={settlementApi}
      {...useFigureScreen()}
    />
  );
}
