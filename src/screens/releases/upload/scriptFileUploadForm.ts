/**
 * A new version of a script's APK, RC or course file (docs/releases.md, addScriptFile): the
 * version number for an APK or RC file (above the highest of that script's kind; a course file is
 * numbered by the server), the force flag (APK, RC) and the notes, plus the uploaded file. Checked
 * with the contract's own schema before anything is sent.
 */
import {
  addScriptFileForm,
  FORCEABLE_KINDS,
  NUMBERED_KINDS,
  type AddScriptFileForm,
  type ScriptFileKind,
} from '@contracts/release.js';
import type { UploadIds } from '@machines/upload.machine.js';
import type { FieldErrors, FormValues } from '@machines/submission.machine.js';
import { zodFieldErrors } from '@/list/zodFieldErrors';
import { FILE_FIELD, missingFileReason } from './uploadRefusal';
import { versionNumberReason, wholeNumberOf } from './versionFields';

/** The fields the server names in its refusals (the upload is kept when one of them is refused). */
export const SCRIPT_FILE_FORM_FIELDS = ['version', 'forceUpdate', 'notes'] as const;
export const SCRIPT_FILE_UPLOAD_FIELDS = [...SCRIPT_FILE_FORM_FIELDS, FILE_FIELD] as const;

export const SCRIPT_FILE_BLANK: FormValues = { version: '', forceUpdate: 'false', notes: '', [FILE_FIELD]: '' };

/** Whether the uploader gives this kind's version number (APK, RC; not a course file). */
export const isNumbered = (kind: ScriptFileKind) => NUMBERED_KINDS.includes(kind);
export const isForceable = (kind: ScriptFileKind) => FORCEABLE_KINDS.includes(kind);

export interface ScriptFileTarget {
  scriptId: number;
  kind: ScriptFileKind;
}

/** Stands in for the upload while only the form's own fields are checked. */
const NO_UPLOAD: UploadIds = { uploadId: '0'.repeat(32), md5: '0'.repeat(32) };

export function scriptFilePayloadOf(values: FormValues, { scriptId, kind }: ScriptFileTarget, ids: UploadIds): AddScriptFileForm {
  return {
    scriptId,
    kind,
    ...(isNumbered(kind) && { version: wholeNumberOf(values.version) }),
    forceUpdate: isForceable(kind) && values.forceUpdate === 'true',
    notes: (values.notes ?? '').trim(),
    ...ids,
  };
}

/** Every problem at once: the schema's, a number missing or not above `highest`, and no finished upload. */
export function validateScriptFile(values: FormValues, target: ScriptFileTarget, held: UploadIds | null, highest: number | null): FieldErrors {
  const errors: Record<string, string> = { ...zodFieldErrors(addScriptFileForm, { ...scriptFilePayloadOf(values, target, held ?? NO_UPLOAD) }) };
  if (isNumbered(target.kind)) {
    const reason = versionNumberReason(values.version, errors.version, highest);
    if (reason) errors.version = reason;
  }
  if (!held) errors[FILE_FIELD] = missingFileReason(values);
  return errors;
}
