/**
 * The auth machine speaks in docs/auth-protocol.md exact English; the user reads them in their language.
 * Anything else (a server message already translated by the client) passes through.
 */
import { AUTH_MESSAGES } from '@machines/auth.machine.js';
import { currentTranslations } from '@/i18n/currentTranslations';

export function translateAuthMessage(message: string): string {
  const LL = currentTranslations();
  if (!LL) return message;
  switch (message) {
    case AUTH_MESSAGES.verificationFailed:
      return LL.messages.verificationFailed();
    case AUTH_MESSAGES.rolesInvalid:
      return LL.messages.rolesInvalid();
    case AUTH_MESSAGES.hasError:
      return LL.messages.hasError();
    default:
      return message;
  }
}
