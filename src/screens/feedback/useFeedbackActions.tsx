/**
 * The feedback flow's actions on the feedback desk (docs/feedback.md, docs/flows.md): for each row
 * the events the feedback machine allows this user (Take, Reply, Close, Reopen), in a Handling
 * column; Take, Close and Reopen are calls asked about first, Reply opens its form (the reply
 * the app user will read). The list is read again either way.
 */
import { useCallback, type ReactElement } from 'react';
import { ArrowHookUpLeftRegular, ArrowUndoRegular, CheckmarkCircleRegular, PersonArrowRightRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import {
  FEEDBACK_EVENTS,
  FEEDBACK_REPLY_MAX,
  replyFeedbackForm,
  type FeedbackActor,
  type FeedbackEventType,
  type FeedbackRecord,
} from '@contracts/feedback.js';
import { FEEDBACK_ACTION_ROLES } from '@contracts/permissions.js';
import { hasAnyRole } from '@contracts/roles.js';
import { feedbackSnapshot, type FeedbackEvent } from '@machines/feedback.machine.js';
import type { FieldErrors, FormValues } from '@machines/submission.machine.js';
import type { FeedbackApi } from '@/api/feedback';
import { ReasonDialog } from '@/components/list/ReasonDialog';
import { useFlowOutcome } from '@/flow/useFlowOutcome';
import { useRecordActions, type CallStep, type RecordFlow } from '@/flow/useRecordActions';
import { useRecordForm } from '@/list/useRecordForm';
import { zodFieldErrors } from '@/list/zodFieldErrors';

const ICONS: Record<FeedbackEventType, ReactElement> = {
  TAKE: <PersonArrowRightRegular />,
  REPLY: <ArrowHookUpLeftRegular />,
  CLOSE: <CheckmarkCircleRegular />,
  REOPEN: <ArrowUndoRegular />,
};

const ACTION_OF: Record<FeedbackEventType, keyof typeof FEEDBACK_ACTION_ROLES> = {
  TAKE: 'takeFeedback',
  REPLY: 'replyFeedback',
  CLOSE: 'closeFeedback',
  REOPEN: 'reopenFeedback',
};

/** The events the feedback machine lets this user send this feedback now (a sample reply for REPLY). */
export function feedbackEventsOf(row: FeedbackRecord, actor: FeedbackActor): FeedbackEventType[] {
  const snapshot = feedbackSnapshot(row.status, { handlerId: row.handlerId, reply: row.reply });
  return FEEDBACK_EVENTS.filter((type) => {
    if (!hasAnyRole(actor.roles, FEEDBACK_ACTION_ROLES[ACTION_OF[type]])) return false;
    const event = (type === 'REPLY' ? { type, actor, reply: 'sample' } : { type, actor }) as FeedbackEvent;
    return snapshot.can(event);
  });
}

const replyBody = (values: FormValues) => ({ id: Number(values.id), reply: (values.reply ?? '').trim() });
const validateReply = (values: FormValues): FieldErrors => zodFieldErrors(replyFeedbackForm, replyBody(values));

export function useFeedbackActions(api: FeedbackApi, actor: FeedbackActor, nameOf: (row: FeedbackRecord) => string) {
  const { LL } = useI18nContext();
  const D = LL.feedbackDesk;
  const F = LL.feedback;
  const outcome = useFlowOutcome<FeedbackRecord, FeedbackEventType>(nameOf, (event, name) => F.done[event]({ name }));
  const { finish } = outcome;
  const submitReply = useCallback((values: FormValues) => api.reply(replyBody(values)), [api]);
  const onReplied = useCallback(() => finish('REPLY'), [finish]);
  const reply = useRecordForm({ fields: ['reply'], blank: { reply: '' }, validate: validateReply, submit: submitReply, onSaved: onReplied });

  const asked = (call: (id: number) => Promise<unknown>, title: (name: string) => string, text: string, confirmLabel: string): CallStep<FeedbackRecord> => ({
    call: (row) => call(row.id),
    question: (_row, name) => ({ title: title(name), text, confirmLabel }),
  });
  const flow: RecordFlow<FeedbackRecord, FeedbackEventType> = {
    eventsOf: (row) => feedbackEventsOf(row, actor),
    nameOf,
    events: {
      TAKE: { label: F.event.TAKE(), icon: ICONS.TAKE, ...asked(api.take, (name) => D.takeTitle({ name }), D.takeText(), F.event.TAKE()) },
      REPLY: { label: F.event.REPLY(), icon: ICONS.REPLY, form: (row) => reply.send({ type: 'OPEN_EDIT', id: row.id, values: { id: String(row.id), reply: '' } }) },
      CLOSE: { label: F.event.CLOSE(), icon: ICONS.CLOSE, ...asked(api.close, (name) => D.closeTitle({ name }), D.closeText(), F.event.CLOSE()) },
      REOPEN: { label: F.event.REOPEN(), icon: ICONS.REOPEN, ...asked(api.reopen, (name) => D.reopenTitle({ name }), D.reopenText(), F.event.REOPEN()) },
    },
    column: { key: 'handling', label: D.handling(), actionsFor: (name) => D.actionsFor({ name }), none: D.nothingToDo() },
  };
  const actions = useRecordActions(outcome, flow);
  const dialogs = (
    <>
      {actions.dialog}
      <ReasonDialog
        form={reply}
        field="reply"
        title={D.replyTitle({ name: outcome.currentName })}
        label={D.replyLabel()}
        hint={D.replyHint()}
        requiredText={D.replyRequired()}
        max={FEEDBACK_REPLY_MAX}
        submitLabel={F.event.REPLY()}
      />
    </>
  );
  return { column: actions.column, rowActions: actions.rowActions, dialogs };
}
