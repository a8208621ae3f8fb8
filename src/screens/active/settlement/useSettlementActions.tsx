/**
 * The settlement flow's actions on a month list (docs/flows.md): for each row, the events the
 * settlement machine allows this user (settlementRow.ts). APPLY and CONFIRM are calls asked about
 * first; EXAMINE and RETURN open their forms (examineForm.ts). They live in a Settlement column;
 * where a row allows this user nothing, its cell reads "cannot operate".
 */
import { useCallback, useRef, type ReactElement } from 'react';
import {
  CheckmarkCircleRegular,
  ClipboardTaskRegular,
  SendRegular,
  ArrowUndoRegular,
} from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { RETURN_REASON_MAX } from '@contracts/settlement.js';
import type {
  SettlementActor,
  SettlementEventType,
  SettlementOwner,
} from '@contracts/settlement.js';
import type { SettlementApi } from '@/api/activity';
import { ReasonDialog } from '@/components/list/ReasonDialog';
import { useFlowOutcome } from '@/flow/useFlowOutcome';
import { useRecordActions, type RecordFlow } from '@/flow/useRecordActions';
import { useRecordForm } from '@/list/useRecordForm';
import { useCount } from '@/i18n/Count';
import { useMoney } from '@/platform/Money';
import { ExamineDialog, type ExamineTarget } from './ExamineDialog';
import { useExamineSubmit } from './useExamineSubmit';
import { EXAMINE_FIELDS, RETURN_BLANK, returnBody, validateExamine, validateReturn } from './examineForm';
import { settlementEvents, type SettlementRow } from './settlementRow';

/** How a list's rows are settled: who owns a row, what it is called, the money formula. */
export interface SettlementSubject<Row extends SettlementRow> {
  ownerOf(row: Row): SettlementOwner;
  nameOf(row: Row): string;
  /** Suggested money (decimal string) for a final count (contracts/settlement.ts). */
  suggest(row: Row, finalNum: number): string;
}

const ICONS: Record<SettlementEventType, ReactElement> = {
  APPLY: <SendRegular />,
  EXAMINE: <ClipboardTaskRegular />,
  RETURN: <ArrowUndoRegular />,
  CONFIRM: <CheckmarkCircleRegular />,
};

export function useSettlementActions<Row extends SettlementRow>(
  api: SettlementApi,
  subject: SettlementSubject<Row>,
  actor: SettlementActor,
) {
  const count = useCount();
  const { LL } = useI18nContext();
  const S = LL.settlement;
  const money = useMoney();
  const outcome = useFlowOutcome<Row, SettlementEventType>(subject.nameOf, (event, name) => S.done[event]({ name }));
  const { current, currentName, finish } = outcome;

  // EXAMINE: its form's submit is the call, an unusual amount asked about once more first.
  const examined = useRef<Row | null>(null);
  const examineSubmit = useExamineSubmit(api, (finalNum) =>
    examined.current ? subject.suggest(examined.current, finalNum) : null,
  );
  // The form actor keeps the logic it started with: the row's count is read at validation time.
  const examineValidate = useCallback(
    (values: Parameters<typeof validateExamine>[0]) => validateExamine(values, examined.current?.activeNum ?? 0),
    [],
  );
  const examine = useRecordForm({
    fields: EXAMINE_FIELDS,
    blank: {},
    validate: examineValidate,
    submit: examineSubmit.submit,
    onSaved: useCallback(() => finish('EXAMINE'), [finish]),
  });
  const giveBack = useRecordForm({
    fields: ['reason'],
    blank: RETURN_BLANK,
    validate: validateReturn,
    submit: useCallback((values) => api.returnToOwner(returnBody(values)), [api]),
    onSaved: useCallback(() => finish('RETURN'), [finish]),
  });

  const flow: RecordFlow<Row, SettlementEventType> = {
    eventsOf: (row) => settlementEvents(row, subject.ownerOf(row), actor, Date.now()),
    nameOf: subject.nameOf,
    events: {
      APPLY: {
        label: S.action.APPLY(),
        icon: ICONS.APPLY,
        call: (row) => api.apply(row.id),
        question: (row, name) => ({
          title: S.applyTitle(),
          text: S.applyText({ name, active: count(row.activeNum) }),
          confirmLabel: S.action.APPLY(),
        }),
      },
      EXAMINE: {
        label: S.action.EXAMINE(),
        icon: ICONS.EXAMINE,
        form: (row) => {
          examined.current = row;
          examine.send({
            type: 'OPEN_EDIT',
            id: row.id,
            values: {
              id: String(row.id),
              activeFinalNum: String(row.activeNum),
              activeMoney: subject.suggest(row, row.activeNum),
            },
          });
        },
      },
      RETURN: {
        label: S.action.RETURN(),
        icon: ICONS.RETURN,
        form: (row) => giveBack.send({ type: 'OPEN_EDIT', id: row.id, values: { id: String(row.id), reason: '' } }),
      },
      CONFIRM: {
        label: S.action.CONFIRM(),
        icon: ICONS.CONFIRM,
        call: (row) => api.confirm(row.id),
        question: (row, name) => ({
          title: S.confirmTitle(),
          text: S.confirmText({
            name,
            final: count(row.activeFinalNum ?? 0),
            money: money.format(row.activeMoney ?? '0'),
            suggested: money.format(subject.suggest(row, row.activeFinalNum ?? 0)),
          }),
          confirmLabel: S.action.CONFIRM(),
        }),
      },
    },
    column: { key: 'settle', label: S.column(), actionsFor: (name) => S.actionsFor({ name }), none: S.cannotOperate() },
  };
  const actions = useRecordActions(outcome, flow);

  const examineTarget: ExamineTarget | null = current
    ? { name: currentName, activeNum: current.activeNum, suggest: (finalNum) => subject.suggest(current, finalNum) }
    : null;
  const dialogs = (
    <>
      {actions.dialog}
      <ExamineDialog form={examine} target={examineTarget} question={examineSubmit.dialog} />
      <ReasonDialog
        form={giveBack}
        title={S.returnTitle({ name: currentName })}
        label={S.reason()}
        requiredText={S.reasonRequired()}
        max={RETURN_REASON_MAX}
      />
    </>
  );
  return { column: actions.column, dialogs };
}
