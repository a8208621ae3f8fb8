/** A field's reason code in the user's language: a form's own words first, then the generic ones. */
import type { TranslationFunctions } from '@locales/i18n-types';
import {
  ERROR_REASONS,
  FIELD_REASONS,
  type ErrorReason,
  type FieldReason,
} from '@contracts/envelope.js';

export function reasonText(
  LL: TranslationFunctions,
  reason: string | undefined,
  own: Partial<Record<string, string>> = {},
): string | undefined {
  if (!reason) return undefined;
  const specific = own[reason];
  if (specific) return specific;
  if ((FIELD_REASONS as readonly string[]).includes(reason))
    return LL.validation[reason as FieldReason]();
  if ((ERROR_REASONS as readonly string[]).includes(reason))
    return LL.errors[reason as ErrorReason]();
  return LL.validation.invalid_value();
}
