/**
 * The promotion flow's actions on the list (docs/promotions.md; docs/flows.md): for each row, the
 * events the promotion machine allows this user now. Submit and Approve run at once; Withdraw and
 * End ask first (what they undo); Reject opens a form for the reason the partner reads.
 */
import { useCallback, type ReactElement } from 'react';
import { ArrowUndoRegular, CheckmarkRegular, DismissCircleRegular, SendRegular, StopRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { type PromotionRecord, rejectPromotionForm } from '@contracts/promotion.js';
import { PROMOTION_REJECT_REASON_MAX, type PromotionActor } from '@contracts/promotionKinds.js';
import { promotionSnapshot, type PromotionEvent } from '@machines/promotion.machine.js';
import type { FormValues } from '@machines/submission.machine.js';
import type { PromotionApi, PromotionCall } from '@/api/promotions';
import { ReasonDialog } from '@/components/list/ReasonDialog';
import { useFlowOutcome } from '@/flow/useFlowOutcome';
import { useRecordActions, type CallStep, type RecordFlow } from '@/flow/useRecordActions';
import { useRecordForm } from '@/list/useRecordForm';
import { zodFieldErrors } from '@/list/zodFieldErrors';

/** The events a person sends (START is the server's). */
export const PROMOTION_LIST_EVENTS = ['SUBMIT', 'APPROVE', 'REJECT', 'WITHDRAW', 'END'] as const;
export type PromotionListEvent = (typeof PROMOTION_LIST_EVENTS)[number];

const ICONS: Record<PromotionListEvent, ReactElement> = {
  SUBMIT: <SendRegular />,
  APPROVE: <CheckmarkRegular />,
  REJECT: <DismissCircleRegular />,
  WITHDRAW: <ArrowUndoRegular />,
  END: <StopRegular />,
};

const CALLS: Record<Exclude<PromotionListEvent, 'REJECT'>, PromotionCall> = {
  SUBMIT: 'submitPromotion',
  APPROVE: 'approvePromotion',
  WITHDRAW: 'withdrawPromotion',
  END: 'endPromotion',
};

const nameOf = (row: PromotionRecord) => row.title;

function sample(type: PromotionListEvent, actor: PromotionActor): PromotionEvent {
  if (type === 'REJECT') return { type, actor, reason: '-' };
  if (type === 'END') return { type, actor, now: Date.now() };
  return { type, actor };
}

/** The events the machine lets this user send this promotion now (its status as the list shows it). */
export function promotionEventsOf(row: PromotionRecord, actor: PromotionActor): PromotionListEvent[] {
  const snapshot = promotionSnapshot(row.status, {
    partnerId: row.partnerId,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    rejectReason: row.rejectReason,
  });
  return PROMOTION_LIST_EVENTS.filter((type) => snapshot.can(sample(type, actor)));
}

const REJECT_FIELDS = ['reason'] as const;
const rejectBody = (values: FormValues) => ({ id: Number(values.id), reason: (values.reason ?? '').trim() });
const validateReject = (values: FormValues) => zodFieldErrors(rejectPromotionForm, rejectBody(values));

export function usePromotionActions(api: PromotionApi, actor: PromotionActor) {
  const { LL } = useI18nContext();
  const P = LL.promotionArea;
  const E = LL.promotion;
  const outcome = useFlowOutcome<PromotionRecord, PromotionListEvent>(nameOf, (event, name) => E.done[event]({ name }));
  const { finish } = outcome;
  const reject = useCallback((values: FormValues) => api.reject(rejectBody(values)), [api]);
  const onRejected = useCallback(() => finish('REJECT'), [finish]);
  const rejectForm = useRecordForm({ fields: REJECT_FIELDS, blank: { reason: '' }, validate: validateReject, submit: reject, onSaved: onRejected });

  const call = (event: Exclude<PromotionListEvent, 'REJECT'>, question?: (name: string) => string): CallStep<PromotionRecord> => ({
    call: (row) => api.change(CALLS[event], row.id),
    ...(question && {
      question: (_row: PromotionRecord, name: string) => ({ title: E.event[event](), text: question(name), confirmLabel: E.event[event]() }),
    }),
  });
  const flow: RecordFlow<PromotionRecord, PromotionListEvent> = {
    eventsOf: (row) => promotionEventsOf(row, actor),
    nameOf,
    events: {
      SUBMIT: { label: E.event.SUBMIT(), icon: ICONS.SUBMIT, ...call('SUBMIT') },
      APPROVE: { label: E.event.APPROVE(), icon: ICONS.APPROVE, ...call('APPROVE') },
      REJECT: {
        label: E.event.REJECT(),
        icon: ICONS.REJECT,
        danger: true,
        form: (row) => rejectForm.send({ type: 'OPEN_EDIT', id: row.id, values: { id: String(row.id), reason: '' } }),
      },
      WITHDRAW: { label: E.event.WITHDRAW(), icon: ICONS.WITHDRAW, ...call('WITHDRAW', (name) => P.withdrawQuestion({ name })) },
      END: { label: E.event.END(), icon: ICONS.END, danger: true, ...call('END', (name) => P.endQuestion({ name })) },
    },
  };
  const actions = useRecordActions(outcome, flow);
  const dialogs = (
    <>
      {actions.dialog}
      <ReasonDialog
        form={rejectForm}
        title={P.rejectTitle({ name: outcome.currentName })}
        label={P.rejectReasonLabel()}
        requiredText={P.rejectReasonRequired()}
        max={PROMOTION_REJECT_REASON_MAX}
        submitLabel={E.event.REJECT()}
      />
    </>
  );
  return { rowActions: actions.rowActions, dialogs };
}
