/**
 * The submission machine for a small action dialog (roles, password): client rules, the call,
 * field and form errors. Not useRecordForm: a router holds one navigation blocker and the list's
 * own form already has it; these dialogs mount while open, so each opening starts afresh.
 */
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useInspectedActorRef } from '@/inspector/useInspectedActor';
import { fromPromise } from 'xstate';
import {
  submissionMachine,
  type FieldErrors,
  type FormValues,
} from '@machines/submission.machine.js';
import { useOnceWhen } from '@/screens/shared/useOnceWhen';

export interface DialogSubmissionOptions {
  fields: readonly string[];
  validate: (values: FormValues) => FieldErrors | Promise<FieldErrors>;
  submit: (values: FormValues) => Promise<unknown>;
  onSaved: () => void;
}

export function useDialogSubmission({
  fields,
  validate,
  submit,
  onSaved,
}: DialogSubmissionOptions) {
  // The dialog's props are fixed while it is open: the logic is built once.
  const [logic] = useState(() =>
    submissionMachine.provide({
      actors: {
        validate: fromPromise<FieldErrors, FormValues>(async ({ input }) => validate(input)),
        submit: fromPromise<unknown, FormValues>(({ input }) => submit(input)),
      },
    }),
  );
  const actor = useInspectedActorRef(logic, { input: { fields } });
  const snapshot = useSelector(actor, (s) => s);
  useOnceWhen(snapshot.matches('succeeded'), onSaved);
  return {
    submit: (values: FormValues) => actor.send({ type: 'SUBMIT', values }),
    edited: (field: string) => actor.send({ type: 'EDIT', field }),
    fieldErrors: snapshot.context.fieldErrors,
    formError: snapshot.context.formError,
    busy: snapshot.hasTag('busy'),
  };
}
