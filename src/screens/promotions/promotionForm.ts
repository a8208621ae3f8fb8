/**
 * The promotion form's values (strings) ↔ the contract's payload: times entered in local time and
 * sent as ISO, the partner as a number (ADMIN names it; a partner's own is its account's). The
 * contract's own rules (https links, an uploaded image, the end after the start) run here first.
 */
import {
  addPromotionForm,
  type AddPromotionForm,
  type PromotionRecord,
  updatePromotionForm,
} from '@contracts/promotion.js';
import type { FieldErrors, FormValues } from '@machines/submission.machine.js';
import { saveRecord } from '@/api/resources';
import type { PromotionApi } from '@/api/promotions';
import type { RecordFormSpec } from '@/components/list/ResourceListView';
import { zodFieldErrors } from '@/list/zodFieldErrors';
import { fromLocalInput, toLocalInput } from '@/screens/activityNotice';

export const PROMOTION_FIELDS = ['partnerId', 'title', 'imageUrl', 'linkUrl', 'position', 'startsAt', 'endsAt'] as const;

const BLANK: FormValues = { partnerId: '', title: '', imageUrl: '', linkUrl: '', position: '', startsAt: '', endsAt: '' };

/** Missing values stay undefined, so the contract names them as required. */
function payloadOf(values: FormValues) {
  const text = (field: string) => (values[field] ? values[field] : undefined);
  return {
    title: values.title ?? '',
    imageUrl: text('imageUrl'),
    linkUrl: values.linkUrl ?? '',
    position: text('position'),
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
  };
}

function bodyOf(values: FormValues, namesPartner: boolean) {
  const body = payloadOf(values);
  if (values.id) return { id: Number(values.id), ...body };
  return namesPartner ? { ...body, partnerId: values.partnerId ? Number(values.partnerId) : undefined } : body;
}

const valuesOf = (row: PromotionRecord): FormValues => ({
  id: String(row.id),
  partnerId: String(row.partnerId),
  title: row.title,
  imageUrl: row.imageUrl,
  linkUrl: row.linkUrl,
  position: row.position,
  startsAt: toLocalInput(row.startsAt),
  endsAt: toLocalInput(row.endsAt),
});

type PromotionFormParts = Pick<RecordFormSpec<PromotionRecord>, 'fields' | 'blank' | 'validate' | 'submit' | 'valuesOf'>;

/**
 * Stable per api and role: the form machine is rebuilt when they change. `namesPartner`: the user
 * chooses the partner (ADMIN); otherwise the server takes the account's own.
 */
export function promotionFormOf(api: PromotionApi, namesPartner: boolean): PromotionFormParts {
  return {
    fields: PROMOTION_FIELDS,
    blank: BLANK,
    validate: (values) => {
      const errors: FieldErrors = values.id
        ? zodFieldErrors(updatePromotionForm, bodyOf(values, namesPartner))
        : zodFieldErrors(addPromotionForm, bodyOf(values, namesPartner));
      // The contract lets a partner leave it out; ADMIN must choose.
      if (!values.id && namesPartner && !values.partnerId) return { ...errors, partnerId: 'required' };
      return errors;
    },
    valuesOf,
    // Sent only after `validate` passed.
    submit: (values) => saveRecord(api.records, values.id, bodyOf(values, namesPartner) as AddPromotionForm),
  };
}
