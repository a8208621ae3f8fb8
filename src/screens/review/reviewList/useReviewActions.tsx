/**
 * The review flow's actions on a config list (docs/flows.md): for each row, the events the review
 * machine allows this user (reviewRow.ts), in a Review column right after the status; where a row
 * allows nothing, the cell reads "cannot operate" (an auditor's every row). APPROVE, LIST and
 * DELIST are calls asked about first; REJECT and RESUBMIT open their forms (useReviewForms).
 * On a review queue, a reviewer who may also list gets "Approve and list": the two events in
 * turn, so an approved config need not be looked for again on the full list (docs/review.md).
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
import { REVIEW_ACTION_ROLES } from '@contracts/permissions.js';
import { REJECT_REASON_MAX } from '@contracts/review.js';
import { hasAnyRole } from '@contracts/roles.js';
import type { ReviewActor, ReviewEventType } from '@contracts/review.js';
import type { ReviewApi } from '@/api/review';
import { ReasonDialog } from '@/components/list/ReasonDialog';
import { useFlowOutcome } from '@/flow/useFlowOutcome';
import { useRecordActions, type CallStep, type RecordFlow } from '@/flow/useRecordActions';
import { ResubmitDialog } from './ResubmitDialog';
import { reviewEvents, type ReviewRow } from './reviewRow';
import { useReviewForms } from './useReviewForms';

/** The flow's events, and the queue's two-step approval. */
type ReviewAction = ReviewEventType | 'APPROVE_AND_LIST';

const ICONS: Record<ReviewAction, ReactElement> = {
  APPROVE: <CheckmarkCircleRegular />,
  APPROVE_AND_LIST: <StarRegular />,
  REJECT: <DismissCircleRegular />,
  LIST: <StarRegular />,
  DELIST: <StarOffRegular />,
  RESUBMIT: <ArrowUploadRegular />,
};

export function useReviewActions<Row extends ReviewRow>(
  api: ReviewApi<Row>,
  actor: ReviewActor,
  nameOf: (row: Row) => string,
  queue = false,
) {
  const { LL } = useI18nContext();
  const R = LL.review;
  const outcome = useFlowOutcome<Row, ReviewAction>(nameOf, (event, name) =>
    event === 'APPROVE_AND_LIST' ? R.approveAndListDone({ name }) : R.done[event]({ name }),
  );
  const mayList = hasAnyRole(actor.roles, REVIEW_ACTION_ROLES.list);
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
  const flow: RecordFlow<Row, ReviewAction> = {
    eventsOf: (row) => {
      const events: ReviewAction[] = reviewEvents(row, actor);
      return queue && mayList && events.includes('APPROVE') ? [...events, 'APPROVE_AND_LIST'] : events;
    },
    nameOf,
    events: {
      APPROVE: { label: R.action.APPROVE(), icon: ICONS.APPROVE, ...asked('APPROVE', api.approve) },
      APPROVE_AND_LIST: {
        label: R.approveAndList(),
        icon: ICONS.APPROVE_AND_LIST,
        call: async (row) => {
          await api.approve(row.id);
          return api.publish(row.id);
        },
        question: (_row, name) => ({
          title: R.approveAndListTitle(),
          text: R.approveAndListText({ name }),
          confirmLabel: R.approveAndList(),
        }),
      },
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
