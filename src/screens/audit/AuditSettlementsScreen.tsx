/**
 * /audit/settlements (AUDITOR): every script month with its settlement, read only — the
 * statistics view with the author and company columns, no settlement action, and History (the
 * settlement's statechart and transitions) on every row.
 */
import { useI18nContext } from '@locales/i18n-react';
import { figureApis, settlementApi } from '@/api/activity';
import { ScriptMonthsView, type ScriptMonthsViewProps, useFigureScreen } from '@/screens/active';

export type AuditSettlementsViewProps = Pick<
  ScriptMonthsViewProps,
  'api' | 'settlements' | 'actor' | 'recordHistory' | 'userKey' | 'saveFile'
>;

export function AuditSettlementsView(props: AuditSettlementsViewProps) {
  const { LL } = useI18nContext();
  return (
    <ScriptMonthsView
      title={LL.route.auditSettlements()}
      tableId="auditSettlements"
      variant="statistics"
      settle={false}
      showOwners={true}
      note={`${LL.audit.readOnlySettlements()} ${LL.figures.utc()}`}
      {...props}
    />
  );
}

export default function AuditSettlementsScreen() {
  return (
    <AuditSettlementsView
      api={figureApis.scriptMonths}
      settlements={settlementApi}
      {...useFigureScreen()}
    />
  );
}
