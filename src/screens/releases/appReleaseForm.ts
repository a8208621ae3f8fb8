/**
 * The app release's edit form (docs/releases.md, updateAppRelease): what may change once a
 * release is uploaded — the force flag, the rollout share and the notes; never the file or the
 * numbers. Values are text (the form machine's shape); the payload is checked by the contract's
 * own schema, so the browser gives the server's reasons before sending.
 */
import { updateAppReleaseForm, type ReleaseRecord, type UpdateAppReleaseForm } from '@contracts/release.js';
import type { FieldErrors, FormValues } from '@machines/submission.machine.js';
import { zodFieldErrors } from '@/list/zodFieldErrors';

export const APP_RELEASE_FIELDS = ['updateForce', 'rolloutPercent', 'notes'] as const;

/** A whole number as typed; anything else (empty included) is not a number, and the schema says so. */
function wholeNumberOf(text: string | undefined): number {
  const trimmed = (text ?? '').trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export function appReleasePayloadOf(values: FormValues): UpdateAppReleaseForm {
  return {
    id: Number(values.id),
    updateForce: values.updateForce === 'true',
    rolloutPercent: wholeNumberOf(values.rolloutPercent),
    notes: (values.notes ?? '').trim(),
  };
}

export function validateAppRelease(values: FormValues): FieldErrors {
  return zodFieldErrors(updateAppReleaseForm, { ...appReleasePayloadOf(values) });
}

export function appReleaseValuesOf(row: ReleaseRecord): FormValues {
  return {
    id: String(row.id),
    updateForce: String(row.forceUpdate),
    rolloutPercent: String(row.rolloutPercent),
    notes: row.notes,
  };
}
