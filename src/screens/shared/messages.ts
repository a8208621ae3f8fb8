/**
 * Reason codes → the user's language. Field problems come from the client rules
 * (validation.ts), from the server's 400 `fields` and from field-bound error reasons
 * (machines/submission.machine.ts REASON_FIELD), so each field's messages cover all three.
 */
import type { TranslationFunctions } from '@locales/i18n-types';
import { FIELD_REASONS, type FieldReason } from '@contracts/envelope.js';
import type { Failure } from '@machines/failure.js';
import { mapFailure } from '@machines/submission.machine.js';
import { PASSWORD_MAX, PASSWORD_MIN } from '@contracts/auth.js';
import { DISPLAY_NAME_MAX } from '@contracts/fields.js';
import { LOGIN_USERNAME_MAX } from './validation';

type LL = TranslationFunctions;

function generic(LL: LL, reason: string): string {
  return (FIELD_REASONS as readonly string[]).includes(reason)
    ? LL.validation[reason as FieldReason]()
    : LL.register.errors.invalid();
}

/** The message for `reason` on `field`, or undefined when there is no problem. */
export function fieldMessage(LL: LL, field: string, reason: string | undefined): string | undefined {
  if (!reason) return undefined;
  const E = LL.register.errors;
  const P = LL.phoneCode.errors;
  const W = LL.passwordRules.errors;
  switch (field) {
    case 'nickname':
      if (reason === 'required') return E.nicknameRequired();
      if (reason === 'too_long') return E.nicknameTooLong({ max: DISPLAY_NAME_MAX });
      if (reason === 'invalid_format' || reason === 'invalid_characters') return E.nicknameInvalid();
      return generic(LL, reason);
    case 'username':
      if (reason === 'required') return E.usernameRequired();
      if (reason === 'too_long') return E.usernameTooLong({ max: LOGIN_USERNAME_MAX });
      if (reason === 'username_taken') return E.usernameTaken();
      if (reason === 'not_found') return LL.errors.not_found();
      return E.usernameInvalid();
    case 'phone':
      if (reason === 'required') return P.phoneRequired();
      if (reason === 'phone_taken') return P.phoneTaken();
      if (reason === 'phone_mismatch') return P.phoneMismatch();
      return P.phoneInvalid();
    case 'phoneCode':
      if (reason === 'required') return P.codeRequired();
      if (reason === 'phone_code_invalid') return P.codeWrong();
      return P.codeInvalid();
    case 'password':
      if (reason === 'required') return W.required();
      if (reason === 'too_short') return W.tooShort({ min: PASSWORD_MIN });
      if (reason === 'too_long') return W.tooLong({ max: PASSWORD_MAX });
      if (reason === 'weak') return LL.profile.strength.weak();
      // The browser's own finding and the server's are one message.
      if (reason === 'common' || reason === 'password_too_common') return LL.errors.password_too_common();
      if (reason === 'same_as_username') return W.sameAsUsername();
      return generic(LL, reason);
    case 'passwordConfirm':
      if (reason === 'required') return W.confirmRequired();
      if (reason === 'mismatch') return W.mismatch();
      return generic(LL, reason);
    default:
      return generic(LL, reason);
  }
}

/** A failure that belongs to no field, in the user's language. */
export function failureText(LL: LL, failure: Failure): string {
  if (failure.reason === 'rate_limited' && failure.retryAfter) {
    return LL.phoneCode.errors.rateLimited({ seconds: failure.retryAfter });
  }
  return failure.reason ? LL.errors[failure.reason]() : failure.message;
}

/**
 * What the "send code" failure means for the form: a problem with the phone goes on the phone
 * field, anything else (rate limit, server down) under the code field.
 */
export function phoneCodeProblems(LL: LL, error: Failure | null): { phone?: string; code?: string } {
  if (!error) return {};
  const { fieldErrors, formError } = mapFailure(error, ['phone']);
  return {
    phone: fieldMessage(LL, 'phone', fieldErrors.phone),
    code: formError ? LL.phoneCode.errors.sendFailed({ message: failureText(LL, formError) }) : undefined,
  };
}
