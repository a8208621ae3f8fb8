/**
 * What a refused "add" call means for the upload held for it (docs/releases.md, "Adding a
 * version"). A refusal of one of the form's own fields (409 version_not_newer, 400 on a field)
 * comes before the server reads the file: the upload stays staged and the field says why.
 * Anything else (the content, 415; the size, 413; the MD5, 400 on `md5`; an upload gone, 404) is
 * the file's: its row in the queue says why, and the form's file field points there.
 */
import type { TranslationFunctions } from '@locales/i18n-types';
import { toFailure } from '@machines/failure.js';
import { ApiError } from '@/api/apiError';

/** The form's field for the file (not sent: the call carries `uploadId` and `md5`). */
export const FILE_FIELD = 'file';

/** Whether the call was refused on one of `formFields` (the upload is kept for the next try). */
export function refusedOnForm(error: unknown, formFields: readonly string[]): boolean {
  return toFailure(error).fields.some((issue) => formFields.includes(issue.field));
}

/** The refusal as the form reads it: on its file field, the row giving the reason. */
export function asFileRefusal(error: unknown): ApiError {
  const failure = toFailure(error);
  return new ApiError(failure.message, failure.status, {
    reason: failure.reason ?? 'invalid_input',
    fields: [{ field: FILE_FIELD, reason: 'invalid_value', message: failure.message }],
  });
}

/** The file field's problem: none uploaded yet, or refused (its row says why). */
export function fileErrorText(LL: TranslationFunctions, reason: string | undefined): string | undefined {
  if (!reason) return undefined;
  return reason === 'required' ? LL.release.fileRequired() : LL.release.fileRefused();
}
