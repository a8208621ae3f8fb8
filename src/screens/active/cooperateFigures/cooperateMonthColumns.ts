/**
 * The columns and filters of the partner-month list: the month's counts and the partner's unit
 * price, then the settlement's outcome (shared with the script months). The status (and the
 * Settlement column the view puts after it) comes right after the month, so it stays in view.
 */
import { useI18nContext } from '@locales/i18n-react';
import type { CooperateActiveMonthRecord } from '@contracts/activity.js';
import type { Column } from '@/components/list/DataTable';
import type { FilterField } from '@/components/list/FilterBar';
import { idColumn } from '@/components/list/standardColumns';
import { columnMakers, monthRangeFilter } from '../figureList/figureColumns';
import { useSettlementColumns } from '../settlement/settlementColumns';
import { partnerFilters, type PartnerScope } from './partnerScope';

type Row = CooperateActiveMonthRecord;

/** The sort fields of GET /api/active/cooperate/queryCooperateActiveMonth. */
export const COOPERATE_MONTH_SORTABLE = [
  'id',
  'countTime',
  'cooperateName',
  'activeNum',
  'clickNum',
  'activeFinalNum',
  'activeMoney',
  'status',
];

export function useCooperateMonthColumns(scope: PartnerScope) {
  const { LL } = useI18nContext();
  const A = LL.activity;
  const { figure, money, text } = columnMakers<Row>(COOPERATE_MONTH_SORTABLE);
  const settled = useSettlementColumns<Row>(COOPERATE_MONTH_SORTABLE);
  const all = scope === 'all';
  const columns: Column<Row>[] = [
    idColumn(LL.list.id()),
    ...(all ? [text('cooperateName', A.partner(), true)] : []),
    text('countTime', A.countTime(), !all),
    settled.status,
    figure('activeNum', A.activeNum(), true),
    figure('clickNum', A.clickNum(), true),
    money('unitMoney', A.unitMoney()),
    ...settled.outcome,
  ];
  const filterFields: FilterField[] = [
    ...partnerFilters(scope, LL),
    monthRangeFilter(LL),
    settled.statusFilter,
  ];
  return { columns, filterFields };
}
