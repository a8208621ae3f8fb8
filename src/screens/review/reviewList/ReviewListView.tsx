/**
 * The one list every review screen is (configs and shared configs; ADMIN's lists and pending
 * queues, a creator's own submissions, the auditor's read-only lists): a read-only resource list
 * with CSV export and the kind's filters, the Review column right after the status with the
 * actions the review machine allows this user, a "View content" row action, and, for those who
 * may, row selection with "Approve selected". A kind declares its columns (ReviewFamily); this
 * owns the wiring. Screens add row actions of their own through `rowActions` (e.g. a History).
 */
import { READ_ONLY } from '@contracts/permissions.js';
import { useState, type ReactNode } from 'react';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { DocumentTextRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { ReviewActor } from '@contracts/review.js';
import type { Filters } from '@machines/list.machine.js';
import type { RecordOf, SortKeyOf } from '@contracts/resourceContract.js';
import type { ReviewApi, ReviewContractOf } from '@/api/review';
import type { ListColumn, ListFilter } from '@/list/listColumns';
import { ResourceListView, type ListControls } from '@/components/list/ResourceListView';
import type { RowAction } from '@/components/list/RowActions';
import { ContentDialog, type ContentTarget } from './ContentDialog';
import { afterStatus } from '@/components/list/standardColumns';
import type { RecordHistoryLoader } from '@/api/audit';
import { useRecordHistory } from '@/history/useRecordHistory';
import type { ReviewFamily, ReviewRecord, ReviewScope } from './reviewColumns';
import { canApproveBatch } from './reviewRow';
import { useBulkApprove } from './useBulkApprove';
import { useReviewActions } from './useReviewActions';

/** Reviews are decided through their events, never created, edited or deleted as records. */
/** The review queue: what waits for a decision (docs/review.md). */
const PENDING: Filters = { status: 'pending' };

/** What every review screen's view takes (stories and tests pass their own). */
export interface ReviewScreenProps<Row> {
  api: ReviewApi<Row>;
  /** The signed-in user, as the review machine's guards read them. */
  actor: ReviewActor;
  /** Record histories, for those who may read them (useHistoryAccess); none: no History action. */
  recordHistory?: RecordHistoryLoader;
  /** More row actions beside "View content". */
  rowActions?: (row: Row, list: ListControls) => RowAction[];
  /** The user the column choice is kept for. */
  userKey?: string;
  /** Where an export goes (the browser download by default). */
  saveFile?: (blob: Blob, fileName: string) => void;
}

export interface ReviewListViewProps<Row extends ReviewRecord> extends ReviewScreenProps<Row> {
  title: string;
  tableId: string;
  family: ReviewFamily<Row>;
  scope: ReviewScope;
  /** Opens on the pending queue (status=pending), to which Reset returns. */
  queue?: boolean;
}

const useStyles = makeStyles({ note: { color: tokens.colorNeutralForeground3 } });

export function ReviewListView<Row extends ReviewRecord>(props: ReviewListViewProps<Row>) {
  const { api, actor, family, scope, queue = false } = props;
  const { LL } = useI18nContext();
  const styles = useStyles();
  const actions = useReviewActions(api, actor, family.rowName, queue);
  const bulk = useBulkApprove(api, family.rowName);
  const [content, setContent] = useState<ContentTarget | null>(null);
  const history = useRecordHistory(props.recordHistory);
  const note = queue ? LL.review.queueNote() : scope === 'own' ? LL.review.ownNote() : null;
  const screenActions = props.rowActions;

  const rowActions = (row: Row, list: ListControls): RowAction[] => [
    {
      id: 'content',
      label: LL.review.viewContent(),
      icon: <DocumentTextRegular />,
      run: () => setContent({ id: row.id, name: family.rowName(row) }),
    },
    ...history.actions(family.entity, row.id, family.rowName(row)),
    ...(screenActions ? screenActions(row, list) : []),
  ];

  return (
    <ResourceListView<ReviewContractOf<Row>>
      title={props.title}
      tableId={props.tableId}
      api={api.records}
      permissions={READ_ONLY}
      userKey={props.userKey}
      saveFile={props.saveFile}
      columns={(list) => afterStatus(family.columns, actions.column(list)) as ListColumn<ReviewContractOf<Row>>[]}
      filterFields={family.filterFields as ListFilter<ReviewContractOf<Row>>[]}
      sortable={family.sortable as SortKeyOf<ReviewContractOf<Row>>[]}
      rowName={family.rowName as (row: RecordOf<ReviewContractOf<Row>>) => string}
      defaultFilters={queue ? PENDING : undefined}
      emptyText={queue ? LL.review.queueEmpty() : scope === 'own' ? LL.review.ownEmpty() : undefined}
      rowActions={rowActions as (row: RecordOf<ReviewContractOf<Row>>, list: ListControls) => RowAction[]}
      bulkActions={
        canApproveBatch(actor)
          ? (bulk.button as (selected: readonly RecordOf<ReviewContractOf<Row>>[], list: ListControls) => ReactNode)
          : undefined
      }
      aboveTable={
        note
          ? () => (
              <Text as="p" className={styles.note}>
                {note}
              </Text>
            )
          : undefined
      }
      extras={() => (
        <>
          {actions.dialogs}
          {bulk.dialog}
          <ContentDialog target={content} load={api.content} onClose={() => setContent(null)} />
          {history.drawer}
        </>
      )}
    />
  );
}
