/** The name a person is shown by, as every form asks for it: the display name rule's limit, its messages. */
import { DISPLAY_NAME_MAX } from '@contracts/fields.js';
import { useI18nContext } from '@locales/i18n-react';
import { fieldMessage } from './messages';
import { TextField } from './TextField';

export interface NicknameFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The rule's reason code, from the form's check or the server. */
  reason: string | undefined;
  placeholder?: string;
  hint?: string;
}

export function NicknameField({ label, value, onChange, reason, placeholder, hint }: NicknameFieldProps) {
  const { LL } = useI18nContext();
  return (
    <TextField
      label={label}
      name="nickname"
      required
      autoComplete="nickname"
      maxLength={DISPLAY_NAME_MAX}
      value={value}
      onChange={onChange}
      error={fieldMessage(LL, 'nickname', reason)}
      {...(placeholder !== undefined && { placeholder })}
      {...(hint !== undefined && { hint })}
    />
  );
}
