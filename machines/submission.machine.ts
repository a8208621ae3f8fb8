/**
 * One form submission: editing → validating → submitting → succeeded, or back to editing with
 * the problems on their fields. Generic over the form (values are the fields' text); the form's
 * own rules (`validate`) and call (`submit`) are injected with `.provide()`, so the machine stays
 * pure and tests and stories run it against fixture actors.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ErrorReason } from '../contracts/envelope.js';
import { toFailure, type Failure } from './failure.js';

export type FormValues = Readonly<Record<string, string>>;
/** Field name → reason code (a FieldReason, an ErrorReason, or a form's own client rule). */
export type FieldErrors = Readonly<Partial<Record<string, string>>>;

export interface SubmissionInput {
  /**
   * The fields the form shows. Server issues about other fields (or none) become the form-level
   * error, so nothing the server says is silently dropped. Omitted: every field counts.
   */
  fields?: readonly string[];
}

export interface SubmissionContext {
  fields: readonly string[] | null;
  values: FormValues;
  fieldErrors: FieldErrors;
  formError: Failure | null;
  /** What `submit` resolved with. */
  result: unknown;
}

export type SubmissionEvent =
  | { type: 'SUBMIT'; values: FormValues }
  /** The user changed a field: its stale error goes away until the next submit. */
  | { type: 'EDIT'; field: string }
  | { type: 'RESET' };

/**
 * Error reasons that belong to one field although the server answers them without `fields`
 * (409 username_taken and the like): shown on that field, in the user's language. Where forms
 * name the field differently, the first one the form shows.
 */
export const REASON_FIELD: Partial<Record<ErrorReason, string | readonly string[]>> = {
  username_taken: 'username',
  phone_taken: 'phone',
  phone_mismatch: 'phone',
  phone_code_invalid: 'phoneCode',
  old_password_wrong: ['oldPassword', 'password'],
  mfa_code_invalid: 'code',
  password_too_common: ['password', 'newPassword'],
};

function reasonFieldOf(reason: ErrorReason | null | undefined, known: (field: string) => boolean): string | undefined {
  const named = reason ? REASON_FIELD[reason] : undefined;
  if (named === undefined) return undefined;
  return (typeof named === 'string' ? [named] : named).find(known);
}

/** Splits a failure into per-field reasons and whatever must be said about the form as a whole. */
export function mapFailure(
  failure: Failure,
  fields: readonly string[] | null,
): { fieldErrors: Record<string, string>; formError: Failure | null } {
  const known = (field: string) => fields === null || fields.includes(field);
  const fieldErrors: Record<string, string> = {};
  let unplaced = false;
  for (const issue of failure.fields) {
    if (known(issue.field)) fieldErrors[issue.field] ??= issue.reason;
    else unplaced = true;
  }
  // The error reason is the more specific word (the server sends 400 phone_code_invalid with
  // fields [{ field: 'phoneCode', reason: 'invalid_value' }]): it wins on its field.
  const reasonField = reasonFieldOf(failure.reason, known);
  if (reasonField && failure.reason) fieldErrors[reasonField] = failure.reason;
  // A failure that landed on no field (network, 429, 500, or only unknown fields) is shown above the form.
  const placed = Object.keys(fieldErrors).length > 0;
  return { fieldErrors, formError: placed && !unplaced ? null : failure };
}

const hasErrors = (errors: FieldErrors) => Object.values(errors).some(Boolean);

export const submissionMachine = setup({
  types: {
    context: {} as SubmissionContext,
    events: {} as SubmissionEvent,
    input: {} as SubmissionInput,
    output: {} as unknown,
  },
  actors: {
    /** Resolves to the client-side problems of the values; `{}` lets the form go. */
    validate: fromPromise<FieldErrors, FormValues>(async () => ({})),
    /** The call. Rejections are read with {@link toFailure}. */
    submit: fromPromise<unknown, FormValues>(async () => {
      throw new Error('submissionMachine: provide a `submit` actor');
    }),
  },
}).createMachine({
  id: 'submission',
  context: ({ input }) => ({
    fields: input?.fields ?? null,
    values: {},
    fieldErrors: {},
    formError: null,
    result: undefined,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: {
          target: 'validating',
          actions: assign({ values: ({ event }) => event.values, formError: null }),
        },
        EDIT: {
          guard: ({ context, event }) => Boolean(context.fieldErrors[event.field]),
          actions: assign({
            fieldErrors: ({ context, event }) => {
              const { [event.field]: _cleared, ...rest } = context.fieldErrors;
              return rest;
            },
          }),
        },
        RESET: {
          actions: assign({ values: {}, fieldErrors: {}, formError: null }),
        },
      },
    },
    validating: {
      tags: 'busy',
      invoke: {
        src: 'validate',
        input: ({ context }) => context.values,
        onDone: [
          {
            guard: ({ event }) => hasErrors(event.output),
            target: 'editing',
            actions: assign({ fieldErrors: ({ event }) => event.output }),
          },
          { target: 'submitting', actions: assign({ fieldErrors: {} }) },
        ],
        onError: {
          target: 'editing',
          actions: assign({ formError: ({ event }) => toFailure(event.error) }),
        },
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        src: 'submit',
        input: ({ context }) => context.values,
        onDone: {
          target: 'succeeded',
          actions: assign({ result: ({ event }) => event.output }),
        },
        onError: {
          target: 'editing',
          actions: assign(({ context, event }) => mapFailure(toFailure(event.error), context.fields)),
        },
      },
    },
    succeeded: {
      type: 'final',
    },
  },
  output: ({ context }: { context: SubmissionContext }) => context.result,
});

export type SubmissionMachine = typeof submissionMachine;
