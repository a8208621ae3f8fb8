/**
 * The settlement actions of a month list: for each row, the events the settlement machine allows
 * this user (settlementRow.ts), as row actions. APPLY and CONFIRM are asked about first (the
 * record action machine); EXAMINE and RETURN open their forms (the form machine). After each the
 * user is told what happened (or why not) and the list is read again. They live in a Settlement
 * column; where a row allows this user nothing, its cell reads "cannot operate".
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useInspectedActorRef } from '@/inspector/useInspectedActor';
import { fromPromise } from 'xstate';
import {
  CheckmarkCircleRegular,
  ClipboardTaskRegular,
  SendRegular,
  ArrowUndoRegular,
} from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { RETURN_REASON_MAX } from '@contracts/settlement.js';
import { ReasonDialog } from '@/components/list/ReasonDialog';
import type {
  SettlementActor,
  SettlementEventType,
  SettlementOwner,
} from '@contracts/settlement.js';
import { toFailure } from '@machines/failure.js';
import { recordActionMachine, type RecordActionTarget } from '@machines/recordAction.machine.js';
import type { FormValues } from '@machines/submission.machine.js';
import type { SettlementApi } from '@/api/activity';
import { describeFailure } from '@/api/errorText';
import { notify } from '@/api/notifier';
import { ConfirmDialog } from '@/components/list/ConfirmDialog';
import type { Column } from '@/components/list/DataTable';
import { ActionsCell } from '@/components/list/TableRowParts';
import type { ListControls } from '@/components/list/ResourceListView';
import type { RowAction } from '@/components/list/RowActions';
import { useRecordForm } from '@/list/useRecordForm';
import { formatThousands } from '@/utils/format';
import { useMoney } from '@/platform/Money';
import { ExamineDialog, type ExamineTarget } from './ExamineDialog';
import { declinedUnusual, isUnusualRefusal, useUnusualAmount } from './useUnusualAmount';
import {
  EXAMINE_FIELDS,
  RETURN_BLANK,
  returnBody,
  validateExamine,
  validateReturn,
} from './examineForm';
import { settlementEvents, type SettlementRow } from './settlementRow';

/** How a list's rows are settled: who owns a row, what it is called, the money formula. */
export interface SettlementSubject<Row extends SettlementRow> {
  ownerOf(row: Row): SettlementOwner;
  nameOf(row: Row): string;
  /** Suggested money (decimal string) for a final count (contracts/settlement.ts). */
  suggest(row: Row, finalNum: number): string;
}

