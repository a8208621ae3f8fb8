/**
 * The phone, its code and the new password twice: what registering and retrieving a password
 * both ask, wired to their code form (useCodeForm) the same way.
 */
import type { useCodeForm } from './useCodeForm';
import { NewPasswordFields } from './NewPasswordFields';
import { PhoneFields } from './PhoneFields';

type Field = 'phone' | 'phoneCode' | 'password' | 'passwordConfirm';
type CodeForm = ReturnType<typeof useCodeForm<Field>>;

export interface PhoneAndNewPasswordFieldsProps {
  codeForm: Pick<CodeForm, 'values' | 'change' | 'reasonOf' | 'code' | 'requestCode'>;
  /** The password fields' messages in the user's language. */
  message: (field: 'password' | 'passwordConfirm') => string | undefined;
  passwordLabel?: string;
  confirmLabel?: string;
  /** Words of the account the strength check counts as easy to guess. */
  userInputs?: readonly string[];
}

export function PhoneAndNewPasswordFields({ codeForm, message, passwordLabel, confirmLabel, userInputs }: PhoneAndNewPasswordFieldsProps) {
  const { values, change, reasonOf, code, requestCode } = codeForm;
  return (
    <>
      <PhoneFields
        phone={values.phone}
        code={values.phoneCode}
        onPhone={change('phone')}
        onCode={change('phoneCode')}
        phoneReason={reasonOf('phone')}
        codeReason={reasonOf('phoneCode')}
        snapshot={code}
        onSend={requestCode}
      />
      <NewPasswordFields
        password={values.password}
        confirm={values.passwordConfirm}
        onPassword={change('password')}
        onConfirm={change('passwordConfirm')}
        passwordError={message('password')}
        confirmError={message('passwordConfirm')}
        {...(passwordLabel !== undefined && { passwordLabel })}
        {...(confirmLabel !== undefined && { confirmLabel })}
        {...(userInputs !== undefined && { userInputs })}
      />
    </>
  );
}
