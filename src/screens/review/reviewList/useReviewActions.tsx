/**
 * The review actions of a config list: for each row, the events the review machine allows this
 * user (reviewRow.ts), in a Review column right after the status; where a row allows nothing,
 * the cell reads "cannot operate" (an auditor's every row). APPROVE, LIST and DELIST are asked
 * about first (the record action machine), REJECT and RESUBMIT open their forms
 * (useReviewForms). After each, the user is told what happened, or why not, and the list is
 * read again: the record may have changed meanwhile.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { useSelector } from '@xstate/react';
import { useInspectedActorRef } from '@/inspector/useInspectedActor';
import { fromPromise } from 'xstate';
import {
  ArrowUploadRegular,
  CheckmarkCircleRegular,
  DismissCircleRegular,
  StarOffRegular,
  StarRegular,
} from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { REJECT_REASON_MAX } from '@contracts/review.js';
import { ReasonDialog } from '@/components/list/ReasonDialog';
import type { ReviewActor, ReviewEventType } from '@contracts/review.js';
import { toFailure } from '@machines/failure.js';
import { recordActionMachine, type RecordActionTarget } from '@machines/recordAction.machine.js';
import { describeFailure } from '@/api/errorText';
import { notify } from '@/api/notifier';
import type { ReviewApi } from '@/api/review';
import { ConfirmDialog } from '@/components/list/ConfirmDialog';
import type { Column } from '@/components/list/DataTable';
import type { ListControls } from '@/components/list/ResourceListView';
import type { RowAction } from '@/components/list/RowActions';
import { ActionsCell } from '@/components/list/TableRowParts';
import { ResubmitDialog } from './ResubmitDialog';
import { reviewEvents, type ReviewRow } from './reviewRow';
import { useReviewForms } from './useReviewForms';

const ICONS: Record<ReviewEventType, ReactElement> = {
  APPROVE: <CheckmarkCircleRegular />,
  REJECT: <DismissCircleRegular />,
  LIST: <StarRegular />,
  DELIST: <StarOffRegular />,
  RESUBMIT: <ArrowUploadRegular />,
};

/** The events asked about before they run (no words needed from the user). */
type Asked = 'APPROVE' | 'LIST' | 'DELIST';
const isAsked = (event: string): event is Asked => ['APPROVE', 'LIST', 'DELIST'].includes(event);

export function useReviewActions<Row extends ReviewRow>(
  api: ReviewApi<Row>,
  actor: ReviewActor,
  nameOf: (row: Row) => string,
) {
  const { LL } = useI18nContext();
  const R = LL.review;
  // The list to refresh and the row acted on come with the row action that started it.
  const refresh = useRef<() => void>(() => {});
  const [current, setCurrent] = useState<Row | null>(null);
  const currentName = current ? nameOf(current) : '';

  const finish = useCallback(
    (event: ReviewEventType, name: string, error?: unknown) => {
      if (error === undefined) notify('success', R.done[event]({ name }), 3000);
      else notify('error', describeFailure(toFailure(error)));
      refresh.current();
    },
    [R],
  );

  const logic = useMemo(
    () =>
      recordActionMachine.provide({
        actors: {
          run: fromPromise<unknown, RecordActionTarget>(({ input }) =>
            input.event === 'APPROVE'
              ? api.approve(input.id)
              : input.event === 'LIST'
                ? api.publish(input.id)
                : api.withdraw(input.id),
          ),
        },
      }),
    [api],
  );
  const asking = useInspectedActorRef(logic);
  useEffect(() => {
    const subscription = asking.on('finished', ({ ok, target, error }) =>
      finish(target.event as ReviewEventType, target.name, ok ? undefined : error),
    );
    return () => subscription.unsubscribe();
  }, [asking, finish]);
  const asked = useSelector(asking, (s) => s);

  const onFormDone = useCallback(
    (event: ReviewEventType) => finish(event, currentName),
    [finish, currentName],
  );
  const forms = useReviewForms(api, onFormDone);

  const rowActions = (row: Row, list: ListControls): RowAction[] =>
    reviewEvents(row, actor).map((event) => ({
      id: event.toLowerCase(),
      label: R.action[event](),
      icon: ICONS[event],
      danger: event === 'REJECT' || event === 'DELIST',
      run: () => {
        refresh.current = list.refresh;
        setCurrent(row);
        if (event === 'REJECT') forms.openReject(row.id);
        else if (event === 'RESUBMIT') forms.openResubmit(row.id);
        else asking.send({ type: 'ASK', id: row.id, name: nameOf(row), event });
      },
    }));

  const question = asked.context.target?.event;
  const dialogs = (
    <>
      <ConfirmDialog
        open={!asked.matches('idle') && question !== undefined && isAsked(question)}
        title={question && isAsked(question) ? R.confirmTitle[question]() : ''}
        text={
          question && isAsked(question)
            ? R.confirmText[question]({ name: asked.context.target?.name ?? '' })
            : ''
        }
        confirmLabel={question && isAsked(question) ? R.action[question]() : ''}
        busy={asked.hasTag('busy')}
        onConfirm={() => asking.send({ type: 'CONFIRM' })}
        onCancel={() => asking.send({ type: 'CANCEL' })}
      />
      <ReasonDialog
        form={forms.reject}
        title={R.rejectTitle({ name: currentName })}
        label={R.reason()}
        hint={R.reasonHint()}
        requiredText={R.reasonRequired()}
        max={REJECT_REASON_MAX}
      />
      <ResubmitDialog
        form={forms.resubmit}
        target={current ? { name: currentName, rejectReason: current.rejectReason } : null}
      />
    </>
  );
  /** The Review column: the row's possible events as buttons, or "cannot operate". */
  const column = (list: ListControls): Column<Row> => ({
    key: 'review',
    label: R.column(),
    // The row's review actions: no record data, left out of exports.
    data: false,
    render: (row) => (
      <ActionsCell
        actions={rowActions(row, list)}
        name={nameOf(row)}
        label={R.actionsFor({ name: nameOf(row) })}
        emptyText={R.cannotOperate()}
      />
    ),
  });
  return { column, dialogs };
}
