/**
 * The new app release's form (docs/releases.md, addAppRelease): the version name users read, the
 * version code apps compare (above the highest), the force flag, the rollout share and the notes,
 * plus the uploaded file. Checked with the contract's own schema before anything is sent.
 */
import { addAppReleaseForm, ROLLOUT_DEFAULT, type AddAppReleaseForm } from '@contracts/release.js';
import type { UploadIds } from '@machines/upload.machine.js';
import type { FieldErrors, FormValues } from '@machines/submission.machine.js';
import { zodFieldErrors } from '@/list/zodFieldErrors';
import { FILE_FIELD, missingFileReason } from './uploadRefusal';
import { isBlank, versionNumberReason, wholeNumberOf } from './versionFields';

/** The fields the server names in its refusals (the upload is kept when one of them is refused). */
export const APP_RELEASE_FORM_FIELDS = ['version', 'updateVersion', 'updateForce', 'rolloutPercent', 'notes'] as const;
export const APP_RELEASE_UPLOAD_FIELDS = [...APP_RELEASE_FORM_FIELDS, FILE_FIELD] as const;

export const APP_RELEASE_BLANK: FormValues = {
  version: '',
  updateVersion: '',
  updateForce: 'false',
  rolloutPercent: String(ROLLOUT_DEFAULT),
  notes: '',
  [FILE_FIELD]: '',
};

/** Stands in for the upload while only the form's own fields are checked. */
const NO_UPLOAD: UploadIds = { uploadId: '0'.repeat(32), md5: '0'.repeat(32) };

export function appReleasePayloadOf(values: FormValues, ids: UploadIds): AddAppReleaseForm {
  return {
    version: (values.version ?? '').trim(),
    updateVersion: wholeNumberOf(values.updateVersion),
    updateForce: values.updateForce === 'true',
    rolloutPercent: wholeNumberOf(values.rolloutPercent),
    notes: (values.notes ?? '').trim(),
    ...ids,
  };
}

/** Every problem at once: the schema's, a code not above `highest`, and no finished upload. */
export function validateAppRelease(values: FormValues, held: UploadIds | null, highest: number | null): FieldErrors {
  const errors: Record<string, string> = { ...zodFieldErrors(addAppReleaseForm, { ...appReleasePayloadOf(values, held ?? NO_UPLOAD) }) };
  if (isBlank(values.version)) errors.version = 'required';
  const code = versionNumberReason(values.updateVersion, errors.updateVersion, highest);
  if (code) errors.updateVersion = code;
  if (!held) errors[FILE_FIELD] = missingFileReason(values);
  return errors;
}
