/**
 * A payload's field by its name in the user's language (an unknown one made readable), apart from
 * the payload's values (payloadText.ts), whose words come from more namespaces: the dashboard's
 * script changes name fields only.
 */
import type { TranslationFunctions } from '@locales/i18n-types';
import { isPayloadField, readableKey } from '@contracts/auditPayloadFields.js';

export function fieldLabel(LL: TranslationFunctions, field: string): string {
  return isPayloadField(field) ? LL.auditField[field]() : readableKey(field);
}
