/** Phone number plus verification code: the part register and retrieve-password share. */
import type { SnapshotFrom } from 'xstate';
import { useI18nContext } from '@locales/i18n-react';
import type { PhoneCodeMachine } from '@machines/phoneCode.machine.js';
import { fieldMessage, phoneCodeProblems } from './messages';
import { PhoneCodeField } from './PhoneCodeField';
import { TextField } from './TextField';

export interface PhoneFieldsProps {
  phone: string;
  code: string;
  onPhone: (value: string) => void;
  onCode: (value: string) => void;
  /** Reasons from the submission (client rules or the server), per field. */
  phoneReason?: string;
  codeReason?: string;
  snapshot: SnapshotFrom<PhoneCodeMachine>;
  onSend: () => void;
}

export function PhoneFields({ phone, code, onPhone, onCode, phoneReason, codeReason, snapshot, onSend }: PhoneFieldsProps) {
  const { LL } = useI18nContext();
  // The submission's verdict wins; otherwise what the last "send code" attempt said.
  const sendProblems = phoneCodeProblems(LL, snapshot.context.error);
  return (
    <>
      <TextField
        label={LL.phoneCode.phone()}
        name="phone"
        type="tel"
        required
        autoComplete="tel"
        inputMode="tel"
        value={phone}
        onChange={onPhone}
        placeholder={LL.phoneCode.phonePlaceholder()}
        error={fieldMessage(LL, 'phone', phoneReason) ?? sendProblems.phone}
      />
      <PhoneCodeField
        value={code}
        onChange={onCode}
        snapshot={snapshot}
        onSend={onSend}
        error={fieldMessage(LL, 'phoneCode', codeReason) ?? sendProblems.code}
      />
    </>
  );
}
