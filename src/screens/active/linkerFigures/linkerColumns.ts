/**
 * The columns and filters of the shared clicker config (linker) lists, per day and per month:
 * the config, the period, then actives and uses with their totals. Platform-wide figures
 * (ADMIN): no owner, no settlement, no chart.
 */
import { useI18nContext } from '@locales/i18n-react';
import type { LinkerDayRecord } from '@contracts/activity.js';
import type { Column } from '@/components/list/DataTable';
import type { FilterField } from '@/components/list/FilterBar';
import { columnMakers, dayRangeFilter, monthRangeFilter } from '../figureList/figureColumns';

/** What a linker day and month have in common. */
type Named = Omit<LinkerDayRecord, 'day'>;

const SORTABLE = ['id', 'linkerName', 'activeNum', 'useNum'];
/** The sort fields of GET /api/linker/queryLinkerActive and queryLinkerActiveMonth. */
export const LINKER_DAY_SORTABLE = [...SORTABLE, 'day'];
export const LINKER_MONTH_SORTABLE = [...SORTABLE, 'countTime', 'days'];

export interface LinkerColumnsOptions<Row> {
  sortable: readonly string[];
  /** The period's columns, after the config. */
  period: readonly Column<Row>[];
  /** Columns after the counts (a month's days with figures). */
  trailing?: readonly Column<Row>[];
  /** A day range filter besides the month range. */
  byDay: boolean;
}

export function useLinkerColumns<Row extends Named>(options: LinkerColumnsOptions<Row>) {
  const { LL } = useI18nContext();
  const A = LL.activity;
  const { figure, text } = columnMakers<Row>(options.sortable);
  const columns: Column<Row>[] = [
    text('linkerName', A.linker(), true),
    text('configName', A.configName()),
    ...options.period,
    figure('activeNum', A.activeNum(), true),
    figure('useNum', A.useNum(), true),
    ...(options.trailing ?? []),
  ];
  // The server's linkerName filter matches the config's name and its file name.
  const filterFields: FilterField[] = [
    { kind: 'text', name: 'linkerName', label: A.filterLinker() },
    monthRangeFilter(LL),
    ...(options.byDay ? [dayRangeFilter(LL)] : []),
  ];
  return { columns, filterFields };
}