const ICONS: Record<SettlementEventType, ReactNode> = {
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
  const { LL } = useI18nContext();
  const S = LL.settlement;
  const money = useMoney();
  // The list to refresh and the row being acted on come with the row action that started it.
  const refresh = useRef<() => void>(() => {});
  const [current, setCurrent] = useState<Row | null>(null);

  const finish = useCallback(
    (event: SettlementEventType, name: string, error?: unknown) => {
      if (error === undefined) notify('success', S.done[event]({ name }), 3000);
      else notify('error', describeFailure(toFailure(error)));
      refresh.current();
    },
    [S],
  );

  // APPLY and CONFIRM: a question, then the call.
  const logic = useMemo(
    () =>
      recordActionMachine.provide({
        actors: {
          run: fromPromise<unknown, RecordActionTarget>(({ input }) =>
            input.event === 'APPLY' ? api.apply(input.id) : api.confirm(input.id),
          ),
        },
      }),
    [api],
  );
  const asking = useInspectedActorRef(logic);
  useEffect(() => {
    const subscription = asking.on('finished', ({ ok, target, error }) =>
      finish(target.event as SettlementEventType, target.name, ok ? undefined : error),
    );
    return () => subscription.unsubscribe();
  }, [asking, finish]);
  const asked = useSelector(asking, (s) => s);

  // EXAMINE and RETURN: forms whose submit is the call. An unusual amount asks once more first
  // (or when the server says so), with the suggestion for the count typed.
  const { confirm: confirmUnusual, dialog: unusualDialog } = useUnusualAmount();
  const examined = useRef<{ row: Row; suggest: (row: Row, finalNum: number) => string } | null>(null);
  const examineSubmit = useCallback(
    async (values: FormValues) => {
      const body = {
        id: Number(values.id),
        activeFinalNum: Number(values.activeFinalNum),
        activeMoney: (values.activeMoney ?? '').trim(),
      };
      const on = examined.current;
      const suggested = on ? on.suggest(on.row, body.activeFinalNum) : null;
      const answer = suggested === null ? 'usual' : await confirmUnusual(body.activeMoney, suggested);
      if (answer === 'declined') throw declinedUnusual();
      try {
        return await api.examine(answer === 'confirmed' ? { ...body, confirmUnusual: true } : body);
      } catch (error) {
        if (answer !== 'usual' || suggested === null || !isUnusualRefusal(error)) throw error;
        if ((await confirmUnusual(body.activeMoney, suggested, true)) === 'declined') throw declinedUnusual();
        return api.examine({ ...body, confirmUnusual: true });
      }
    },
    [api, confirmUnusual],
  );
  // The form actor keeps the logic it started with: the row's count is read at validation time.
  const counted = useRef(0);
  const examineValidate = useCallback(
    (values: FormValues) => validateExamine(values, counted.current),
    [],
  );
  const currentName = current ? subject.nameOf(current) : '';
  const onExamined = useCallback(() => finish('EXAMINE', currentName), [finish, currentName]);
  const examine = useRecordForm({
    fields: EXAMINE_FIELDS,
    blank: {},
    validate: examineValidate,
    submit: examineSubmit,
    onSaved: onExamined,
  });

  const returnSubmit = useCallback(
    (values: FormValues) =>
      api.returnToOwner(returnBody(values)),
    [api],
  );
  const onReturned = useCallback(() => finish('RETURN', currentName), [finish, currentName]);
  const giveBack = useRecordForm({
    fields: ['reason'],
    blank: RETURN_BLANK,
    validate: validateReturn,
    submit: returnSubmit,
    onSaved: onReturned,
  });

  const now = Date.now();
  const rowActions = (row: Row, list: ListControls): RowAction[] =>
    settlementEvents(row, subject.ownerOf(row), actor, now).map((event) => ({
      id: event.toLowerCase(),
      label: S.action[event](),
      icon: ICONS[event] as RowAction['icon'],
      run: () => {
        refresh.current = list.refresh;
        setCurrent(row);
        const name = subject.nameOf(row);
        if (event === 'EXAMINE') {
          counted.current = row.activeNum;
          examined.current = { row, suggest: subject.suggest };
          examine.send({
            type: 'OPEN_EDIT',
            id: row.id,
            values: {
              id: String(row.id),
              activeFinalNum: String(row.activeNum),
              activeMoney: subject.suggest(row, row.activeNum),
            },
          });
        } else if (event === 'RETURN') {
          giveBack.send({
            type: 'OPEN_EDIT',
            id: row.id,
            values: { id: String(row.id), reason: '' },
          });
        } else {
          asking.send({ type: 'ASK', id: row.id, name, event });
        }
      },
    }));

  const target = asked.context.target;
  const question = target?.event === 'CONFIRM' ? 'CONFIRM' : 'APPLY';
  const examineTarget: ExamineTarget | null = current
    ? {
        name: currentName,
        activeNum: current.activeNum,
        suggest: (finalNum) => subject.suggest(current, finalNum),
      }
    : null;
  const dialogs = (
    <>
      <ConfirmDialog
        open={!asked.matches('idle')}
        title={question === 'CONFIRM' ? S.confirmTitle() : S.applyTitle()}
        text={
          !current || !target
            ? ''
            : question === 'CONFIRM'
              ? S.confirmText({
                  name: target.name,
                  final: formatThousands(current.activeFinalNum ?? 0),
                  money: money.format(current.activeMoney ?? '0'),
                  suggested: money.format(subject.suggest(current, current.activeFinalNum ?? 0)),
                })
              : S.applyText({ name: target.name, active: formatThousands(current.activeNum) })
        }
        confirmLabel={S.action[question]()}
        busy={asked.hasTag('busy')}
        onConfirm={() => asking.send({ type: 'CONFIRM' })}
        onCancel={() => asking.send({ type: 'CANCEL' })}
      />
      <ExamineDialog form={examine} target={examineTarget} question={unusualDialog} />
      <ReasonDialog
        form={giveBack}
        title={S.returnTitle({ name: currentName })}
        label={S.reason()}
        requiredText={S.reasonRequired()}
        max={RETURN_REASON_MAX}
      />
    </>
  );
  /** The Settlement column: the row's possible events as buttons, or "cannot operate". */
  const column = (list: ListControls): Column<Row> & { data: false } => ({
    key: 'settle',
    label: S.column(),
    data: false,
    render: (row) => (
      <ActionsCell
        actions={rowActions(row, list)}
        name={subject.nameOf(row)}
        label={S.actionsFor({ name: subject.nameOf(row) })}
        emptyText={S.cannotOperate()}
      />
    ),
  });
  return { column, dialogs };
}
