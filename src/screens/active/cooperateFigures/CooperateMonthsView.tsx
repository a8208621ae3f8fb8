/**
 * A partner's months with their settlement (GET /api/active/cooperate/queryCooperateActiveMonth),
 * for the examiner (ADMIN: every partner, Examine and Return) and for the partner itself (Apply
 * for statistics, Confirm settlement). Which events a row offers is the settlement machine's
 * answer for this user (useSettlementActions), so one view serves both sides. With `settle` off
 * it is read only (AUDITOR); History is offered to those who may read record histories.
 */
import { useI18nContext } from '@locales/i18n-react';
import { cooperateMonthContract } from '@contracts/resources/figures.js';
import type { SettlementActor } from '@contracts/settlement.js';
import type { SettlementApi } from '@/api/activity';
import { chartLinks } from '../chartLinks';
import { FigureListView, type FigureViewProps } from '../figureList/FigureListView';
import { useSettlementActions } from '../settlement/useSettlementActions';
import { COOPERATE_MONTH_SORTABLE, useCooperateMonthColumns } from './cooperateMonthColumns';
import { cooperateSettlement } from './cooperateSettlement';
import type { PartnerScope } from './partnerScope';


export interface CooperateMonthsViewProps extends FigureViewProps<typeof cooperateMonthContract> {
  title: string;
  tableId: string;
  scope: PartnerScope;
  settlements: SettlementApi;
  actor: SettlementActor;
  /** Offers the settlement actions (the Settlement column); on by default. */
  settle?: boolean;
  /** A sentence under the filters instead of the scope's own. */
  note?: string;
}

/** What a partner-month screen's view takes: its data, the settlement calls, the user. */
export type CooperateMonthsScreenProps = Omit<
  CooperateMonthsViewProps,
  'title' | 'tableId' | 'scope'
>;

export function CooperateMonthsView({
  scope,
  settlements,
  actor,
  settle = true,
  note,
  ...props
}: CooperateMonthsViewProps) {
  const { LL } = useI18nContext();
  const F = LL.figures;
  const { columns, filterFields } = useCooperateMonthColumns(scope);
  const settlement = useSettlementActions(settlements, cooperateSettlement, actor);
  return (
    <FigureListView<typeof cooperateMonthContract>
      {...props}
      columns={columns}
      filterFields={filterFields}
      sortable={COOPERATE_MONTH_SORTABLE}
      rowName={cooperateSettlement.nameOf}
      chartOf={(row) =>
        chartLinks.cooperate({
          cooperateId: row.cooperateId,
          cooperateName: row.cooperateName,
          countTime: row.countTime,
        })
      }
      settlement={settle ? settlement : undefined}
      note={
        note ??
        (scope === 'all' ? `${F.examineHint()} ${F.utc()}` : `${F.ownPartner()} ${F.applyHint()}`)
      }
      historyEntity="settlement"
    />
  );
}
