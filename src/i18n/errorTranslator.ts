/**
 * What the api client shows for a failed call: the translation of the error's reason when the
 * locales know it (`errors.<reason>`), else the server's own message.
 */
import { ERROR_REASONS, type ErrorReason } from '@contracts/envelope.js';
import type { TranslationFunctions } from '@locales/i18n-types';
import type { ApiError } from '@/api/client';

function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && (ERROR_REASONS as readonly string[]).includes(value);
}

export function createErrorTranslator(LL: TranslationFunctions): (error: ApiError) => string {
  return (error) => {
    const reason = error.reason;
    return isErrorReason(reason) ? LL.errors[reason]() : error.message;
  };
}
