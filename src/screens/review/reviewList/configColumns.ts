/**
 * Clicker configs (GET /api/config/queryConfig): the config and its script in front of the
 * shared review columns; filters status, script, owner (all), config name, created range.
 */
import { useI18nContext } from '@locales/i18n-react';
import type { ConfigRecord } from '@contracts/review.js';
import { idColumn } from '@/components/list/standardColumns';
import {
  REVIEW_SORTABLE,
  useReviewColumns,
  type ReviewFamily,
  type ReviewScope,
} from './reviewColumns';

export const CONFIG_SORTABLE = [...REVIEW_SORTABLE, 'configName'] as const;

export const configName = (row: ConfigRecord) => row.configName;

export function useConfigFamily(scope: ReviewScope): ReviewFamily<ConfigRecord> {
  const { LL } = useI18nContext();
  const R = LL.review;
  const common = useReviewColumns<ConfigRecord>(scope);
  return {
    entity: 'config',
    columns: [
      idColumn(LL.list.id()),
      { key: 'configName', label: R.configName(), sortable: true, hideable: false },
      { key: 'scriptName', label: R.script(), sortable: true },
      ...common.owner,
      ...common.outcome,
    ],
    filterFields: [
      common.statusFilter,
      common.scriptFilter,
      ...common.ownerFilter,
      { kind: 'text', name: 'configName', label: R.filterConfig() },
      common.createdFilter,
    ],
    sortable: CONFIG_SORTABLE,
    rowName: configName,
  };
}
