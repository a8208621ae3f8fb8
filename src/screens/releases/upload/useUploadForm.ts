/**
 * A version form with its file (docs/releases.md, "Adding a version"): the record form machine
 * (useRecordForm) over the form's fields, and the upload held for it (useHeldUpload). "Add
 * version" checks every field first, the finished upload included, then sends the form with the
 * upload's id and MD5. A refusal of one of the form's fields stays on that field and keeps the
 * upload; any other refusal is the file's (its row says why, the file field points there).
 */
import { useCallback, useEffect, useRef } from 'react';
import type { UploadIds } from '@machines/upload.machine.js';
import type { FieldErrors, FormValues } from '@machines/submission.machine.js';
import { useRecordForm, type RecordForm } from '@/list/useRecordForm';
import { asFileRefusal, FILE_FIELD, refusedOnForm } from './uploadRefusal';
import { useHeldUpload } from './useHeldUpload';

export interface UploadFormOptions<T> {
  /** Every field the form shows, FILE_FIELD included (problems land on these). */
  fields: readonly string[];
  /** The fields the server names in its refusals: a refusal on one keeps the upload. */
  formFields: readonly string[];
  blank: FormValues;
  /** Every problem of the values, given the held upload (none: the file field's "required"). */
  validate: (values: FormValues, held: UploadIds | null) => FieldErrors;
  /** The record's "add" call with the finished upload. */
  add: (values: FormValues, ids: UploadIds) => Promise<T>;
  /** The call's answer, once accepted. */
  onAdded?: (result: T) => void;
  /** Any refusal (e.g. read the highest version again). */
  onRefused?: (error: unknown) => void;
  /** The form machine's `saved` (the form is closed then). */
  onSaved?: () => void;
}

export function useUploadForm<T>(options: UploadFormOptions<T>) {
  // The form machine's submission keeps the first validate and submit it was given: both read these.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const formRef = useRef<RecordForm | null>(null);
  // The file field's value (a file on its way, or held) marks the form changed (closing or leaving
  // asks first) and clears its problem.
  const upload = useHeldUpload((value) => formRef.current?.send({ type: 'CHANGE', field: FILE_FIELD, value }));
  const { current, send } = upload;

  const validate = useCallback((values: FormValues) => latest.current.validate(values, current()?.ids ?? null), [current]);
  const submit = useCallback(
    async (values: FormValues) => {
      const keeps = (error: unknown) => refusedOnForm(error, latest.current.formFields);
      try {
        const result = await send((ids) => latest.current.add(values, ids), keeps);
        latest.current.onAdded?.(result);
        return result;
      } catch (error) {
        latest.current.onRefused?.(error);
        throw keeps(error) ? error : asFileRefusal(error);
      }
    },
    [send],
  );
  const onSaved = useCallback(() => latest.current.onSaved?.(), []);
  const form = useRecordForm({ fields: options.fields, blank: options.blank, validate, submit, onSaved });
  useEffect(() => {
    formRef.current = form;
  });
  return { form, upload };
}
