/**
 * /settlement (CREATOR, BUSINESS_COMPANY, COOPERATE): the user's own months to settle. A partner
 * (COOPERATE) settles partner months; a script's author or company settles script months (the
 * statistics view). A user with both kinds of role gets the script months: the partner has its
 * own month screen (/red-statistical/month), the script side has no other place that is theirs
 * under this name. The server scopes both lists to what the user owns.
 */
import { useI18nContext } from '@locales/i18n-react';
import { cooperateMonthContract, scriptMonthContract } from '@contracts/resources/figures.js';
import { hasAnyRole } from '@contracts/roles.js';
import type { SettlementActor } from '@contracts/settlement.js';
import { figureApis, settlementApi, type FigureApi, type SettlementApi } from '@/api/activity';
import type { RecordHistoryLoader } from '@/api/audit';
import { CooperateMonthsView } from './cooperateFigures/CooperateMonthsView';
import { ScriptMonthsView } from './scriptMonths/ScriptMonthsView';
import { useFigureScreen } from './useFigureScreen';

/** Which months the user settles here: COOPERATE wins only without CREATOR or BUSINESS_COMPANY. */
export function settlementSide(roles: readonly string[]): 'partner' | 'script' {
  return hasAnyRole(roles, ['COOPERATE']) && !hasAnyRole(roles, ['CREATOR', 'BUSINESS_COMPANY'])
    ? 'partner'
    : 'script';
}

export interface SettlementViewProps {
  scriptMonths: FigureApi<typeof scriptMonthContract>;
  cooperateMonths: FigureApi<typeof cooperateMonthContract>;
  settlements: SettlementApi;
  actor: SettlementActor;
  userKey?: string;
  saveFile?: (blob: Blob, fileName: string) => void;
  /** History, for a user who may also read record histories (useHistoryAccess). */
  recordHistory?: RecordHistoryLoader;
}

export function SettlementView({ scriptMonths, cooperateMonths, ...props }: SettlementViewProps) {
  const { LL } = useI18nContext();
  const title = LL.route.settlement();
  return settlementSide(props.actor.roles) === 'partner' ? (
    <CooperateMonthsView
      title={title}
      tableId="settlementPartner"
      scope="own"
      api={cooperateMonths}
      {...props}
    />
  ) : (
    <ScriptMonthsView
      title={title}
      tableId="settlement"
      variant="statistics"
      api={scriptMonths}
      settle={true}
      showOwners={false}
      note={LL.figures.applyHint()}
      {...props}
    />
  );
}

export default function SettlementScreen() {
  return (
    <SettlementView
      scriptMonths={figureApis.scriptMonths}
      cooperateMonths={figureApis.cooperateMonths}
      settlements={settlementApi}
      {...useFigureScreen()}
    />
  );
}
