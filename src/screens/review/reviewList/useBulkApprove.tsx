/**
 * "Approve selected": asks first (the record action machine, the selection as one target), then
 * approves the selection in one batch call, in which each record goes on its own. The answer is
 * told as "N approved, M not", each refused one named with its reason in the user's language
 * (most often: no longer pending). The selection is cleared and the list read again either way.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useInspectedActorRef } from '@/inspector/useInspectedActor';
import { fromPromise } from 'xstate';
import { Button } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { ApproveBatchAnswer } from '@contracts/review.js';
import { toFailure } from '@machines/failure.js';
import { recordActionMachine, type RecordActionTarget } from '@machines/recordAction.machine.js';
import { describeFailure } from '@/api/errorText';
import { notify } from '@/api/notifier';
import type { ReviewApi } from '@/api/review';
import { ConfirmDialog } from '@/components/list/ConfirmDialog';
import type { ListControls } from '@/components/list/ResourceListView';
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
  // The rows asked about (for their names) and the list they came from; the machine's target is
  // the batch as one record, the answer comes with its `finished` event.
  const batch = useRef<Batch<Row> | null>(null);
  const logic = useMemo(
    () =>
      recordActionMachine.provide({
        actors: {
          run: fromPromise<unknown, RecordActionTarget>(() =>
            api.approveBatch(batch.current!.rows.map((row) => row.id)),
          ),
        },
      }),
    [api],
  );
  const asking = useInspectedActorRef(logic);
  const asked = useSelector(asking, (s) => s);

  useEffect(() => {
    const subscription = asking.on('finished', ({ ok, output, error }) => {
      const current = batch.current;
      if (!current) return;
      const answer = output as ApproveBatchAnswer | undefined;
      if (!ok || !answer) notify('error', describeFailure(toFailure(error)));
      else {
        const name = (id: number) => {
          const row = current.rows.find((r) => r.id === id);
          return row ? nameOf(row) : `#${id}`;
        };
        const refusals = answer.refused.map(({ id, reason }) =>
          R.batchRefused({ name: name(id), reason: reasonText(LL, reason) ?? reason }),
        );
        const done = R.batchDone({ approved: answer.approved.length, refused: refusals.length });
        notify(
          refusals.length ? 'warning' : 'success',
          [done, ...refusals].join(' '),
          refusals.length ? undefined : 3000,
        );
      }
      current.list.clearSelection();
      current.list.refresh();
    });
    return () => subscription.unsubscribe();
  }, [asking, LL, R, nameOf]);

  /** The button of the bulk bar, for the selected rows of the page. */
  const button = (selected: readonly Row[], list: ListControls) => (
    <Button
      icon={<CheckmarkCircleRegular />}
      onClick={() => {
        batch.current = { rows: selected, list };
        asking.send({ type: 'ASK', id: 0, name: '', event: 'APPROVE_BATCH' });
      }}
    >
      {R.approveSelected()}
    </Button>
  );
  const dialog = (
    <ConfirmDialog
      open={!asked.matches('idle')}
      title={R.batchTitle()}
      text={R.batchText({ count: batch.current?.rows.length ?? 0 })}
      confirmLabel={R.action.APPROVE()}
      busy={asked.hasTag('busy')}
      onConfirm={() => asking.send({ type: 'CONFIRM' })}
      onCancel={() => asking.send({ type: 'CANCEL' })}
    />
  );
  return { button, dialog };
}
