/**
 * Shared clicker configs (GET /api/linker/queryLinker, docs/resources.md: linkerId, linkerName,
 * configName): the shared config, its file and its script (if any) in front of the shared review
 * columns. The server's `linkerName` filter matches the shared name and the file name.
 */
import { useI18nContext } from '@locales/i18n-react';
import type { LinkerRecord } from '@contracts/review.js';
import { idColumn } from '@/components/list/standardColumns';
import {
  REVIEW_SORTABLE,
  useReviewColumns,
  type ReviewFamily,
  type ReviewScope,
} from './reviewColumns';

export const LINKER_SORTABLE = [...REVIEW_SORTABLE, 'linkerName', 'configName'] as const;

export const linkerName = (row: LinkerRecord) => row.linkerName;

export function useLinkerFamily(scope: ReviewScope): ReviewFamily<LinkerRecord> {
  const { LL } = useI18nContext();
  const R = LL.review;
  const common = useReviewColumns<LinkerRecord>(scope);
  return {
    entity: 'linker',
    columns: [
      idColumn(R.linkerId()),
      { key: 'linkerName', label: R.linkerName(), sortable: true, hideable: false },
      { key: 'configName', label: R.configName(), sortable: true },
      {
        key: 'scriptName',
        label: R.script(),
        sortable: true,
        render: (row) => row.scriptName ?? '',
      },
      ...common.owner,
      ...common.outcome,
    ],
    filterFields: [
      common.statusFilter,
      { kind: 'text', name: 'linkerName', label: R.filterLinker() },
      common.scriptFilter,
      ...common.ownerFilter,
      common.createdFilter,
    ],
    sortable: LINKER_SORTABLE,
    rowName: linkerName,
  };
}
