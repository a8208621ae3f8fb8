/**
 * The columns and filters of the script-partner lists (a script's figures through one partner),
 * per day and per month: script and partner, the period, then the counts with their totals.
 * The partner's own screen (scope `own`) leaves its partner's name out.
 */
import { useI18nContext } from '@locales/i18n-react';
import type { ScriptCooperateDayRecord } from '@contracts/activity.js';
import type { Column } from '@/components/list/DataTable';
import type { FilterField } from '@/components/list/FilterBar';
import { chartLinks } from '../chartLinks';
import { columnMakers, dayRangeFilter, monthRangeFilter } from '../figureList/figureColumns';
import type { PartnerScope } from '../cooperateFigures/partnerScope';

/** What a script-partner day and month have in common. */
type Named = Omit<ScriptCooperateDayRecord, 'day'>;

const SORTABLE = ['id', 'scriptName', 'cooperateName', 'activeNum', 'clickNum'];
/** The sort fields of the script-partner days (both calls) and months. */
export const SCRIPT_COOPERATE_DAY_SORTABLE = [...SORTABLE, 'day'];
export const SCRIPT_COOPERATE_MONTH_SORTABLE = [...SORTABLE, 'countTime', 'days'];

export interface ScriptCooperateColumnsOptions<Row> {
  sortable: readonly string[];
  scope: PartnerScope;
  /** The period's columns, after the names. */
  period: readonly Column<Row>[];
  /** Columns after the counts (a month's days with figures). */
  trailing?: readonly Column<Row>[];
  /** A day range filter besides the month range. */
  byDay: boolean;
}

export function useScriptCooperateColumns<Row extends Named>(
  options: ScriptCooperateColumnsOptions<Row>,
) {
  const { LL } = useI18nContext();
  const A = LL.activity;
  const { figure, text } = columnMakers<Row>(options.sortable);
  const columns: Column<Row>[] = [
    text('scriptName', A.script(), true),
    ...(options.scope === 'all' ? [text('cooperateName', A.partner())] : []),
    ...options.period,
    figure('activeNum', A.activeNum(), true),
    figure('clickNum', A.clickNum(), true),
    ...(options.trailing ?? []),
  ];
  const filterFields: FilterField[] = [
    { kind: 'text', name: 'scriptName', label: A.filterScript() },
    monthRangeFilter(LL),
    ...(options.byDay ? [dayRangeFilter(LL)] : []),
  ];
  return { columns, filterFields };
}

/** The script-partner chart of a row's month. */
export const scriptCooperateChartOf = (row: Named, countTime: string) =>
  chartLinks.scriptCooperate({
    scriptId: row.scriptId,
    scriptName: row.scriptName,
    cooperateId: row.cooperateId,
    cooperateName: row.cooperateName,
    countTime,
  });
