/**
 * The columns and filter every settlement-bearing month list shows the same way (script months,
 * partner months): the status badge, and the outcome of the examination (final count and money
 * with their totals, the formula's suggestion, why it went back), plus the status filter.
 */
import { useI18nContext } from '@locales/i18n-react';
import { SETTLEMENT_STATUSES } from '@contracts/settlement.js';
import type { Column } from '@/components/list/DataTable';
import type { FilterField } from '@/components/list/FilterBar';
import { columnMakers } from '../figureList/figureColumns';
import { SettlementStatus } from './SettlementStatus';
import type { SettlementRow } from './settlementRow';

type Settled = SettlementRow & { suggestedMoney: string };

export function useSettlementColumns<Row extends Settled>(sortable: readonly string[]) {
  const { LL } = useI18nContext();
  const A = LL.activity;
  const { figure, money } = columnMakers<Row>(sortable);
  const status: Column<Row> = {
    key: 'status',
    label: A.status(),
    sortable: sortable.includes('status'),
    render: (row) => <SettlementStatus status={row.status} />,
  };
  const outcome: Column<Row>[] = [
    figure('activeFinalNum', A.activeFinalNum(), true),
    money('activeMoney', A.activeMoney(), true),
    money('suggestedMoney', A.suggestedMoney()),
    { key: 'returnReason', label: A.returnReason(), render: (row) => row.returnReason ?? '' },
  ];
  const statusFilter: FilterField = {
    kind: 'select',
    name: 'status',
    label: A.status(),
    options: SETTLEMENT_STATUSES.map((value) => ({
      value,
      label: LL.settlement.status[value](),
    })),
  };
  return { status, outcome, statusFilter };
}
