/**
 * What register and retrieve-password share: the field text (the only state a screen keeps),
 * the submission machine and the phone code machine, and the wiring between them.
 */
import { useCallback, useState, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import type { PhoneCodePurpose } from '@contracts/auth.js';
import type { SubmissionMachine } from '@machines/submission.machine.js';
import type { PhoneCodeMachine } from '@machines/phoneCode.machine.js';

export interface CodeFormLogic {
  submission: SubmissionMachine;
  phoneCode: PhoneCodeMachine;
}

export function useCodeForm<F extends string>(fields: readonly F[], logic: CodeFormLogic, purpose: PhoneCodePurpose) {
  const [form, sendForm] = useMachine(logic.submission, { input: { fields } });
  const [code, sendCode] = useMachine(logic.phoneCode, { input: { purpose } });
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((field) => [field, ''])) as Record<F, string>);

  const change = useCallback(
    (field: F) => (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      sendForm({ type: 'EDIT', field });
      if (field === 'phone') sendCode({ type: 'PHONE_EDITED' });
    },
    [sendForm, sendCode],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    sendForm({ type: 'SUBMIT', values });
  };

  const requestCode = () => sendCode({ type: 'SEND', phone: (values as Record<string, string>).phone ?? '' });

  return {
    form,
    code,
    values,
    change,
    submit,
    requestCode,
    busy: form.hasTag('busy'),
    reasonOf: (field: F) => form.context.fieldErrors[field],
  };
}
