/**
 * One way to act on a record through its flow (settlements, reviews, accounts; docs/flows.md):
 * a flow declares, per event, its label and icon and either a call (asked about first when it
 * has a question) or a form to open; which events a row offers is the flow machine's `can`
 * (`eventsOf`). This hook turns that table into row actions, an actions column and the
 * confirmation dialog; the outcome (notice, refresh) is the flow's `useFlowOutcome`.
 */
import type { ReactElement } from 'react';
import type { Column } from '@/components/list/DataTable';
import type { ListControls } from '@/components/list/ResourceListView';
import type { RowAction } from '@/components/list/RowActions';
import { ActionsCell } from '@/components/list/TableRowParts';
import type { FlowQuestion } from './flowQuestion';
import type { FlowOutcome } from './useFlowOutcome';
import { useAskedCall } from './useAskedCall';

/** An event that is a call: asked about first when `question` is given. */
export interface CallStep<Row> {
  call: (row: Row) => Promise<unknown>;
  question?: (row: Row, name: string) => FlowQuestion;
  /** Reads what the question tells (e.g. the version an activation supersedes) before it is asked; never rejects. */
  prepare?: (row: Row) => Promise<void>;
}

/** An event that needs words from the user: its form opens, and reports to the outcome when saved. */
export interface FormStep<Row> {
  form: (row: Row) => void;
}

export type FlowEventEntry<Row> = {
  label: string;
  icon: ReactElement;
  danger?: boolean;
} & (CallStep<Row> | FormStep<Row>);

export interface RecordFlow<Row extends { id: number }, E extends string> {
  /** The events this user may send this row now: the flow machine's answer. */
  eventsOf(row: Row): readonly E[];
  nameOf(row: Row): string;
  events: Record<E, FlowEventEntry<Row>>;
  /** The actions column: its header, the toolbar's label, the text of a row with no event. */
  column?: { key: string; label: string; actionsFor: (name: string) => string; none: string };
}

interface Asked<Row, E> {
  row: Row;
  event: E;
}

export function useRecordActions<Row extends { id: number }, E extends string>(
  outcome: FlowOutcome<Row, E>,
  flow: RecordFlow<Row, E>,
) {
  const call = (event: E) => flow.events[event] as FlowEventEntry<Row> & Partial<CallStep<Row>>;
  const asking = useAskedCall<Asked<Row, E>>({
    run: ({ row, event }) => call(event).call!(row),
    question: ({ row, event }) => call(event).question?.(row, flow.nameOf(row)) ?? null,
    onFinished: ({ event }, { ok, error }) => outcome.finish(event, ok ? undefined : (error ?? new Error('refused'))),
  });

  const rowActions = (row: Row, list: Pick<ListControls, 'refresh' | 'returnFocus'>): RowAction[] =>
    flow.eventsOf(row).map((event) => {
      const entry = flow.events[event];
      return {
        id: event.toLowerCase(),
        label: entry.label,
        icon: entry.icon,
        danger: entry.danger,
        run: () => {
          outcome.begin(row, list);
          const ask = () => asking.ask({ row, event }, { id: row.id, name: flow.nameOf(row), event });
          if ('form' in entry) entry.form(row);
          else if (entry.prepare) void entry.prepare(row).then(ask);
          else ask();
        },
      };
    });

  /** The flow's column: the row's events as buttons, or the flow's "nothing to do" text. */
  const column = (list: ListControls): Column<Row> & { data: false } => {
    const spec = flow.column!;
    return {
      key: spec.key,
      label: spec.label,
      // Actions, not record data: left out of exports.
      data: false,
      render: (row) => (
        <ActionsCell
          actions={rowActions(row, list)}
          name={flow.nameOf(row)}
          label={spec.actionsFor(flow.nameOf(row))}
          emptyText={spec.none}
          namedMenu
        />
      ),
    };
  };
  return { rowActions, column, dialog: asking.dialog };
}
