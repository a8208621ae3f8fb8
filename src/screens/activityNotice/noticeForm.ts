/**
 * The pop-up form's values (strings) ↔ the contract's payload: times as ISO, empty URLs as null,
 * the switch as a boolean. The contract's own rules (end after start included) run client side.
 */
import {
  addActivityNoticeForm,
  type ActivityNoticeRecord,
  type AddActivityNoticeForm,
} from '@contracts/activityNotice.js';
import { activityNoticeContract } from '@contracts/resources/masterData.js';
import type { FieldErrors, FormValues } from '@machines/submission.machine.js';
import { saveRecord, type ResourceApi } from '@/api/resources';
import type { RecordFormSpec } from '@/components/list/ResourceListView';
import { zodFieldErrors } from '@/list/zodFieldErrors';
import { fromLocalInput, toLocalInput } from './localTime';

export type ActivityNoticeApi = ResourceApi<typeof activityNoticeContract>;

export const NOTICE_FIELDS = [
  'title',
  'content',
  'imageUrl',
  'linkUrl',
  'startAt',
  'endAt',
  'enabled',
] as const;
const BLANK: FormValues = {
  title: '',
  content: '',
  imageUrl: '',
  linkUrl: '',
  startAt: '',
  endAt: '',
  enabled: 'true',
};

const urlOrNull = (text: string | undefined) => (text?.trim() ? text.trim() : null);

/** Missing times stay undefined, so the contract reports them as required. */
export function noticePayloadOf(values: FormValues) {
  return {
    title: values.title ?? '',
    content: values.content ?? '',
    imageUrl: urlOrNull(values.imageUrl),
    linkUrl: urlOrNull(values.linkUrl),
    startAt: fromLocalInput(values.startAt),
    endAt: fromLocalInput(values.endAt),
    enabled: values.enabled === 'true',
  };
}

const validate = (values: FormValues): FieldErrors =>
  zodFieldErrors(addActivityNoticeForm, noticePayloadOf(values));

const valuesOf = (row: ActivityNoticeRecord): FormValues => ({
  id: String(row.id),
  title: row.title,
  content: row.content,
  imageUrl: row.imageUrl ?? '',
  linkUrl: row.linkUrl ?? '',
  startAt: toLocalInput(row.startAt),
  endAt: toLocalInput(row.endAt),
  enabled: String(row.enabled),
});

type NoticeFormParts = Pick<
  RecordFormSpec<ActivityNoticeRecord>,
  'fields' | 'blank' | 'validate' | 'submit' | 'valuesOf'
>;

/** Stable per api: the form machine is rebuilt when it changes. */
export function noticeFormOf(api: ActivityNoticeApi): NoticeFormParts {
  return {
    fields: NOTICE_FIELDS,
    blank: BLANK,
    validate,
    valuesOf,
    // Sent only after `validate` passed, so the times are there.
    submit: (values) => {
      const body = noticePayloadOf(values) as AddActivityNoticeForm;
      return saveRecord(api, values.id, body);
    },
  };
}
