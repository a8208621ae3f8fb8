/**
 * New password and its confirmation, with the rules as a hint and the strength meter under it
 * (checked before hashing; docs/auth-protocol.md, "Password policy").
 */
import { useState } from 'react';
import { PASSWORD_MAX, PASSWORD_MIN } from '@contracts/auth.js';
import { useI18nContext } from '@locales/i18n-react';
import { PasswordField } from './PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

export interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  passwordError?: string;
  confirmError?: string;
  /** Labels differ between register ("Password") and retrieve ("New password"). */
  passwordLabel?: string;
  confirmLabel?: string;
  /** Words of the account (username, nickname) the strength check counts as easy to guess. */
  userInputs?: readonly string[];
}

const NO_INPUTS: readonly string[] = [];

export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { LL } = useI18nContext();
  const R = LL.passwordRules;
  // The strength check loads when the field is first focused.
  const [focused, setFocused] = useState(false);
  return (
    <>
      <PasswordField
        label={props.passwordLabel ?? R.password()}
        name="password"
        required
        autoComplete="new-password"
        value={props.password}
        onChange={props.onPassword}
        placeholder={R.passwordPlaceholder({ min: PASSWORD_MIN })}
        hint={R.hint({ min: PASSWORD_MIN, max: PASSWORD_MAX })}
        error={props.passwordError}
        showLabel={R.show()}
        hideLabel={R.hide()}
        onFocus={() => setFocused(true)}
      />
      <PasswordStrengthMeter password={props.password} userInputs={props.userInputs ?? NO_INPUTS} wanted={focused} />
      <PasswordField
        label={props.confirmLabel ?? R.confirm()}
        name="passwordConfirm"
        required
        autoComplete="new-password"
        value={props.confirm}
        onChange={props.onConfirm}
        placeholder={R.confirmPlaceholder()}
        error={props.confirmError}
        showLabel={R.show()}
        hideLabel={R.hide()}
      />
    </>
  );
}
