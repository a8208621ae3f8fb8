/**
 * /audit/partner-settlements (AUDITOR): every partner's months with their settlement, read only —
 * no settlement action, and History (the settlement's statechart and transitions) on every row.
 */
import { useI18nContext } from '@locales/i18n-react';
import { figureApis, settlementApi } from '@/api/activity';
import {
  CooperateMonthsView,
  type CooperateMonthsScreenProps,
  useFigureScreen,
} from '@/screens/active';

export type AuditPartnerSettlementsViewProps = Omit<CooperateMonthsScreenProps, 'settle' | 'note'>;

export function AuditPartnerSettlementsView(props: AuditPartnerSettlementsViewProps) {
  const { LL } = useI18nContext();
  return (
    <CooperateMonthsView
      title={LL.route.auditPartnerSettlements()}
      tableId="auditPartnerSettlements"
      scope="all"
      settle={false}
      note={`${LL.audit.readOnlySettlements()} ${LL.figures.utc()}`}
      {...props}
    />
  );
}

export default function AuditPartnerSettlementsScreen() {
  return (
    <AuditPartnerSettlementsView
      api={figureApis.cooperateMonths}
      settlements={settlementApi}
      {...useFigureScreen()}
    />
  );
}
