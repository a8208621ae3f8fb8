/**
 * A code field's words for its reason: the client's own check ("required", a malformed code) or
 * the server's (`mfa_code_invalid`: wrong, used already or expired). One place for the profile's
 * enrolment and dialogs.
 */
import { useI18nContext } from '@locales/i18n-react';

export function useCodeError() {
  const { LL } = useI18nContext();
  return (reason: string | undefined): string | undefined => {
    if (!reason) return undefined;
    if (reason === 'required') return LL.mfa.codeRequired();
    return reason === 'mfa_code_invalid' ? LL.errors.mfa_code_invalid() : LL.mfa.codeHint();
  };
}
