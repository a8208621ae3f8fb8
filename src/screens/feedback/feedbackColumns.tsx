/**
 * The feedback desk's columns and filters (contracts/resources/feedback.ts): the number, the status
 * as a badge, what the app user wrote (wrapped, the whole text on hover), the screenshots as
 * thumbnails, who wrote it and how to reach them, the script, the app version and device, who
 * handles it, the reply and the times. Filters: status, script, words in the text, the days
 * received.
 */
import { makeStyles } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { FEEDBACK_STATUSES, type FeedbackRecord, type FeedbackStatus } from '@contracts/feedback.js';
import type { ColumnKeyOf } from '@contracts/resourceContract.js';
import type { feedbackContract } from '@contracts/resources/feedback.js';
import type { Column } from '@/components/list/DataTable';
import { StatusBadge, type StatusTone } from '@/components/list/StatusBadge';
import { idColumn, timeColumn } from '@/components/list/standardColumns';
import type { ListColumn, ListFilter } from '@/list/listColumns';
import { ScreenshotThumbs, type PreviewTarget } from './ScreenshotPreview';

type FeedbackColumn = Column<FeedbackRecord, ColumnKeyOf<typeof feedbackContract> | 'screenshots'>;

const TONES: Record<FeedbackStatus, StatusTone> = { new: 'warning', in_progress: 'informative', replied: 'success', closed: 'subtle' };

const useStyles = makeStyles({
  // A readable width in the table, never wider than a phone card's value column (35vw).
  text: { display: 'block', minWidth: 'min(16em, 35vw)', maxWidth: '32em', whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
});

export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  const { LL } = useI18nContext();
  return <StatusBadge label={LL.feedback.status[status]()} tone={TONES[status]} />;
}

export function useFeedbackColumns(nameOf: (row: FeedbackRecord) => string, openPreview: (target: PreviewTarget) => void): ListColumn<typeof feedbackContract>[] {
  const { LL } = useI18nContext();
  const D = LL.feedbackDesk;
  const styles = useStyles();
  const text = (value: string | null) => (value === null ? '' : <span className={styles.text}>{value}</span>);
  const columns: FeedbackColumn[] = [
    idColumn<FeedbackRecord>(D.id()),
    { key: 'status', label: LL.feedback.statusColumn(), render: (row) => <FeedbackStatusBadge status={row.status} /> },
    { key: 'text', label: D.text(), hideable: false, render: (row) => text(row.text) },
    {
      key: 'screenshots',
      label: D.screenshots(),
      data: false,
      render: (row) => <ScreenshotThumbs name={nameOf(row)} screenshots={row.screenshots} onOpen={openPreview} />,
    },
    { key: 'userId', label: D.user(), render: (row) => row.userName },
    { key: 'contact', label: D.contact(), render: (row) => row.contact ?? '' },
    { key: 'scriptId', label: D.script(), render: (row) => row.scriptName ?? '' },
    { key: 'appVersion', label: D.appVersion(), shown: false },
    { key: 'deviceId', label: D.deviceId(), shown: false },
    { key: 'handlerId', label: D.handler(), render: (row) => row.handlerName ?? '' },
    { key: 'reply', label: D.reply(), render: (row) => text(row.reply) },
    timeColumn<FeedbackRecord, 'createdAt'>('createdAt', D.receivedAt(), { sortable: true }),
    { ...timeColumn<FeedbackRecord, 'updatedAt'>('updatedAt', LL.list.updatedAt(), { sortable: true }), shown: false },
  ];
  return columns as ListColumn<typeof feedbackContract>[];
}

export function useFeedbackFilters(scriptOptions: readonly { value: string; label: string }[]): ListFilter<typeof feedbackContract>[] {
  const { LL } = useI18nContext();
  const D = LL.feedbackDesk;
  return [
    {
      kind: 'select',
      name: 'status',
      label: LL.feedback.statusColumn(),
      options: FEEDBACK_STATUSES.map((status) => ({ value: status, label: LL.feedback.status[status]() })),
    },
    { kind: 'text', name: 'text', label: D.textContains() },
    { kind: 'select', name: 'scriptId', label: D.script(), options: scriptOptions },
    { kind: 'dateRange', name: 'createdAt', label: D.receivedAt() },
  ];
}
