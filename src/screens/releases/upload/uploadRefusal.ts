/**
 * What a refused "add" call means for the upload held for it (docs/releases.md, "Adding a
 * version"). A refusal of one of the form's own fields (409 version_not_newer, 400 on a field)
 * comes before the server reads the file: the upload stays staged and the field says why.
 * Anything else (the content, 415; the size, 413; the MD5, 400 on `md5`; an upload gone, 404) is
 * the file's: its row in the queue says why, and the form's file field points there. After a 413
 * or 415 the row offers no Retry (the server has discarded the upload), so the field says to choose
 * another file; after the others it says Retry too.
 */
import type { FieldReason } from '@contracts/envelope.js';
import type { TranslationFunctions } from '@locales/i18n-types';
import { toFailure } from '@machines/failure.js';
import { FINAL_REFUSALS } from '@machines/upload.machine.js';
import { ApiError } from '@/api/apiError';
import type { FileOnItsWay } from '@/upload/rowPhase';

/** The form's field for the file (not sent: the call carries `uploadId` and `md5`). */
export const FILE_FIELD = 'file';

/** The file field's values while a file is on its way and nothing is held yet (useHeldUpload). */
const ON_ITS_WAY: readonly FileOnItsWay[] = ['uploading', 'paused', 'failed'];

/** Why the form has no finished upload to send: still uploading, paused, failed, or none chosen. */
export function missingFileReason(values: Readonly<Record<string, string | undefined>>): FileOnItsWay | 'required' {
  const value = values[FILE_FIELD];
  return ON_ITS_WAY.find((state) => state === value) ?? 'required';
}

/** Whether the call was refused on one of `formFields` (the upload is kept for the next try). */
export function refusedOnForm(error: unknown, formFields: readonly string[]): boolean {
  return toFailure(error).fields.some((issue) => formFields.includes(issue.field));
}

/** The file field's reason for a refusal the file's row cannot retry (413, 415). */
const finalReason = (status: number): FieldReason | null =>
  FINAL_REFUSALS.includes(status) ? (status === 413 ? 'too_big' : 'invalid_type') : null;

/** The refusal as the form reads it: on its file field, the row giving the reason (the content's problem kept). */
export function asFileRefusal(error: unknown): ApiError {
  const failure = toFailure(error);
  return new ApiError(failure.message, failure.status, {
    reason: failure.reason ?? 'invalid_input',
    fields: [{ field: FILE_FIELD, reason: finalReason(failure.status) ?? 'invalid_value', message: failure.message }],
    ...(failure.content && { content: failure.content }),
  });
}

/** The file field's problem: none uploaded yet, or refused (its row says why, and whether Retry may help). */
export function fileErrorText(LL: TranslationFunctions, reason: string | undefined): string | undefined {
  if (!reason) return undefined;
  if (reason === 'required') return LL.release.fileRequired();
  if (reason === 'uploading') return LL.release.fileStillUploading();
  if (reason === 'paused') return LL.release.fileUploadPaused();
  if (reason === 'failed') return LL.release.fileUploadFailed();
  return reason === 'too_big' || reason === 'invalid_type' ? LL.release.fileNotAccepted() : LL.release.fileRefused();
}
