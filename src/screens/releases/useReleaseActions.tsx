/**
 * The release flow's actions on a list of versions (docs/releases.md, docs/flows.md): for each
 * row, the events the release machine allows this user, in a column right after the status.
 * ACTIVATE reads "Roll back to this version" on a superseded row (the same call: a rollback is an
 * activation of an earlier version); WITHDRAW is for good. Each is asked about first, naming the
 * kind and version, and an activation names the version it supersedes: the track's active one,
 * read when asked (the list pages and filters, so the page may not hold it; it may also have
 * changed since the page was read). The list (and whatever else shows the active version,
 * `onChanged`) is read again either way.
 */
import { useCallback, useRef, type ReactElement } from 'react';
import { ArrowUndoRegular, CheckmarkCircleRegular, ProhibitedRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { isScriptFileKind, mayPublish, type ReleaseActor, type ReleaseKind, type ReleaseRecord } from '@contracts/release.js';
import { releaseSnapshot } from '@machines/release.machine.js';
import type { QueryParams } from '@/api/resources';
import type { ListControls } from '@/components/list/ResourceListView';
import { useFlowOutcome } from '@/flow/useFlowOutcome';
import { useRecordActions, type CallStep, type RecordFlow } from '@/flow/useRecordActions';
import type { FlowQuestion } from '@/flow/flowQuestion';
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

/** The list's filters that hold a version's track: a script's file is one of that script's files of that kind. */
const trackFilters = (row: ReleaseRecord): QueryParams =>
  isScriptFileKind(row.kind) && row.scriptId !== null ? { scriptId: row.scriptId, kind: row.kind } : {};

/** The version an activation of `row` would supersede: null when none is active, undefined when it could not be read. */
type Superseded = { id: number; active: ReleaseRecord | null | undefined };

export function useReleaseActions(api: Pick<ReleaseListApi, 'change' | 'records'>, actor: ReleaseActor, onChanged?: () => void) {
  const { LL, locale } = useI18nContext();
  const R = LL.release;
  const done = useCallback(
    (event: ReleaseListEvent, name: string) =>
      event === 'ACTIVATE' ? R.doneActivate({ name }) : event === 'ROLLBACK' ? R.doneRollback({ name }) : R.doneWithdraw({ name }),
    [R],
  );
  const outcome = useFlowOutcome<ReleaseRecord, ReleaseListEvent>(releaseNameOf, done);

  const activate: CallStep<ReleaseRecord>['call'] = (row) => api.change('activate', row.id);
  const superseded = useRef<Superseded | null>(null);
  const readActive = async (row: ReleaseRecord) => {
    superseded.current = { id: row.id, active: undefined };
    try {
      const page = await api.records.query({ status: 'active', ...trackFilters(row), page: 1, size: 1 });
      superseded.current = { id: row.id, active: page.records[0] ?? null };
    } catch {
      // Asked all the same: the question then says "if any".
    }
  };
  /** "Make APK version 1.4.2 of Puzzle Kingdom Auto current?" */
  const subjectOf = (row: ReleaseRecord) => {
    const subject = R.subject[row.kind]({ version: row.versionName });
    return row.scriptName ? R.subjectOfScript({ subject, script: row.scriptName }) : subject;
  };
  /** What apps get, then what the activation supersedes: said only when a version is active now. */
  const activationText = (row: ReleaseRecord, first: string) => {
    const known = superseded.current?.id === row.id ? superseded.current.active : undefined;
    const second = known === undefined ? R.supersedesUnknown() : known ? R.supersedes({ version: known.versionName }) : '';
    // Chinese and Japanese sentences follow each other without a space.
    return [first, second].filter(Boolean).join(locale === 'zh' || locale === 'ja' ? '' : ' ');
  };
  const asked = (title: string, text: string, confirmLabel: string): FlowQuestion => ({ title, text, confirmLabel });
  const flow: RecordFlow<ReleaseRecord, ReleaseListEvent> = {
    eventsOf: (row) => releaseEventsOf(row, actor),
    nameOf: releaseNameOf,
    events: {
      ACTIVATE: {
        label: R.activate(),
        icon: ICONS.ACTIVATE,
        call: activate,
        prepare: readActive,
        question: (row) => asked(R.activateTitle({ subject: subjectOf(row) }), activationText(row, R.activateText()), R.activate()),
      },
      ROLLBACK: {
        label: R.rollback(),
        icon: ICONS.ROLLBACK,
        call: activate,
        prepare: readActive,
        question: (row) => asked(R.rollbackTitle({ subject: subjectOf(row) }), activationText(row, R.rollbackText()), R.rollback()),
      },
      WITHDRAW: {
        label: R.withdraw(),
        icon: ICONS.WITHDRAW,
        danger: true,
        call: (row) => api.change('withdraw', row.id),
        question: (row) => asked(R.withdrawTitle({ subject: subjectOf(row) }), R.withdrawText(), R.withdraw()),
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
