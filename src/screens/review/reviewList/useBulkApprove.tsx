/**
 * "Approve selected": asks first (the asked call, the selection as one target), then approves the
 * selection in one batch call, in which each record goes on its own. The answer is told as
 * "N approved, M not", each refused one named with its reason in the user's language (most
 * often: no longer pending). The selection is cleared and the list read again either way.
 */
import { Button } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { ApproveBatchAnswer } from '@contracts/review.js';
import { toFailure } from '@machines/failure.js';
import { describeFailure } from '@/api/errorText';
import { notify } from '@/api/notifier';
import type { ReviewApi } from '@/api/review';
import type { ListControls } from '@/components/list/ResourceListView';
import { useAskedCall } from '@/flow/useAskedCall';
import { reasonText } from '@/list/fieldText';

interface Batch<Row> {
  rows: readonly Row[];
  list: ListControls;
}

export function useBulkApprove<Row extends { id: number }>(
  api: ReviewApi<Row>,
  nameOf: (row: Row) => string,
) {
  const { LL } = useI18nContext();
  const R = LL.review;
  const asking = useAskedCall<Batch<Row>>({
    run: (batch) => api.approveBatch(batch.rows.map((row) => row.id)),
    question: (batch) => ({
      title: R.batchTitle(),
      text: R.batchText({ count: batch.rows.length }),
      confirmLabel: R.action.APPROVE(),
    }),
    onFinished: (batch, { ok, output, error }) => {
      const answer = output as ApproveBatchAnswer | undefined;
      if (!ok || !answer) notify('error', describeFailure(toFailure(error)));
      else {
        const name = (id: number) => {
          const row = batch.rows.find((r) => r.id === id);
          return row ? nameOf(row) : String(id);
        };
        const refusals = answer.refused.map(({ id, reason }) =>
          R.batchRefused({ name: name(id), reason: reasonText(LL, reason) ?? reason }),
        );
        const done = R.batchDone({ approved: answer.approved.length, refused: refusals.length });
        notify(refusals.length ? 'warning' : 'success', [done, ...refusals].join(' '), refusals.length ? undefined : 3000);
      }
      batch.list.clearSelection();
      batch.list.refresh();
    },
  });

  /** The button of the bulk bar, for the selected rows of the page. */
  const button = (selected: readonly Row[], list: ListControls) => (
    <Button
      icon={<CheckmarkCircleRegular />}
      onClick={() => asking.ask({ rows: selected, list }, { id: 0, name: '', event: 'APPROVE_BATCH' })}
    >
      {R.approveSelected()}
    </Button>
  );
  return { button, dialog: asking.dialog };
}
