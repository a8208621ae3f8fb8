/**
 * The signing contract form's values and payloads (docs/signing.md). Values are text (the form
 * machine's shape); the payload is checked by the contract's own schema, so the browser gives the
 * server's reasons before sending. The script of a contract is chosen when it is made and never
 * changed afterwards, so an edit sends the other fields only.
 */
import { addSigningForm, type AddSigningForm, type SigningRecord } from '@contracts/signing.js';
import type { signingContract } from '@contracts/resources/signings.js';
import type { FieldErrors, FormValues } from '@machines/submission.machine.js';
import type { ResourceApi } from '@/api/resources';
import type { RecordFormSpec } from '@/components/list/ResourceListView';
import { zodFieldErrors } from '@/list/zodFieldErrors';

export type SigningApi = ResourceApi<typeof signingContract>;

type SigningFormParts = Pick<RecordFormSpec<SigningRecord>, 'fields' | 'blank' | 'validate' | 'submit' | 'valuesOf'>;

export const SIGNING_FIELDS = ['scriptId', 'companyId', 'sharePercent', 'startMonth', 'endMonth', 'note'] as const;

export function signingPayloadOf(values: FormValues): AddSigningForm {
  const id = (text: string | undefined) => (text ? Number(text) : (undefined as unknown as number));
  return {
    scriptId: id(values.scriptId),
    companyId: id(values.companyId),
    sharePercent: (values.sharePercent ?? '').trim(),
    startMonth: values.startMonth ?? '',
    endMonth: values.endMonth ? values.endMonth : null,
    note: (values.note ?? '').trim(),
  };
}

function validate(values: FormValues): FieldErrors {
  const payload = signingPayloadOf(values);
  const errors: FieldErrors = zodFieldErrors(addSigningForm, { ...payload });
  const end = payload.endMonth;
  if (!errors.endMonth && end && payload.startMonth && end < payload.startMonth) return { ...errors, endMonth: 'invalid_value' };
  return errors;
}

/** A new contract starts on `firstMonth` (this month) with the script chosen, when one is. */
export function signingFormOf(api: SigningApi, firstMonth: string, scriptId = ''): SigningFormParts {
  return {
    fields: SIGNING_FIELDS,
    blank: { scriptId, companyId: '', sharePercent: '', startMonth: firstMonth, endMonth: '', note: '' },
    validate,
    submit: (values) => {
      const { scriptId: chosen, ...terms } = signingPayloadOf(values);
      return values.id ? api.update({ id: Number(values.id), ...terms }) : api.add({ scriptId: chosen, ...terms });
    },
    valuesOf: (row): FormValues => ({
      id: String(row.id),
      scriptId: String(row.scriptId),
      companyId: String(row.companyId),
      sharePercent: row.sharePercent,
      startMonth: row.startMonth,
      endMonth: row.endMonth ?? '',
      note: row.note,
    }),
  };
}
