/**
 * The two review events that need words from the user, as forms (the form machine through
 * useRecordForm): REJECT asks the reviewer for the reason, RESUBMIT loads the whole content for
 * the owner to correct. Each form's submit is the event's call; `onDone` tells and refreshes.
 */
import { useCallback } from 'react';
import type { ReviewEventType } from '@contracts/review.js';
import type { FormValues } from '@machines/submission.machine.js';
import type { ReviewApi } from '@/api/review';
import { useRecordForm } from '@/list/useRecordForm';
import {
  REJECT_BLANK,
  REJECT_FIELDS,
  rejectBody,
  RESUBMIT_FIELDS,
  resubmitBody,
  resubmitValues,
  validateReject,
  validateResubmit,
} from './reviewForms';

export function useReviewForms<Row>(api: ReviewApi<Row>, onDone: (event: ReviewEventType) => void) {
  const rejectSubmit = useCallback((values: FormValues) => api.reject(rejectBody(values)), [api]);
  const onRejected = useCallback(() => onDone('REJECT'), [onDone]);
  const reject = useRecordForm({
    fields: REJECT_FIELDS,
    blank: REJECT_BLANK,
    validate: validateReject,
    submit: rejectSubmit,
    onSaved: onRejected,
  });

  const resubmitSubmit = useCallback(
    (values: FormValues) => api.resubmit(resubmitBody(values)),
    [api],
  );
  // The content is loaded when the form opens: the row carries only its first characters.
  const load = useCallback(
    async (id: number | string) =>
      resubmitValues(Number(id), (await api.content(Number(id))).content),
    [api],
  );
  const onResubmitted = useCallback(() => onDone('RESUBMIT'), [onDone]);
  const resubmit = useRecordForm({
    fields: RESUBMIT_FIELDS,
    blank: {},
    validate: validateResubmit,
    submit: resubmitSubmit,
    load,
    onSaved: onResubmitted,
  });

  const openReject = (id: number) =>
    reject.send({ type: 'OPEN_EDIT', id, values: { id: String(id), reason: '' } });
  const openResubmit = (id: number) => resubmit.send({ type: 'OPEN_EDIT', id });
  return { reject, resubmit, openReject, openResubmit };
}
