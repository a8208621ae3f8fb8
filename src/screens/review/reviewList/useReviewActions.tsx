/**
 * The review flow's actions on a config list (docs/flows.md): for each row, the events the review
 * machine allows this user (reviewRow.ts), in a Review column right after the status; where a row
 * allows nothing, the cell reads "cannot operate" (an auditor's every row). APPROVE, LIST and
 * DELIST are calls asked about first; REJECT and RESUBMIT open their forms (useReviewForms).
 */
import type { ReactElement } from 'react';
import {
  ArrowUploadRegular,
  CheckmarkCircleRegular,
  DismissCircleRegular,
  StarOffRegular,
  StarRegular,
} from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { REJECT_REASON_MAX } from '@contracts/review.js';
import type { ReviewActor, ReviewEventType } from '@contracts/review.js';
import type { ReviewApi } from '@/api/review';
import { ReasonDialog } from '@/components/list/ReasonDialog';
import { useFlowOutcome } from '@/flow/useFlowOutcome';
import { useRecordActions, type CallStep, type RecordFlow } from '@/flow/useRecordActions';
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

export function useReviewActions<Row extends ReviewRow>(
  api: ReviewApi<Row>,
  actor: ReviewActor,
  nameOf: (row: Row) => string,
) {
  const { LL } = useI18nContext();
  const R = LL.review;
  const outcome = useFlowOutcome<Row, ReviewEventType>(nameOf, (event, name) => R.done[event]({ name }));
  const forms = useReviewForms(api, outcome.finish);

  /** A call asked about first: the question names the record. */
  const asked = (event: 'APPROVE' | 'LIST' | 'DELIST', call: (id: number) => Promise<unknown>): CallStep<Row> => ({
    call: (row) => call(row.id),
    question: (_row, name) => ({
      title: R.confirmTitle[event](),
      text: R.confirmText[event]({ name }),
      confirmLabel: R.action[event](),
    }),
  });
  const flow: RecordFlow<Row, ReviewEventType> = {
    eventsOf: (row) => reviewEvents(row, actor),
    nameOf,
    events: {
      APPROVE: { label: R.action.APPROVE(), icon: ICONS.APPROVE, ...asked('APPROVE', api.approve) },
      REJECT: { label: R.action.REJECT(), icon: ICONS.REJECT, danger: true, form: (row) => forms.openReject(row.id) },
      LIST: { label: R.action.LIST(), icon: ICONS.LIST, ...asked('LIST', api.publish) },
      DELIST: { label: R.action.DELIST(), icon: ICONS.DELIST, danger: true, ...asked('DELIST', api.withdraw) },
      RESUBMIT: { label: R.action.RESUBMIT(), icon: ICONS.RESUBMIT, form: (row) => forms.openResubmit(row.id) },
    },
    column: { key: 'review', label: R.column(), actionsFor: (name) => R.actionsFor({ name }), none: R.cannotOperate() },
  };
  const actions = useRecordActions(outcome, flow);
  const { current, currentName } = outcome;

  const dialogs = (
    <>
      {actions.dialog}
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
  return { column: actions.column, rowActions: actions.rowActions, dialogs };
}
