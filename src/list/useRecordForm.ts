/**
 * Runs the form machine for a record dialog, with the submission machine's `validate` and
 * `submit` provided from the screen (the contract's zod schema and the resource's calls), and
 * reads both snapshots for rendering. While the form has unsaved changes, leaving the page
 * (reload, closing the tab) asks first; an in-app navigation is held by FormNavigationGuard.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSelector } from '@xstate/react';
import { useInspectedActorRef } from '@/inspector/useInspectedActor';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { formMachine, isDirty, type RecordId } from '@machines/form.machine.js';
import {
  submissionMachine,
  type FieldErrors,
  type FormValues,
} from '@machines/submission.machine.js';

export interface UseRecordFormOptions {
  fields: readonly string[];
  blank: FormValues;
  /** Client rules: field → reason. */
  validate: (values: FormValues) => FieldErrors;
  /** Create (no `id` value) or update. */
  submit: (values: FormValues) => Promise<unknown>;
  load?: (id: RecordId) => Promise<FormValues>;
  onSaved?: () => void;
}

type SubmissionRef = ActorRefFrom<typeof submissionMachine>;
const noSubscription = () => () => {};

function useChildSnapshot(child: SubmissionRef | undefined) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!child) return noSubscription();
      const subscription = child.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [child],
  );
  return useSyncExternalStore(subscribe, () => child?.getSnapshot());
}

export function useRecordForm(options: UseRecordFormOptions) {
  const { fields, blank, validate, submit, load, onSaved } = options;
  const logic = useMemo(
    () =>
      formMachine.provide({
        actors: {
          load: fromPromise<FormValues, RecordId>(async ({ input }) => (load ? load(input) : {})),
          submission: submissionMachine.provide({
            actors: {
              validate: fromPromise<FieldErrors, FormValues>(async ({ input }) => validate(input)),
              submit: fromPromise<unknown, FormValues>(({ input }) => submit(input)),
            },
          }),
        },
      }),
    [validate, submit, load],
  );
  const actor = useInspectedActorRef(logic, { input: { fields, blank } });
  const snapshot = useSelector(actor, (s) => s);
  const child = useSelector(actor, (s) => s.children.submission as SubmissionRef | undefined);
  const submission = useChildSnapshot(child);

  useEffect(() => {
    const subscription = actor.on('saved', () => onSaved?.());
    return () => subscription.unsubscribe();
  }, [actor, onSaved]);

  const open = snapshot.matches('open');
  const dirty = open && isDirty(snapshot.context);
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    send: actor.send,
    snapshot,
    open: open || snapshot.matches('loading') || snapshot.matches('loadFailed'),
    editing: snapshot.context.id !== null,
    values: snapshot.context.values,
    fieldErrors: submission?.context.fieldErrors ?? {},
    formError: submission?.context.formError ?? snapshot.context.loadError,
    busy: snapshot.hasTag('busy') || Boolean(submission?.hasTag('busy')),
    confirmingClose: snapshot.matches({ open: 'confirmingClose' }),
    dirty,
  };
}

/** What a record dialog renders from: values, errors and the form actor's `send`. */
export type RecordForm = ReturnType<typeof useRecordForm>;
