/**
 * The release flow's actions on a list of versions (docs/releases.md, docs/flows.md): for each
 * row, the events the release machine allows this user, in a column right after the status.
 * ACTIVATE reads "Roll back to this version" on a superseded row (the same call: a rollback is an
 * activation of an earlier version); WITHDRAW is for good. Each is asked about first; the list
 * (and whatever else shows the active version, `onChanged`) is read again either way.
 */
import { useCallback, type ReactElement } from 'react';
import { ArrowUndoRegular, CheckmarkCircleRegular, ProhibitedRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { isScriptFileKind, mayPublish, type ReleaseActor, type ReleaseKind, type ReleaseRecord } from '@contracts/release.js';
import { releaseSnapshot } from '@machines/release.machine.js';
import type { ListControls } from '@/components/list/ResourceListView';
import { useFlowOutcome } from '@/flow/useFlowOutcome';
import { useRecordActions, type CallStep, type RecordFlow } from '@/flow/useRecordActions';
import { releaseNameOf, type ReleaseListApi } from './releaseTracks';

/** The flow's events as the list offers them: ACTIVATE on a superseded version is a rollback. */
export type ReleaseListEvent = 'ACTIVATE' | 'ROLLBACK' | 'WITHDRAW';

const ICONS: Record<ReleaseListEvent, ReactElement> = {
  ACTIVATE: <CheckmarkCircleRegular />,
  ROLLBACK: <ArrowUndoRegular />,
  WITHDRAW: <ProhibitedRegular />,
};

/**
 * The script's author, as the machine's guard reads it. The record does not carry it: a script's
 * files are listed to ADMIN (who publishes any) and to their author only (the server scopes the
 * list), so the reader is the author of every script file they see. The app and the Lua code
 * have none.
 */
const ownerOf = (kind: ReleaseKind, actor: ReleaseActor) => (isScriptFileKind(kind) ? actor.id : null);

/** The events the machine lets this user send this version now. */
export function releaseEventsOf(row: ReleaseRecord, actor: ReleaseActor): ReleaseListEvent[] {
  const snapshot = releaseSnapshot(row.status, { kind: row.kind, ownerId: ownerOf(row.kind, actor) });
  const events: ReleaseListEvent[] = [];
  if (snapshot.can({ type: 'ACTIVATE', actor })) events.push(row.status === 'superseded' ? 'ROLLBACK' : 'ACTIVATE');
  if (snapshot.can({ type: 'WITHDRAW', actor })) events.push('WITHDRAW');
  return events;
}

/** Whether this user publishes any of these kinds at all (else the list has no actions column). */
export function publishesAny(kinds: readonly ReleaseKind[], actor: ReleaseActor): boolean {
  return kinds.some((kind) => mayPublish(kind, actor, ownerOf(kind, actor)));
}

export function useReleaseActions(api: Pick<ReleaseListApi, 'change'>, actor: ReleaseActor, onChanged?: () => void) {
  const { LL } = useI18nContext();
  const R = LL.release;
  const done = useCallback(
    (event: ReleaseListEvent, name: string) =>
      event === 'ACTIVATE' ? R.doneActivate({ name }) : event === 'ROLLBACK' ? R.doneRollback({ name }) : R.doneWithdraw({ name }),
    [R],
  );
  const outcome = useFlowOutcome<ReleaseRecord, ReleaseListEvent>(releaseNameOf, done);

  const activate: CallStep<ReleaseRecord>['call'] = (row) => api.change('activate', row.id);
  const flow: RecordFlow<ReleaseRecord, ReleaseListEvent> = {
    eventsOf: (row) => releaseEventsOf(row, actor),
    nameOf: releaseNameOf,
    events: {
      ACTIVATE: {
        label: R.activate(),
        icon: ICONS.ACTIVATE,
        call: activate,
        question: (row) => ({ title: R.activateTitle(), text: R.activateQuestion({ version: row.versionName }), confirmLabel: R.activate() }),
      },
      ROLLBACK: {
        label: R.rollback(),
        icon: ICONS.ROLLBACK,
        call: activate,
        question: (row) => ({ title: R.rollbackTitle(), text: R.rollbackQuestion({ version: row.versionName }), confirmLabel: R.rollback() }),
      },
      WITHDRAW: {
        label: R.withdraw(),
        icon: ICONS.WITHDRAW,
        danger: true,
        call: (row) => api.change('withdraw', row.id),
        question: (row) => ({ title: R.withdrawTitle(), text: R.withdrawQuestion({ version: row.versionName }), confirmLabel: R.withdraw() }),
      },
    },
    column: { key: 'releaseActions', label: R.actionsColumn(), actionsFor: (name) => R.actionsFor({ name }), none: R.noAction() },
  };
  const actions = useRecordActions(outcome, flow);
  // The outcome reads the list again; what else shows the active version is told too.
  const alsoChanged = (list: ListControls): ListControls => ({
    ...list,
    refresh: () => {
      list.refresh();
      onChanged?.();
    },
  });
  return {
    column: (list: ListControls) => actions.column(alsoChanged(list)),
    rowActions: (row: ReleaseRecord, list: ListControls) => actions.rowActions(row, alsoChanged(list)),
    dialog: actions.dialog,
  };
}
