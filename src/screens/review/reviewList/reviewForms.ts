/**
 * The two review forms' rules, from the contract's schemas (contracts/review.ts), on the typed
 * values: a reject reason (required, plain text, ≤ 200) and a resubmission's content. The
 * resubmit form carries the loaded content as `original`, so an untouched content is sent as no
 * content at all (the server keeps its copy) and is not validated again.
 */
import { rejectForm, resubmitForm, type RejectForm, type ResubmitForm } from '@contracts/review.js';
import type { FieldErrors, FormValues } from '@machines/submission.machine.js';
import { zodFieldErrors } from '@/list/zodFieldErrors';

export const REJECT_FIELDS = ['reason'] as const;
export const REJECT_BLANK: FormValues = { reason: '' };

export function rejectBody(values: FormValues): RejectForm {
  return { id: Number(values.id), reason: (values.reason ?? '').trim() };
}

export const validateReject = (values: FormValues): FieldErrors =>
  zodFieldErrors(rejectForm, { ...rejectBody(values), reason: values.reason ?? '' });

export const RESUBMIT_FIELDS = ['content'] as const;

/** `{id, content}` when the owner changed the content, `{id}` otherwise. */
export function resubmitBody(values: FormValues): ResubmitForm {
  const id = Number(values.id);
  const content = values.content ?? '';
  return content === (values.original ?? '') ? { id } : { id, content };
}

export const validateResubmit = (values: FormValues): FieldErrors =>
  zodFieldErrors(resubmitForm, { ...resubmitBody(values) });

/** The loaded content as the form's values: what is edited, and what it started as. */
export const resubmitValues = (id: number, content: string): FormValues => ({
  id: String(id),
  content,
  original: content,
});
