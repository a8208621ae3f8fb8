/**
 * What the user reads for a failed call. The i18n layer installs a translator (reason code →
 * the user's language); until then, the server's own message. Kept apart from the client so that
 * installing it does not pull axios into the first page.
 */
import type { ApiError } from './client';

type Translator = (error: ApiError) => string;

let translateError: Translator = (error) => error.message;

export function setErrorTranslator(translator: Translator): void {
  translateError = translator;
}

/** The text the user is shown for `error`, in their language. */
export function describeApiError(error: ApiError): string {
  return translateError(error);
}
