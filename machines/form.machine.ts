/**
 * A record's form in a dialog: open it blank (create) or load the record (edit), edit the
 * fields, and submit through the {@link submissionMachine} (validate → submit → server field
 * errors on their fields), which this machine runs as its `submission` child — one submission
 * flow, not a copy. It also tracks dirtiness: closing a changed form asks first.
 *
 * Injected with `.provide()`: `load` (id → values) and `submission` (the submission machine
 * with its `validate` and `submit` provided). Emits `saved` when a submission succeeds.
 */
import { assign, emit, fromPromise, sendTo, setup } from 'xstate';
import { toFailure, type Failure } from './failure.js';
import { submissionMachine, type FormValues } from './submission.machine.js';

export type RecordId = number | string;

export interface FormInput {
  /** The fields the form shows (server issues on other fields go to the form-level error). */
  fields: readonly string[];
  /** The values of a blank form. */
  blank?: FormValues;
}

export interface FormContext {
  fields: readonly string[];
  blank: FormValues;
  /** The record being edited, or null when creating. */
  id: RecordId | null;
  /** What the form opened with: dirty = values differ from these. */
  initial: FormValues;
  values: FormValues;
  loadError: Failure | null;
}

export type FormEvent =
  | { type: 'OPEN_NEW'; values?: FormValues }
  | { type: 'OPEN_EDIT'; id: RecordId; values?: FormValues }
  | { type: 'CHANGE'; field: string; value: string }
  | { type: 'SUBMIT' }
  /** Close the dialog: asks first when there are unsaved changes. */
  | { type: 'CLOSE' }
  | { type: 'DISCARD' }
  | { type: 'KEEP_EDITING' }
  | { type: 'RETRY' };

export type FormEmitted = { type: 'saved'; id: RecordId | null; result: unknown };

export function isDirty(context: Pick<FormContext, 'initial' | 'values'>): boolean {
  const keys = new Set([...Object.keys(context.initial), ...Object.keys(context.values)]);
  for (const key of keys) if ((context.initial[key] ?? '') !== (context.values[key] ?? '')) return true;
  return false;
}

export const formMachine = setup({
  types: {
    context: {} as FormContext,
    events: {} as FormEvent,
    input: {} as FormInput,
    emitted: {} as FormEmitted,
  },
  actors: {
    /** The record's values for editing. */
    load: fromPromise<FormValues, RecordId>(async () => {
      throw new Error('formMachine: provide a `load` actor');
    }),
    submission: submissionMachine,
  },
  guards: {
    dirty: ({ context }) => isDirty(context),
  },
}).createMachine({
  id: 'form',
  context: ({ input }) => ({
    fields: input.fields,
    blank: input.blank ?? {},
    id: null,
    initial: input.blank ?? {},
    values: input.blank ?? {},
    loadError: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN_NEW: {
          target: 'open',
          actions: assign(({ context, event }) => {
            const values = { ...context.blank, ...event.values };
            return { id: null, initial: values, values, loadError: null };
          }),
        },
        OPEN_EDIT: [
          {
            // The row already carries the values: no load needed.
            guard: ({ event }) => event.values !== undefined,
            target: 'open',
            actions: assign(({ context, event }) => {
              const values = { ...context.blank, ...event.values };
              return { id: event.id, initial: values, values, loadError: null };
            }),
          },
          { target: 'loading', actions: assign(({ event }) => ({ id: event.id, loadError: null })) },
        ],
      },
    },
    loading: {
      tags: 'busy',
      invoke: {
        src: 'load',
        input: ({ context }) => context.id as RecordId,
        onDone: {
          target: 'open',
          actions: assign(({ context, event }) => {
            const values = { ...context.blank, ...event.output };
            return { initial: values, values };
          }),
        },
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => toFailure(event.error) }) },
      },
      on: { CLOSE: 'closed' },
    },
    loadFailed: {
      on: { RETRY: 'loading', CLOSE: 'closed' },
    },
    open: {
      invoke: {
        id: 'submission',
        src: 'submission',
        input: ({ context }) => ({ fields: context.fields }),
        onDone: {
          target: 'closed',
          actions: [
            emit(({ context, event }) => ({ type: 'saved' as const, id: context.id, result: event.output })),
            assign(({ context }) => ({ initial: context.values })),
          ],
        },
      },
      initial: 'editing',
      states: {
        editing: {
          on: {
            CHANGE: {
              actions: [
                assign({ values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }) }),
                sendTo('submission', ({ event }) => ({ type: 'EDIT' as const, field: event.field })),
              ],
            },
            SUBMIT: {
              actions: sendTo('submission', ({ context }) => ({ type: 'SUBMIT' as const, values: context.values })),
            },
            CLOSE: [{ guard: 'dirty', target: 'confirmingClose' }, { target: '#form.closed' }],
          },
        },
        confirmingClose: {
          on: {
            DISCARD: '#form.closed',
            KEEP_EDITING: 'editing',
          },
        },
      },
    },
  },
});

export type FormMachine = typeof formMachine;
