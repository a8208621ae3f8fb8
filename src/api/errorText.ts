/**
 * What the user reads for a failed call. The i18n layer installs a translator (reason code →
 * the user's language); until then, the server's own message. Kept apart from the client so that
 * installing it does not pull axios into the first page.
 */
import type { Failure } from '@machines/failure.js';
import { ApiError } from './apiError';

type Translator = (error: ApiError) => string;

let translateError: Translator = (error) => error.message;

export function setErrorTranslator(translator: Translator): void {
  translateError = translator;
}

/** The text the user is shown for `error`, in their language. */
export function describeApiError(error: ApiError): string {
  return translateError(error);
}

/** The same for a failure a machine kept (machines/failure.ts): its reason, else its message. */
export function describeFailure(failure: Failure): string {
  const detail = failure.reason ? { reason: failure.reason } : null;
  return translateError(new ApiError(failure.message, failure.status, detail));
}
