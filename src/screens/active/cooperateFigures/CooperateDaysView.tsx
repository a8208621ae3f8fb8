/**
 * A partner's days (GET /api/active/cooperate/queryCooperateActive): active and click counts per
 * day with their totals over the whole filter, month and day ranges, and a Chart action that
 * opens the partner's chart of that day's month.
 */
import { useI18nContext } from '@locales/i18n-react';
import type { CooperateActiveDayRecord } from '@contracts/activity.js';
import { cooperateDayContract } from '@contracts/resources/figures.js';
import { monthOf } from '@contracts/settlement.js';
import type { Column } from '@/components/list/DataTable';
import type { FilterField } from '@/components/list/FilterBar';
import { chartLinks } from '../chartLinks';
import {
  columnMakers,
  dayRangeFilter,
  monthRangeFilter,
  rowNameOf,
} from '../figureList/figureColumns';
import { FigureListView, type FigureViewProps } from '../figureList/FigureListView';
import { dayListNote, partnerFilters, type PartnerScope } from './partnerScope';

type Row = CooperateActiveDayRecord;

/** The sort fields of GET /api/active/cooperate/queryCooperateActive. */
export const COOPERATE_DAY_SORTABLE = ['id', 'day', 'cooperateName', 'activeNum', 'clickNum'];

export interface CooperateDaysViewProps extends FigureViewProps<typeof cooperateDayContract> {
  title: string;
  tableId: string;
  scope: PartnerScope;
}

export function CooperateDaysView({ scope, ...props }: CooperateDaysViewProps) {
  const { LL } = useI18nContext();
  const A = LL.activity;
  const { figure, text } = columnMakers<Row>(COOPERATE_DAY_SORTABLE);
  const all = scope === 'all';
  const columns: Column<Row>[] = [
    ...(all ? [text('cooperateName', A.partner(), true)] : []),
    text('day', A.day(), !all),
    figure('activeNum', A.activeNum(), true),
    figure('clickNum', A.clickNum(), true),
  ];
  const filterFields: FilterField[] = [
    ...partnerFilters(scope, LL),
    monthRangeFilter(LL),
    dayRangeFilter(LL),
  ];
  return (
    <FigureListView<typeof cooperateDayContract>
      {...props}
      columns={columns}
      filterFields={filterFields}
      sortable={COOPERATE_DAY_SORTABLE}
      rowName={(row) => rowNameOf(row.cooperateName, row.day)}
      chartOf={(row) =>
        chartLinks.cooperate({
          cooperateId: row.cooperateId,
          cooperateName: row.cooperateName,
          countTime: monthOf(row.day),
        })
      }
      note={dayListNote(scope, LL)}
    />
  );
}
