/**
 * The columns and filters of the script-month lists. The activity view shows the month's
 * figures (active, free, trial, the four platforms, eCPM); the statistics view shows its
 * settlement (counted, final, money, why it was returned). Status comes right after the month, so
 * it (and the Settlement column the view puts after it) stays in view on a wide table. Whose script it is shows only
 * to those who see more than their own (ADMIN, AUDITOR).
 */
import { useI18nContext } from '@locales/i18n-react';
import type { ScriptActiveRecord } from '@contracts/activity.js';
import type { Column } from '@/components/list/DataTable';
import type { FilterField } from '@/components/list/FilterBar';
import { idColumn } from '@/components/list/standardColumns';
import { columnMakers, monthRangeFilter } from '../figureList/figureColumns';
import { useSettlementColumns } from '../settlement/settlementColumns';

export type ScriptMonthsVariant = 'activity' | 'statistics';

/** The sort fields of GET /api/active/queryScriptActive. */
export const SCRIPT_MONTH_SORTABLE = [
  'id',
  'countTime',
  'scriptName',
  'activeNum',
  'freeNum',
  'trialNum',
  'activeFinalNum',
  'activeMoney',
  'status',
  'updatedAt',
] as const;

type Row = ScriptActiveRecord;

export function useScriptMonthColumns(variant: ScriptMonthsVariant, showOwners: boolean) {
  const { LL } = useI18nContext();
  const A = LL.activity;
  const { figure, money } = columnMakers<Row>(SCRIPT_MONTH_SORTABLE);
  const { status, outcome, statusFilter } = useSettlementColumns<Row>(SCRIPT_MONTH_SORTABLE);

  const lead: Column<Row>[] = [
    idColumn(LL.list.id()),
    { key: 'scriptName', label: A.script(), sortable: true, hideable: false },
    ...(showOwners
      ? [
          { key: 'authorNick', label: A.author() },
          { key: 'companyName', label: A.company(), render: (row: Row) => row.companyName ?? '' },
        ]
      : []),
    { key: 'countTime', label: A.countTime(), sortable: true },
  ];
  // The company's part under the signing contract covering the month (docs/signing.md): shown
  // to companies and authors, in the column chooser for those who read every script.
  const shown = showOwners ? { shown: false as const } : {};
  const share: Column<Row> = { key: 'companyShare', label: A.companyShare(), numeric: true, render: (row) => row.companyShare ?? '', ...shown };
  const shareMoney: Column<Row> = { ...money('companyMoney', A.companyMoney()), ...shown };
  const columns: Column<Row>[] =
    variant === 'activity'
      ? [
          ...lead,
          status,
          figure('activeNum', A.activeNum(), true),
          figure('freeNum', A.freeNum(), true),
          figure('trialNum', A.trialNum(), true),
          figure('redFingerNum', A.redFingerNum()),
          figure('vmosNum', A.vmosNum()),
          figure('virtualCloudNum', A.virtualCloudNum()),
          figure('flyingCloudNum', A.flyingCloudNum()),
          money('ecpm', A.ecpm()),
          share,
        ]
      : [...lead, status, figure('activeNum', A.activeNum(), true), ...outcome, share, shareMoney];

  const filterFields: FilterField[] = [
    { kind: 'text', name: 'scriptName', label: A.filterScript() },
    monthRangeFilter(LL),
    statusFilter,
  ];
  return { columns, filterFields };
}
