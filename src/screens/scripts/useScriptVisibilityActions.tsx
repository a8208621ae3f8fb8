/**
 * The visibility flow's actions on a scripts list (docs/scripts.md, docs/flows.md): for each row,
 * the events the visibility machine allows this user, in a column right after the status. SUBMIT,
 * SHOW, HIDE and RETIRE are calls asked about first; RETURN opens a form for the reason the
 * author will read.
 */
import { useCallback, type ReactElement } from 'react';
import {
  ArchiveRegular,
  ArrowUndoRegular,
  EyeOffRegular,
  EyeRegular,
  SendRegular,
} from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { ScriptRecord } from '@contracts/script.js';
import {
  returnScriptForm,
  SCRIPT_RETURN_REASON_MAX,
  SCRIPT_VISIBILITY_EVENTS,
  type ScriptActor,
  type ScriptVisibilityEventType,
} from '@contracts/scriptVisibility.js';
import { scriptVisibilitySnapshot } from '@machines/scriptVisibility.machine.js';
import type { FormValues } from '@machines/submission.machine.js';
import type { ScriptApi } from '@/api/scripts';
import { ReasonDialog } from '@/components/list/ReasonDialog';
import { useFlowOutcome } from '@/flow/useFlowOutcome';
import { useRecordActions, type CallStep, type RecordFlow } from '@/flow/useRecordActions';
import { useRecordForm } from '@/list/useRecordForm';
import { zodFieldErrors } from '@/list/zodFieldErrors';

const ICONS: Record<ScriptVisibilityEventType, ReactElement> = {
  SUBMIT: <SendRegular />,
  SHOW: <EyeRegular />,
  RETURN: <ArrowUndoRegular />,
  HIDE: <EyeOffRegular />,
  RETIRE: <ArchiveRegular />,
};

const nameOf = (row: ScriptRecord) => row.scriptName;

/** The events the machine lets this user send this script now. */
export function scriptEventsOf(row: ScriptRecord, actor: ScriptActor): ScriptVisibilityEventType[] {
  const snapshot = scriptVisibilitySnapshot(row.status, { ownerId: row.ownerId, returnReason: row.returnReason });
  return SCRIPT_VISIBILITY_EVENTS.filter((type) =>
    snapshot.can(type === 'RETURN' ? { type, actor, reason: '-' } : { type, actor }),
  );
}

const RETURN_FIELDS = ['reason'] as const;
const returnBody = (values: FormValues) => ({ id: Number(values.id), reason: (values.reason ?? '').trim() });
const validateReturn = (values: FormValues) => zodFieldErrors(returnScriptForm, returnBody(values));

export function useScriptVisibilityActions(api: ScriptApi, actor: ScriptActor) {
  const { LL } = useI18nContext();
  const S = LL.script;
  const outcome = useFlowOutcome<ScriptRecord, ScriptVisibilityEventType>(nameOf, (event, name) => S.done[event]({ name }));
  const { finish } = outcome;
  const sendBack = useCallback((values: FormValues) => api.sendBack(returnBody(values)), [api]);
  const onReturned = useCallback(() => finish('RETURN'), [finish]);
  const returnForm = useRecordForm({
    fields: RETURN_FIELDS,
    blank: { reason: '' },
    validate: validateReturn,
    submit: sendBack,
    onSaved: onReturned,
  });

  const asked = (event: Exclude<ScriptVisibilityEventType, 'RETURN'>): CallStep<ScriptRecord> => ({
    call: (row) => api.change(event.toLowerCase() as Lowercase<typeof event>, row.id),
    question: (_row, name) => ({
      title: S.confirmTitle[event](),
      text: S.confirmText[event]({ name }),
      confirmLabel: S.event[event](),
    }),
  });
  const flow: RecordFlow<ScriptRecord, ScriptVisibilityEventType> = {
    eventsOf: (row) => scriptEventsOf(row, actor),
    nameOf,
    events: {
      SUBMIT: { label: S.event.SUBMIT(), icon: ICONS.SUBMIT, ...asked('SUBMIT') },
      SHOW: { label: S.event.SHOW(), icon: ICONS.SHOW, ...asked('SHOW') },
      RETURN: {
        label: S.event.RETURN(),
        icon: ICONS.RETURN,
        form: (row) => returnForm.send({ type: 'OPEN_EDIT', id: row.id, values: { id: String(row.id), reason: '' } }),
      },
      HIDE: { label: S.event.HIDE(), icon: ICONS.HIDE, ...asked('HIDE') },
      RETIRE: { label: S.event.RETIRE(), icon: ICONS.RETIRE, danger: true, ...asked('RETIRE') },
    },
    column: { key: 'visibilityActions', label: S.column(), actionsFor: (name) => S.actionsFor({ name }), none: S.noAction() },
  };
  const actions = useRecordActions(outcome, flow);

  const dialogs = (
    <>
      {actions.dialog}
      <ReasonDialog
        form={returnForm}
        title={S.returnTitle({ name: outcome.currentName })}
        label={S.reason()}
        hint={S.reasonHint()}
        requiredText={S.reasonRequired()}
        max={SCRIPT_RETURN_REASON_MAX}
      />
    </>
  );
  return { column: actions.column, rowActions: actions.rowActions, dialogs };
}
