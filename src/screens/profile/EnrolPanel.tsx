/**
 * "Turn on" in the profile: a new secret read through the loader machine, then the sign-in's
 * enrolment form; its first code runs through the submission machine, whose answer is the
 * recovery codes.
 */
import { useCallback, useRef } from 'react';
import { useI18nContext } from '@locales/i18n-react';
import { useLoader } from '@/data/useLoader';
import { useDialogSubmission } from '@/flow/useDialogSubmission';
import { EnrolmentForm } from '@/mfa/EnrolmentForm';
import { failureText } from '@/screens/shared/messages';
import { codeReason, compactCode, type MfaSectionApi } from './mfaSectionApi';
import { useCodeError } from '@/mfa/useCodeError';

export interface EnrolPanelProps {
  api: MfaSectionApi;
  onCancel: () => void;
  onEnrolled: (codes: string[]) => void;
}

export function EnrolPanel({ api, onCancel, onEnrolled }: EnrolPanelProps) {
  const { LL } = useI18nContext();
  const codeError = useCodeError();
  const start = useCallback(() => api.enrolStart(), [api]);
  const enrolment = useLoader(start);
  const codes = useRef<string[] | null>(null);
  const form = useDialogSubmission({
    fields: ['code'],
    validate: (values) => (codeReason(values.code) ? { code: codeReason(values.code) } : {}),
    submit: async (values) => {
      codes.current = (await api.enrolConfirm(compactCode(values.code ?? ''))).recoveryCodes;
    },
    onSaved: () => codes.current && onEnrolled(codes.current),
  });
  const codeProblem = codeError(form.fieldErrors.code) ?? null;
  const problem = enrolment.error ?? form.formError;
  return (
    <EnrolmentForm
      enrolment={enrolment.data}
      busy={form.busy}
      error={problem ? failureText(LL, problem) : codeProblem}
      onCode={(code) => form.submit({ code })}
      onCancel={onCancel}
    />
  );
}
