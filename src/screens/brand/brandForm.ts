/**
 * The brand form's values ↔ payloads. ADMIN names the owner (required here, as the server
 * requires it of ADMIN); a CREATOR's payload never carries `ownerId`: the server sets it.
 */
import {
  addBrandForm,
  type AddBrandForm,
  type BrandRecord,
} from '@contracts/brand.js';
import { brandContract } from '@contracts/resources/masterData.js';
import type { FieldErrors, FormValues } from '@machines/submission.machine.js';
import { saveRecord, type ResourceApi } from '@/api/resources';
import type { RecordFormSpec } from '@/components/list/ResourceListView';
import { zodFieldErrors } from '@/list/zodFieldErrors';

export type BrandScopeKind = 'all' | 'own';

type BrandFormParts = Pick<
  RecordFormSpec<BrandRecord>,
  'fields' | 'blank' | 'validate' | 'submit' | 'valuesOf'
>;

export function brandPayloadOf(kind: BrandScopeKind, values: FormValues): AddBrandForm {
  const brandName = values.brandName ?? '';
  if (kind === 'own') return { brandName };
  return { brandName, ownerId: values.ownerId ? Number(values.ownerId) : undefined };
}

/** Stable per scope and api: the form machine is rebuilt when these change. */
export function brandFormOf(
  kind: BrandScopeKind,
  api: ResourceApi<typeof brandContract>,
): BrandFormParts {
  const asAdmin = kind === 'all';
  return {
    fields: asAdmin ? ['brandName', 'ownerId'] : ['brandName'],
    blank: asAdmin ? { brandName: '', ownerId: '' } : { brandName: '' },
    validate: (values): FieldErrors => {
      const payload = brandPayloadOf(kind, values);
      const errors = zodFieldErrors(addBrandForm, { ...payload });
      return asAdmin && payload.ownerId === undefined ? { ownerId: 'required', ...errors } : errors;
    },
    submit: (values) => {
      const payload = brandPayloadOf(kind, values);
      return saveRecord(api, values.id, payload);
    },
    valuesOf: (row): FormValues =>
      asAdmin
        ? { id: String(row.id), brandName: row.brandName, ownerId: String(row.ownerId) }
        : { id: String(row.id), brandName: row.brandName },
  };
}
