/** New password and its confirmation, with the rules as a hint (checked before hashing). */
import { PASSWORD_MAX, PASSWORD_MIN } from '@contracts/auth.js';
import { useI18nContext } from '@locales/i18n-react';
import { PasswordField } from './PasswordField';

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
}

export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { LL } = useI18nContext();
  const R = LL.passwordRules;
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
      />
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
