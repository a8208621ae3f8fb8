/**
 * The columns and filters both reviewed kinds show the same way (configs, shared configs): owner,
 * status badge, reject reason, the content's first characters, times; and the status, script,
 * owner and created-range filters. A kind adds its own names in front (configColumns.ts,
 * linkerColumns.ts). `own` lists (a creator's submissions) leave the owner out: the server
 * answers only the caller's rows, so it would say nothing.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { REVIEW_STATUSES, type ConfigRecord } from '@contracts/review.js';
import type { Column } from '@/components/list/DataTable';
import type { FilterField } from '@/components/list/FilterBar';
import { timeColumn } from '@/components/list/standardColumns';
import { ReviewStatusBadge } from './ReviewStatusBadge';

/** What every reviewed record has (contracts/review.ts). */
export type ReviewRecord = Pick<
  ConfigRecord,
  | 'id'
  | 'ownerId'
  | 'ownerNick'
  | 'status'
  | 'rejectReason'
  | 'createdAt'
  | 'updatedAt'
  | 'contentPreview'
>;

/** Everyone's submissions (ADMIN, AUDITOR) or the caller's own (CREATOR). */
export type ReviewScope = 'all' | 'own';

/** A reviewed kind's list as declared: what ReviewListView shows of it. */
export interface ReviewFamily<Row> {
  /** The audit trail's entity of these records (their history). */
  entity: 'config' | 'linker';
  columns: Column<Row>[];
  filterFields: FilterField[];
  /** The server's sort whitelist (server/modules/review/reviewTargets.ts). */
  sortable: readonly string[];
  /** Module-level: the actions' hooks keep it. */
  rowName: (row: Row) => string;
}

/** The sort fields both kinds take. */
export const REVIEW_SORTABLE = ['id', 'status', 'scriptName', 'createdAt', 'updatedAt'] as const;

const useStyles = makeStyles({
  // One line of the content's start: enough to tell configs apart; "View content" has the rest.
  // Never wider than its cell: a card at 390 px is narrower than 24em of code.
  preview: {
    display: 'inline-block',
    maxWidth: 'min(24em, 100%)',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    verticalAlign: 'bottom',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
  },
});

export function useReviewColumns<Row extends ReviewRecord>(scope: ReviewScope) {
  const { LL } = useI18nContext();
  const R = LL.review;
  const styles = useStyles();
  const all = scope === 'all';
  const owner: Column<Row>[] = all ? [{ key: 'ownerNick', label: R.owner() }] : [];
  const outcome: Column<Row>[] = [
    {
      key: 'status',
      label: R.statusColumn(),
      sortable: true,
      render: (row) => <ReviewStatusBadge status={row.status} />,
    },
    { key: 'rejectReason', label: R.rejectReason(), render: (row) => row.rejectReason ?? '' },
    {
      key: 'contentPreview',
      label: R.contentPreview(),
      render: (row) => (
        <span className={styles.preview} title={row.contentPreview}>
          {row.contentPreview}
        </span>
      ),
    },
    timeColumn<Row>('createdAt', LL.list.createdAt(), { sortable: true }),
    timeColumn<Row>('updatedAt', LL.list.updatedAt(), { sortable: true }),
  ];
  const statusFilter: FilterField = {
    kind: 'select',
    name: 'status',
    label: R.statusColumn(),
    options: REVIEW_STATUSES.map((value) => ({ value, label: R.status[value]() })),
  };
  const scriptFilter: FilterField = { kind: 'text', name: 'scriptName', label: R.filterScript() };
  const ownerFilter: FilterField[] = all
    ? [{ kind: 'text', name: 'ownerName', label: R.filterOwner() }]
    : [];
  const createdFilter: FilterField = {
    kind: 'dateRange',
    name: 'createdAt',
    label: LL.list.createdAt(),
  };
  return { owner, outcome, statusFilter, scriptFilter, ownerFilter, createdFilter };
}
